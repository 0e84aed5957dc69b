import { useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { FileUpload } from '@ark-ui/react/file-upload';
import { css } from 'styled-system/css';
import { UPLOAD_TYPES } from '../../../config/constants';
import type { CarFormRef } from '../../../../machines/car-form/car-form.machine';
import { slotStatusOf, type UploadSlotRef } from '../../../../machines/upload-slot/upload-slot.machine';
import { FORM_TEXT } from './cars-copy';
import { FormSection } from './form-section';

/** The slots hold the files, not Ark: its own list stays empty so every pick or drop reaches the slot's machine. */
const NO_FILES: File[] = [];
/** The picker offers images only; a dropped or forced file of another type is refused by the slot with SPEC's text. */
const ACCEPT = UPLOAD_TYPES.join(',');

/** Five image slots in the form's order; uploaded ones can be moved to choose the cover (the first image). */
export function ImageSlots({ form, problem }: { form: CarFormRef; problem: string | null }) {
  const order = useSelector(form, (s) => s.context.order);
  const slots = useSelector(form, (s) => s.context.slots);
  const locked = useSelector(form, (s) => s.hasTag('busy'));
  const cover = useSelector(form, (s) => s.context.order.find((id) => s.context.slotStates[id]?.status === 'uploaded') ?? null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: string; by: -1 | 1 } | null>(null);

  // Keep the keyboard on the moved image: its move button, or the other one once it reached an end.
  useLayoutEffect(() => {
    const last = moved.current;
    if (!last || !list.current) return;
    moved.current = null;
    const item = list.current.querySelector(`[data-slot-id="${last.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${last.by}"]:not(:disabled)`);
    (same ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [order]);

  const move = (id: string, position: number, by: -1 | 1) => {
    moved.current = { id, by };
    form.send({ type: 'slot.move', id, by });
    setAnnouncement(FORM_TEXT.moved(position + by));
  };

  return (
    <FormSection title={FORM_TEXT.sections.images} lead={FORM_TEXT.imagesLead}>
      <ol ref={list} className={grid}>
        {order.map((id, i) => {
          const slot = slots[id];
          return slot ? (
            <ImageSlot
              key={id}
              slot={slot}
              position={i + 1}
              count={order.length}
              isCover={cover === id}
              locked={locked}
              onMove={(by) => move(id, i + 1, by)}
            />
          ) : null;
        })}
      </ol>
      {problem ? <p className={css({ fontSize: 'xs', color: 'status.red' })}>{problem}</p> : null}
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </FormSection>
  );
}

function ImageSlot(props: { slot: UploadSlotRef; position: number; count: number; isCover: boolean; locked: boolean; onMove: (by: -1 | 1) => void }) {
  const { slot, position, count, isCover, locked, onMove } = props;
  const status = useSelector(slot, slotStatusOf);
  const image = useSelector(slot, (s) => s.context.image);
  const error = useSelector(slot, (s) => s.context.error);
  const canRetry = useSelector(slot, (s) => s.can({ type: 'slot.retry' }));
  const errorId = `${slot.id}-error`;
  const suffix = <span className={css({ srOnly: true })}> {FORM_TEXT.slotLabel(position)}</span>;

  return (
    <li data-slot-id={slot.id} className={css({ display: 'grid', gap: '2', alignContent: 'start', minW: 0 })}>
      <FileUpload.Root
        maxFiles={1}
        acceptedFiles={NO_FILES}
        disabled={locked || status === 'uploading'}
        invalid={Boolean(error)}
        onFileAccept={(d) => {
          const file = d.files[0];
          if (file) slot.send({ type: 'slot.select', file });
        }}
        translations={{ dropzone: FORM_TEXT.dropzone(position) }}
        className={css({ display: 'grid', gap: '2' })}
      >
        <FileUpload.Label
          data-primary={position === 1 || undefined}
          className={css({ fontSize: 'xs', fontWeight: '600', color: 'mist.200', '&[data-primary]': { color: 'gold.300' } })}
        >
          {FORM_TEXT.slotLabel(position)}
        </FileUpload.Label>
        <FileUpload.Dropzone className={dropzone} aria-describedby={error ? errorId : undefined}>
          {image ? <img src={image.url} alt={FORM_TEXT.previewAlt(position)} className={preview} /> : null}
          {status === 'uploading' ? (
            <span role="status" className={overlay}>
              {FORM_TEXT.uploading}
            </span>
          ) : !image ? (
            <span className={css({ px: '3', fontSize: 'xs', color: 'muted', textAlign: 'center' })}>{FORM_TEXT.dropHint}</span>
          ) : null}
          {isCover ? <span className={coverBadge}>{FORM_TEXT.cover}</span> : null}
        </FileUpload.Dropzone>
        <FileUpload.HiddenInput accept={ACCEPT} />
      </FileUpload.Root>

      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        {status === 'uploading' ? (
          <button type="button" className={smallButton} onClick={() => slot.send({ type: 'slot.cancel' })}>
            {FORM_TEXT.cancelUpload}
            {suffix}
          </button>
        ) : null}
        {canRetry ? (
          <button type="button" className={smallButton} disabled={locked} onClick={() => slot.send({ type: 'slot.retry' })}>
            {FORM_TEXT.retry}
            {suffix}
          </button>
        ) : null}
        {status === 'uploaded' || status === 'error' ? (
          <button type="button" className={smallButton} disabled={locked} onClick={() => slot.send({ type: 'slot.remove' })}>
            {status === 'error' ? FORM_TEXT.dismiss : FORM_TEXT.remove}
            {suffix}
          </button>
        ) : null}
        {status === 'uploaded' ? (
          <span className={css({ display: 'inline-flex', gap: '1.5', ml: 'auto' })}>
            <button type="button" data-move="-1" className={smallButton} disabled={locked || position === 1} aria-label={FORM_TEXT.moveLeft(position)} onClick={() => onMove(-1)}>
              ←
            </button>
            <button type="button" data-move="1" className={smallButton} disabled={locked || position === count} aria-label={FORM_TEXT.moveRight(position)} onClick={() => onMove(1)}>
              →
            </button>
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className={css({ fontSize: 'xs', lineHeight: '1.5', color: 'status.red' })}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } });

const dropzone = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: '10px',
  border: '1px dashed',
  borderColor: 'ink.600',
  bg: 'ink.950',
  cursor: 'pointer',
  transition: 'border-color 0.25s, background 0.25s',
  _hover: { borderColor: 'gold.500' },
  '&[data-dragging]': { borderColor: 'gold.400', bg: 'rgba(201,165,92,0.08)' },
  '&[data-invalid]': { borderColor: 'status.red' },
  '&[data-disabled]': { cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});

const preview = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });
const overlay = css({ position: 'absolute', inset: '0', display: 'grid', placeItems: 'center', bg: 'rgba(7,7,10,0.72)', color: 'gold.300', fontSize: 'xs', fontWeight: '600' });
const coverBadge = css({
  position: 'absolute',
  top: '2',
  left: '2',
  px: '2',
  py: '0.5',
  borderRadius: 'pill',
  bg: 'gold.500',
  color: 'ink.950',
  fontSize: '2xs',
  fontWeight: '700',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

const smallButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '8',
  minW: '8',
  px: '2.5',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'ink.600',
  color: 'mist.200',
  fontSize: 'xs',
  cursor: 'pointer',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { borderColor: 'ink.600', color: 'mist.200' } },
});

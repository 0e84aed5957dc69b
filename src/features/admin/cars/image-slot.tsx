import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { UPLOAD_TYPES } from '../../../../domain/constants';
import { slotStatusOf, type UploadSlotRef } from '../../../../machines/upload-slot/upload-slot.machine';
import { Badge } from '../../../components/ui/badge';
import { Chip } from '../../../components/ui/chip';
import { FileUpload } from '../../../components/ui/file-upload';
import { useMessageText } from '../../../i18n/locale-context';
import { TextArrow } from '../text-arrow';
import { useFormText } from './use-cars-text';

/** The slots hold the files, not Ark: its own list stays empty so every pick or drop reaches the slot's machine. */
const NO_FILES: File[] = [];
/** The picker offers images only; a dropped or forced file of another type is refused by the slot with SPEC's text. */
const ACCEPT = UPLOAD_TYPES.join(',');

type ImageSlotProps = { slot: UploadSlotRef; position: number; count: number; isCover: boolean; locked: boolean; onMove: (by: -1 | 1) => void };

/** One image slot: its dropzone (preview, upload state, cover badge), its buttons, and its problem. */
export function ImageSlot({ slot, position, count, isCover, locked, onMove }: ImageSlotProps) {
  const status = useSelector(slot, slotStatusOf);
  const image = useSelector(slot, (s) => s.context.image);
  const error = useSelector(slot, (s) => s.context.error);
  const canRetry = useSelector(slot, (s) => s.can({ type: 'slot.retry' }));
  const errorId = `${slot.id}-error`;
  const text = useFormText();
  const say = useMessageText();
  const suffix = <span className={css({ srOnly: true })}> {text.slotLabel(position)}</span>;

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
        translations={{ dropzone: text.dropzone(position) }}
      >
        <FileUpload.Label data-primary={position === 1 || undefined}>{text.slotLabel(position)}</FileUpload.Label>
        <FileUpload.Dropzone aria-describedby={error ? errorId : undefined}>
          {image ? <FileUpload.Preview src={image.url} alt={text.previewAlt(position)} /> : null}
          {status === 'uploading' ? (
            <FileUpload.Overlay role="status">{text.uploading}</FileUpload.Overlay>
          ) : !image ? (
            <span className={css({ px: '3', fontSize: 'xs', color: 'muted', textAlign: 'center' })}>{text.dropHint}</span>
          ) : null}
          {isCover ? (
            <Badge tone="accent" size="sm" className={css({ position: 'absolute', top: '2', insetInlineStart: '2' })}>
              {text.cover}
            </Badge>
          ) : null}
        </FileUpload.Dropzone>
        <FileUpload.HiddenInput accept={ACCEPT} />
      </FileUpload.Root>

      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        {status === 'uploading' ? (
          <Chip onClick={() => slot.send({ type: 'slot.cancel' })}>
            {text.cancelUpload}
            {suffix}
          </Chip>
        ) : null}
        {canRetry ? (
          <Chip disabled={locked} onClick={() => slot.send({ type: 'slot.retry' })}>
            {text.retry}
            {suffix}
          </Chip>
        ) : null}
        {status === 'uploaded' || status === 'error' ? (
          <Chip disabled={locked} onClick={() => slot.send({ type: 'slot.remove' })}>
            {status === 'error' ? text.dismiss : text.remove}
            {suffix}
          </Chip>
        ) : null}
        {status === 'uploaded' ? (
          <span className={css({ display: 'inline-flex', gap: '1.5', ms: 'auto' })}>
            <Chip data-move="-1" disabled={locked || position === 1} aria-label={text.moveLeft(position)} onClick={() => onMove(-1)}>
              <TextArrow to="back" />
            </Chip>
            <Chip data-move="1" disabled={locked || position === count} aria-label={text.moveRight(position)} onClick={() => onMove(1)}>
              <TextArrow to="on" />
            </Chip>
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className={css({ fontSize: 'xs', lineHeight: '1.5', color: 'status.red' })}>
          {say(error)}
        </p>
      ) : null}
    </li>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { CarFormRef } from '../../../../machines/car-form/car-form.machine';
import { useFormText } from './use-cars-text';
import { FormSection } from './form-section';
import { ImageSlot } from './image-slot';

/** Five image slots in the form's order; uploaded ones can be moved to choose the cover (the first image). */
export function ImageSlots({ form, problem }: { form: CarFormRef; problem: string | null }) {
  const order = useSelector(form, (s) => s.context.order);
  const slots = useSelector(form, (s) => s.context.slots);
  const locked = useSelector(form, (s) => s.hasTag('busy'));
  const cover = useSelector(form, (s) => s.context.order.find((id) => s.context.slotStates[id]?.status === 'uploaded') ?? null);
  const [announcement, setAnnouncement] = useState('');
  const text = useFormText();
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
    setAnnouncement(text.moved(position + by));
  };

  return (
    <FormSection title={text.sections.images} lead={text.imagesLead}>
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

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } });

import { css } from 'styled-system/css';
import type { CarImage } from '../../../../domain/types';
import { TextArrow } from '../text-arrow';
import { imagesChange } from './change-values';
import { useActivityText } from './use-activity-text';

const PLACEHOLDER = '/media/car-placeholder.svg';

/** An images change: '3 images → 4 images', then the pictures added and removed, or a note that they were only rearranged. */
export function ImagesChange({ from, to }: { from: unknown; to: unknown }) {
  const text = useActivityText();
  const change = imagesChange(from, to);
  return (
    <div className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}>
      <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', color: 'text' })}>
        <span className={css({ color: 'mist.300' })}>{text.images(change.before)}</span>
        <span className={css({ color: 'gold.400' })}>
          <TextArrow to="on" />
        </span>
        <span>{text.images(change.after)}</span>
      </p>
      {change.added.length > 0 ? <Thumbs label={text.added} images={change.added} /> : null}
      {change.removed.length > 0 ? <Thumbs label={text.removed} images={change.removed} removed /> : null}
      {change.rearranged ? <p className={css({ color: 'muted', fontSize: 'xs' })}>{text.imagesReordered}</p> : null}
    </div>
  );
}

function Thumbs({ label, images, removed = false }: { label: string; images: CarImage[]; removed?: boolean }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      <span className={css({ minW: '16', color: 'muted', fontSize: 'xs' })}>{label}</span>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {images.map((image) => (
          <li key={image.url} data-removed={removed || undefined} className={thumb}>
            <img
              src={image.url}
              alt={image.alt}
              title={image.alt || undefined}
              width={80}
              height={50}
              loading="lazy"
              className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
              onError={(e) => {
                if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const thumb = css({
  w: '16',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: '6px',
  border: '1px solid',
  borderColor: 'line',
  bg: 'ink.850',
  '&[data-removed]': { opacity: 0.55, filter: 'grayscale(1)' },
});

import { css } from 'styled-system/css';
import { imageSrcSet } from '../../../domain/image-files';
import type { PageImage } from '../../../domain/car-words';
import { useDetailText } from './use-detail-text';
import { showPlaceholderOnError } from './gallery-images';

/** The gallery's thumbnails: a click shows that photo; the current one is marked (aria-current) and ringed in gold. */
export function GalleryThumbs({ images, index, onSelect }: { images: PageImage[]; index: number; onSelect: (index: number) => void }) {
  const T = useDetailText();
  return (
    <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: { base: '2', md: '3' } })}>
      {images.map((image, i) => (
        <li key={`${image.url}-${i}`}>
          <button
            type="button"
            className={thumb}
            aria-label={T.showImage(i + 1, images.length)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <img src={image.url} srcSet={imageSrcSet(image.url)} sizes="160px" alt="" width={160} height={100} loading="lazy" decoding="async" onError={showPlaceholderOnError} />
          </button>
        </li>
      ))}
    </ul>
  );
}

const thumb = css({
  display: 'block',
  w: 'full',
  aspectRatio: '16 / 10',
  borderRadius: '10px',
  overflow: 'hidden',
  border: '1px solid',
  borderColor: 'line',
  bg: 'ink.900',
  cursor: 'pointer',
  opacity: 0.55,
  transition: 'opacity 0.3s, border-color 0.3s',
  _hover: { opacity: 0.9 },
  '&[aria-current=true]': { opacity: 1, borderColor: 'gold.500', boxShadow: '0 0 0 1px {colors.gold.500}' },
  '& img': { w: 'full', h: 'full', objectFit: 'cover' },
  _reducedMotion: { transition: 'none' },
});

import type { Ref } from 'react';
import { css } from 'styled-system/css';
import { GALLERY_IMAGE_SIZES, imageSrcSet } from '../../../domain/image-files';
import { wordsLang, type PageImage } from '../../../domain/car-words';
import { useLocale } from '../../i18n/locale-context';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';
import { showPlaceholderOnError } from './gallery-images';

/** Element Timing marks the photo so `npm run bench` can time its paint (React has no typed prop for it). */
const ELEMENT_TIMING = { elementtiming: 'car-photo' } as Record<string, string>;

/**
 * The gallery's main photograph, a button that opens the lightbox on it. The first photo paints at once (it is the
 * page's largest paint); `fade` lets the next ones fade in.
 */
export function GalleryPhoto({ image, index, total, fade, opener, onWarm, onOpen }: {
  image: PageImage;
  index: number;
  total: number;
  fade: boolean;
  opener: Ref<HTMLButtonElement>;
  /** The pointer or the focus is on the photo: time to load the lightbox's code. */
  onWarm: () => void;
  onOpen: () => void;
}) {
  const T = useDetailText();
  const locale = useLocale();
  return (
    <button ref={opener} type="button" className={imageButton} aria-haspopup="dialog" aria-label={T.openImage(index + 1, total)} onPointerEnter={onWarm} onFocus={onWarm} onClick={onOpen}>
      <img
        key={image.url}
        src={image.url}
        srcSet={imageSrcSet(image.url)}
        sizes={GALLERY_IMAGE_SIZES}
        alt={image.alt}
        lang={wordsLang(image.lang, locale).lang}
        width={1600}
        height={1000}
        fetchPriority={index === 0 ? 'high' : undefined}
        {...ELEMENT_TIMING}
        decoding={index === 0 ? 'sync' : 'async'}
        onError={showPlaceholderOnError}
        data-fade={fade ? '' : undefined}
        className={photo}
      />
      <span aria-hidden="true" className={expandHint}>
        <DetailIcon name="expand" size={18} />
      </span>
    </button>
  );
}

/** The frame of a car without photographs. */
export function GalleryEmpty({ className }: { className: string }) {
  const T = useDetailText();
  return (
    <div className={className} data-empty="">
      <div className={empty}>
        <DetailIcon name="photo" size={40} />
        <p>{T.noImages}</p>
      </div>
    </div>
  );
}

const empty = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '3',
  color: 'muted',
  fontSize: 'md',
  letterSpacing: '0.04em',
  '& svg': { color: 'gold.500' },
});
const imageButton = css({
  position: 'absolute',
  inset: '0',
  display: 'block',
  w: 'full',
  h: 'full',
  cursor: 'zoom-in',
  _focusVisible: { outlineOffset: '-3px' },
  '&:hover > span': { opacity: 1 },
});
const photo = css({
  w: 'full',
  h: 'full',
  objectFit: 'cover',
  '&[data-fade]': {
    transition: 'opacity 0.5s',
    transitionTimingFunction: 'luxe',
    _starting: { opacity: 0 },
    _reducedMotion: { transition: 'none' },
  },
});
const expandHint = css({
  position: 'absolute',
  top: '4',
  insetInlineEnd: '4',
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'pill',
  bg: 'veil.heavy',
  backdropFilter: 'blur(6px)',
  color: 'text',
  opacity: 0.85,
  transition: 'opacity 0.3s',
  _reducedMotion: { transition: 'none' },
});

import { lazy, useRef, type KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { galleryKeyEvent, galleryMachine } from '../../../machines/car-detail/gallery.machine';
import { GALLERY_IMAGE_SIZES, imageSrcSet } from '../../../domain/image-files';
import type { CarImage } from '../../api';
import { MountWhenWanted } from '../../components/mount-when-wanted';
import { DETAIL_TEXT as T } from './car-detail-copy';
import { DetailIcon } from './detail-icons';
import { showPlaceholderOnError } from './gallery-images';

/** The lightbox's code (an Ark dialog) loads when the photo is about to be opened (pointer over it, or focus). */
const loadLightbox = () => import('./car-lightbox');
const CarLightbox = lazy(() => loadLightbox().then((m) => ({ default: m.CarLightbox })));

/**
 * The photo gallery of SPEC §2: the main photograph with wraparound previous / next (buttons or arrow keys while
 * the gallery has focus), thumbnails, and a click on the photograph opening the zoomable lightbox on it.
 * The gallery machine holds every index; this view only renders it. Remount it (key) for another car.
 */
export function CarGallery({ images, name }: { images: CarImage[]; name: string }) {
  const gallery = useActorRef(galleryMachine, { input: { count: images.length } });
  const index = useSelector(gallery, (s) => s.context.index);
  // Photos after the first fade in; the first paints at once (an invisible first paint would delay LCP).
  const moved = useSelector(gallery, (s) => s.context.index !== 0 || s.context.lightboxIndex !== 0 || s.hasTag('lightboxOpen'));
  const lightboxOpen = useSelector(gallery, (s) => s.hasTag('lightboxOpen'));
  const opener = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const current = images[index];

  if (!current) {
    return (
      <div className={frame} data-empty="">
        <div className={empty}>
          <DetailIcon name="photo" size={40} />
          <p>{T.noImages}</p>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = galleryKeyEvent(event.key);
    if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    gallery.send(next);
  };

  return (
    <section aria-label={T.gallery} onKeyDown={onKeyDown} className={css({ display: 'grid', gap: '3' })}>
      <div className={frame}>
        <button
          ref={opener}
          type="button"
          className={imageButton}
          aria-haspopup="dialog"
          aria-label={T.openImage(index + 1, total)}
          onPointerEnter={() => void loadLightbox()}
          onFocus={() => void loadLightbox()}
          onClick={() => gallery.send({ type: 'lightbox.open' })}
        >
          <img
            key={current.url}
            src={current.url}
            srcSet={imageSrcSet(current.url)}
            sizes={GALLERY_IMAGE_SIZES}
            alt={current.alt}
            width={1600}
            height={1000}
            fetchPriority={index === 0 ? 'high' : undefined}
            {...ELEMENT_TIMING}
            decoding={index === 0 ? 'sync' : 'async'}
            onError={showPlaceholderOnError}
            data-fade={moved ? '' : undefined}
            className={photo}
          />
          <span aria-hidden="true" className={expandHint}>
            <DetailIcon name="expand" size={18} />
          </span>
        </button>
        {total > 1 ? (
          <>
            <button type="button" className={arrow} data-side="prev" aria-label={T.previousImage} onClick={() => gallery.send({ type: 'image.prev' })}>
              <DetailIcon name="chevronLeft" size={22} />
            </button>
            <button type="button" className={arrow} data-side="next" aria-label={T.nextImage} onClick={() => gallery.send({ type: 'image.next' })}>
              <DetailIcon name="chevronRight" size={22} />
            </button>
          </>
        ) : null}
        <p className={counter} aria-live="polite" aria-atomic="true">
          <span className={css({ srOnly: true })}>{T.photoOf(index + 1, total)}</span>
          <span aria-hidden="true">{T.counter(index + 1, total)}</span>
        </p>
      </div>
      {total > 1 ? (
        <ul className={thumbs}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                className={thumb}
                aria-label={T.showImage(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => gallery.send({ type: 'image.select', index: i })}
              >
                <img src={image.url} srcSet={imageSrcSet(image.url)} sizes="160px" alt="" width={160} height={100} loading="lazy" decoding="async" onError={showPlaceholderOnError} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <MountWhenWanted wanted={lightboxOpen}>
        <CarLightbox gallery={gallery} images={images} name={name} returnFocus={opener} />
      </MountWhenWanted>
    </section>
  );
}

/** Element Timing marks the photo so `npm run bench` can time its paint (React has no typed prop for it). */
const ELEMENT_TIMING = { elementtiming: 'car-photo' } as Record<string, string>;

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 10',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'radial-gradient(ellipse at 50% 40%, {colors.ink.800}, {colors.ink.950} 75%)',
  border: '1px solid',
  borderColor: 'line',
});
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
  right: '4',
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'pill',
  bg: 'rgba(7,7,10,0.7)',
  backdropFilter: 'blur(6px)',
  color: 'text',
  opacity: 0.85,
  transition: 'opacity 0.3s',
  _reducedMotion: { transition: 'none' },
});
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  w: { base: '10', md: '12' },
  h: { base: '10', md: '12' },
  borderRadius: 'pill',
  bg: 'rgba(7,7,10,0.72)',
  backdropFilter: 'blur(6px)',
  border: '1px solid rgba(255,255,255,0.16)',
  color: 'text',
  cursor: 'pointer',
  transition: 'background 0.25s, border-color 0.25s, color 0.25s',
  _hover: { bg: 'ink.950', borderColor: 'gold.500', color: 'gold.300' },
  '&[data-side=prev]': { left: { base: '3', md: '4' } },
  '&[data-side=next]': { right: { base: '3', md: '4' } },
  _reducedMotion: { transition: 'none' },
});
const counter = css({
  position: 'absolute',
  bottom: '4',
  right: '4',
  px: '3',
  py: '1',
  borderRadius: 'pill',
  bg: 'rgba(7,7,10,0.72)',
  color: 'mist.200',
  fontSize: 'xs',
  fontWeight: '600',
  letterSpacing: '0.12em',
  pointerEvents: 'none',
});
const thumbs = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: { base: '2', md: '3' },
});
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

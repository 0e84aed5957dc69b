import { useRef, type KeyboardEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { galleryKeyEvent, galleryMachine } from '../../../machines/car-detail/gallery.machine';
import type { PageImage } from '../../../domain/car-words';
import { MountWhenWanted } from '../../components/mount-when-wanted';
import { CarouselArrows } from '../../components/ui/carousel-arrows';
import { DIRECTION } from '../../../domain/locale';
import { useLocale } from '../../i18n/locale-context';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';
import { GalleryEmpty, GalleryPhoto } from './gallery-photo';
import { GalleryThumbs } from './gallery-thumbs';
import { lazyWithWords } from '../../i18n/lazy-with-words';

/** The lightbox's code (an Ark dialog) loads when the photo is about to be opened (pointer over it, or focus). */
const loadLightbox = () => import('./car-lightbox');
const CarLightbox = lazyWithWords(() => loadLightbox().then((m) => ({ default: m.CarLightbox })));

/**
 * The photo gallery of SPEC §2: the main photograph with wraparound previous / next (buttons or arrow keys while
 * the gallery has focus), thumbnails, and a click on the photograph opening the zoomable lightbox on it.
 * The gallery machine holds every index; this view only renders it. Remount it (key) for another car.
 */
export function CarGallery({ images, name }: { images: PageImage[]; name: string }) {
  const T = useDetailText();
  const gallery = useActorRef(galleryMachine, { input: { count: images.length } });
  const index = useSelector(gallery, (s) => s.context.index);
  // Photos after the first fade in; the first paints at once (an invisible first paint would delay LCP).
  const moved = useSelector(gallery, (s) => s.context.index !== 0 || s.context.lightboxIndex !== 0 || s.hasTag('lightboxOpen'));
  const lightboxOpen = useSelector(gallery, (s) => s.hasTag('lightboxOpen'));
  const opener = useRef<HTMLButtonElement>(null);
  const dir = DIRECTION[useLocale()];
  const total = images.length;
  const current = images[index];

  if (!current) return <GalleryEmpty className={frame} />;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = galleryKeyEvent(event.key, dir);
    if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    gallery.send(next);
  };

  return (
    <section aria-label={T.gallery} onKeyDown={onKeyDown} className={css({ display: 'grid', gap: '3' })}>
      <div className={frame}>
        <GalleryPhoto
          image={current}
          index={index}
          total={total}
          fade={moved}
          opener={opener}
          onWarm={() => void loadLightbox()}
          onOpen={() => gallery.send({ type: 'lightbox.open' })}
        />
        {total > 1 ? (
          <CarouselArrows
            prev={{ label: T.previousImage, icon: <DetailIcon name="chevronLeft" size={22} />, onClick: () => gallery.send({ type: 'image.prev' }) }}
            next={{ label: T.nextImage, icon: <DetailIcon name="chevronRight" size={22} />, onClick: () => gallery.send({ type: 'image.next' }) }}
          />
        ) : null}
        <p className={counter} aria-live="polite" aria-atomic="true">
          <span className={css({ srOnly: true })}>{T.photoOf(index + 1, total)}</span>
          <span aria-hidden="true">{T.counter(index + 1, total)}</span>
        </p>
      </div>
      {total > 1 ? <GalleryThumbs images={images} index={index} onSelect={(i) => gallery.send({ type: 'image.select', index: i })} /> : null}
      <MountWhenWanted wanted={lightboxOpen}>
        <CarLightbox gallery={gallery} images={images} name={name} returnFocus={opener} />
      </MountWhenWanted>
    </section>
  );
}

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 10',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'radial-gradient(ellipse at 50% 40%, {colors.ink.800}, {colors.ink.950} 75%)',
  border: '1px solid',
  borderColor: 'line',
});
const counter = css({
  position: 'absolute',
  bottom: '4',
  insetInlineEnd: '4',
  px: '3',
  py: '1',
  borderRadius: 'pill',
  bg: 'veil.heavy',
  color: 'mist.200',
  fontSize: 'xs',
  fontWeight: '600',
  letterSpacing: '0.12em',
  pointerEvents: 'none',
});

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { lightboxKeyEvent, type galleryMachine } from '../../../machines/car-detail/gallery.machine';
import type { CarImage } from '../../api';
import { DETAIL_TEXT as T } from './car-detail-copy';
import { DetailIcon } from './detail-icons';
import { showPlaceholderOnError } from './gallery-images';

/**
 * The full-screen lightbox (SPEC §2): an Ark dialog driven by the gallery machine. It cycles on its own index
 * (buttons, arrow keys), zooms (button, a click on the photo, or Z) and closes on Escape, the close button or a
 * click outside. Ark traps focus inside and hands it back to the photo that opened it.
 */
export function CarLightbox({ gallery, images, name, returnFocus }: {
  gallery: ActorRefFrom<typeof galleryMachine>;
  images: CarImage[];
  name: string;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const open = useSelector(gallery, (s) => s.hasTag('lightboxOpen'));
  const zoomed = useSelector(gallery, (s) => s.hasTag('zoomed'));
  const index = useSelector(gallery, (s) => s.context.lightboxIndex);
  const stage = useRef<HTMLDivElement>(null);
  // Where the visitor clicked, as fractions of the photo, so the zoomed view opens on that spot.
  const focusPoint = useRef({ x: 0.5, y: 0.5 });
  const image = images[index];
  const total = images.length;

  useEffect(() => {
    const el = stage.current;
    if (!zoomed || !el) return;
    el.scrollLeft = focusPoint.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = focusPoint.current.y * el.scrollHeight - el.clientHeight / 2;
  }, [zoomed, index]);

  const toggleZoom = (event?: MouseEvent<HTMLImageElement>) => {
    if (event && !zoomed) {
      const box = event.currentTarget.getBoundingClientRect();
      focusPoint.current = { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
    } else focusPoint.current = { x: 0.5, y: 0.5 };
    gallery.send({ type: 'zoom.toggle' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = lightboxKeyEvent(event.key);
    // Escape is Ark's: it closes through onOpenChange.
    if (!next || next.type === 'lightbox.close' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (next.type === 'zoom.toggle') focusPoint.current = { x: 0.5, y: 0.5 };
    event.preventDefault();
    gallery.send(next);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) gallery.send({ type: 'lightbox.close' });
      }}
      finalFocusEl={() => returnFocus.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} onKeyDown={onKeyDown} data-zoomed={zoomed ? '' : undefined}>
            <header className={bar}>
              <div>
                <Dialog.Title className={title}>{image ? T.lightboxTitle(name, index + 1, total) : name}</Dialog.Title>
                <Dialog.Description className={hint}>{T.lightboxHint}</Dialog.Description>
              </div>
              <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>
                <button type="button" className={roundButton} aria-pressed={zoomed} onClick={() => toggleZoom()}>
                  <DetailIcon name={zoomed ? 'zoomOut' : 'zoomIn'} />
                  <span className={css({ srOnly: true })}>{zoomed ? T.zoomOut : T.zoomIn}</span>
                </button>
                <Dialog.CloseTrigger className={roundButton}>
                  <DetailIcon name="close" />
                  <span className={css({ srOnly: true })}>{T.closeLightbox}</span>
                </Dialog.CloseTrigger>
              </div>
            </header>
            <div
              ref={stage}
              className={stageStyle}
              {...(zoomed ? { tabIndex: 0, role: 'region', 'aria-label': T.zoomOut } : {})}
            >
              {image ? (
                <img
                  key={image.url}
                  src={image.url}
                  alt={image.alt}
                  width={1600}
                  height={1000}
                  decoding="async"
                  onError={showPlaceholderOnError}
                  onClick={toggleZoom}
                  className={photo}
                />
              ) : null}
            </div>
            {total > 1 ? (
              <>
                <button type="button" className={arrow} data-side="prev" aria-label={T.previousImage} onClick={() => gallery.send({ type: 'lightbox.prev' })}>
                  <DetailIcon name="chevronLeft" size={26} />
                </button>
                <button type="button" className={arrow} data-side="next" aria-label={T.nextImage} onClick={() => gallery.send({ type: 'lightbox.next' })}>
                  <DetailIcon name="chevronRight" size={26} />
                </button>
              </>
            ) : null}
            <p className={count} aria-hidden="true">{T.counter(index + 1, total)}</p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: 'fixed', inset: '0', zIndex: 70, bg: 'bg' });
const positioner = css({ position: 'fixed', inset: '0', zIndex: 71, display: 'flex' });
const content = css({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  w: 'full',
  h: '100dvh',
  outline: 'none',
  color: 'text',
});
const bar = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
  px: { base: '4', md: '8' },
  pt: { base: '4', md: '6' },
  pb: '3',
});
const title = css({ fontFamily: 'display', fontSize: { base: 'xl', md: '2xl' }, fontWeight: '600', lineHeight: '1.2' });
const hint = css({ mt: '1', color: 'muted', fontSize: 'xs', display: { base: 'none', md: 'block' } });
const roundButton = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'pill',
  border: '1px solid rgba(255,255,255,0.16)',
  bg: 'rgba(255,255,255,0.04)',
  color: 'text',
  cursor: 'pointer',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  '&[aria-pressed=true]': { borderColor: 'gold.500', color: 'gold.300' },
  _reducedMotion: { transition: 'none' },
});
const stageStyle = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  px: { base: '0', md: '20' },
  '[data-zoomed] &': { display: 'block', overflow: 'auto', px: '0' },
});
const photo = css({
  maxW: 'full',
  maxH: 'full',
  w: 'auto',
  h: 'auto',
  objectFit: 'contain',
  borderRadius: { md: 'card' },
  boxShadow: '0 40px 80px -40px rgba(0,0,0,0.9)',
  cursor: 'zoom-in',
  userSelect: 'none',
  '[data-zoomed] &': { maxW: 'none', maxH: 'none', w: '200%', h: 'auto', borderRadius: '0', cursor: 'zoom-out' },
});
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  w: { base: '11', md: '14' },
  h: { base: '11', md: '14' },
  borderRadius: 'pill',
  bg: 'rgba(7,7,10,0.72)',
  border: '1px solid rgba(255,255,255,0.16)',
  color: 'text',
  cursor: 'pointer',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  '&[data-side=prev]': { left: { base: '2', md: '6' } },
  '&[data-side=next]': { right: { base: '2', md: '6' } },
  _reducedMotion: { transition: 'none' },
});
const count = css({ textAlign: 'center', py: '4', color: 'mist.200', fontSize: 'sm', letterSpacing: '0.2em' });

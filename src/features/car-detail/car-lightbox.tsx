import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import type { galleryMachine } from '../../../machines/car-detail/gallery.machine';
import { wordsLang, type PageImage } from '../../../domain/car-words';
import { useLocale } from '../../i18n/locale-context';
import { CarouselArrows } from '../../components/ui/carousel-arrows';
import { Dialog } from '../../components/ui/dialog';
import { IconButton } from '../../components/ui/icon-button';
import { useDetailText } from './use-detail-text';
import { DetailIcon } from './detail-icons';
import { showPlaceholderOnError } from './gallery-images';
import { useLightboxZoom } from './use-lightbox-zoom';

/**
 * The full-screen lightbox (SPEC §2): an Ark dialog driven by the gallery machine. It cycles on its own index
 * (buttons, arrow keys), zooms (button, a click on the photo, or Z) and closes on Escape, the close button or a
 * click outside. Ark traps focus inside and hands it back to the photo that opened it.
 */
export function CarLightbox({ gallery, images, name, returnFocus }: {
  gallery: ActorRefFrom<typeof galleryMachine>;
  images: PageImage[];
  name: string;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const T = useDetailText();
  const locale = useLocale();
  const open = useSelector(gallery, (s) => s.hasTag('lightboxOpen'));
  const zoomed = useSelector(gallery, (s) => s.hasTag('zoomed'));
  const index = useSelector(gallery, (s) => s.context.lightboxIndex);
  const { stage, toggleZoom, onKeyDown } = useLightboxZoom(gallery, zoomed, index);
  const image = images[index];
  const total = images.length;

  return (
    <Dialog.Root
      size="full"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) gallery.send({ type: 'lightbox.close' });
      }}
      finalFocusEl={() => returnFocus.current}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown} data-zoomed={zoomed ? '' : undefined}>
            <Dialog.Header asChild>
              <header>
                <div>
                  <Dialog.Title>{image ? T.lightboxTitle(name, index + 1, total) : name}</Dialog.Title>
                  <Dialog.Description>{T.lightboxHint}</Dialog.Description>
                </div>
                <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>
                  <IconButton variant="glass" aria-pressed={zoomed} onClick={() => toggleZoom()}>
                    <DetailIcon name={zoomed ? 'zoomOut' : 'zoomIn'} />
                    <span className={css({ srOnly: true })}>{zoomed ? T.zoomOut : T.zoomIn}</span>
                  </IconButton>
                  <Dialog.CloseTrigger asChild>
                    <IconButton variant="glass">
                      <DetailIcon name="close" />
                      <span className={css({ srOnly: true })}>{T.closeLightbox}</span>
                    </IconButton>
                  </Dialog.CloseTrigger>
                </div>
              </header>
            </Dialog.Header>
            <div ref={stage} className={stageStyle} {...(zoomed ? { tabIndex: 0, role: 'region', 'aria-label': T.zoomOut } : {})}>
              {image ? (
                <img
                  key={image.url}
                  src={image.url}
                  alt={image.alt}
                  lang={wordsLang(image.lang, locale).lang}
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
              <CarouselArrows
                size="lg"
                prev={{ label: T.previousImage, icon: <DetailIcon name="chevronLeft" size={26} />, onClick: () => gallery.send({ type: 'lightbox.prev' }) }}
                next={{ label: T.nextImage, icon: <DetailIcon name="chevronRight" size={26} />, onClick: () => gallery.send({ type: 'lightbox.next' }) }}
              />
            ) : null}
            <p className={css({ textAlign: 'center', py: '4', color: 'mist.200', fontSize: 'sm', letterSpacing: '0.2em' })} aria-hidden="true">
              {T.counter(index + 1, total)}
            </p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

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
  boxShadow: '0 40px 80px -40px {colors.black/90}',
  cursor: 'zoom-in',
  userSelect: 'none',
  '[data-zoomed] &': { maxW: 'none', maxH: 'none', w: '200%', h: 'auto', borderRadius: '0', cursor: 'zoom-out' },
});

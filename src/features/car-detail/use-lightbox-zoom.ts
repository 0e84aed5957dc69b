import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { lightboxKeyEvent, type galleryMachine } from '../../../machines/car-detail/gallery.machine';
import { DIRECTION } from '../../../domain/locale';
import { useLocale } from '../../i18n/locale-context';

const CENTRE = { x: 0.5, y: 0.5 };

/**
 * The lightbox's zoom and keys: a click on the photo zooms in on the spot clicked (the stage scrolls there), the zoom
 * button and Z on the centre; arrow keys browse. The gallery machine holds whether it is zoomed.
 */
export function useLightboxZoom(gallery: ActorRefFrom<typeof galleryMachine>, zoomed: boolean, index: number) {
  const stage = useRef<HTMLDivElement>(null);
  // Where the visitor clicked, as fractions of the photo, so the zoomed view opens on that spot.
  const focusPoint = useRef(CENTRE);
  // Arrow keys follow the page: in Arabic the left arrow shows the next photo.
  const dir = DIRECTION[useLocale()];

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
    } else focusPoint.current = CENTRE;
    gallery.send({ type: 'zoom.toggle' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = lightboxKeyEvent(event.key, dir);
    // Escape is Ark's: it closes through onOpenChange.
    if (!next || next.type === 'lightbox.close' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (next.type === 'zoom.toggle') focusPoint.current = CENTRE;
    event.preventDefault();
    gallery.send(next);
  };

  return { stage, toggleZoom, onKeyDown };
}

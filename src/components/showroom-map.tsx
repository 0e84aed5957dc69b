import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { SITE } from '../../domain/site';
import { Icon } from './icons/icons';
import { catalogue } from '../i18n/catalogue';
import { useCopy } from '../i18n/locale-context';
import type * as words from './showroom-map-copy.ar';

const mapText = catalogue<typeof words>({ en: () => import('./showroom-map-copy'), ar: () => import('./showroom-map-copy.ar') });

const onConnectionChange = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/**
 * The showroom's map, on the home page's Find Us and on /contact: our own drawing of Business Bay with its pin, made
 * here (nothing is fetched), and Google's live map only when the visitor asks for it, and only while the browser is
 * online. A page never shows a browser's broken-frame icon where the embed cannot load. `children` lie over the map.
 */
export function ShowroomMap({ size, children }: { size: 'lg' | 'sm'; children?: ReactNode }) {
  // What the visitor asked for: purely visual, no flow depends on it.
  const [wantsLive, setWantsLive] = useState(false);
  const online = useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
  const text = useCopy(mapText).MAP_TEXT;
  return (
    <div className={frame({ size })} data-map={wantsLive ? 'live' : 'drawn'}>
      <MapDrawing />
      <MapPin />
      {wantsLive ? (
        <iframe src={SITE.mapsEmbedUrl} title={text.title} referrerPolicy="no-referrer-when-downgrade" className={live} />
      ) : online ? (
        <button type="button" className={showLive({ size })} onClick={() => setWantsLive(true)}>
          <Icon name="globe" size={15} />
          {text.showLive}
          <span className={css({ srOnly: true })}> {text.source}</span>
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** Streets, Sheikh Zayed Road and the canal around the showroom, drawn to fill the frame. */
function MapDrawing() {
  return (
    <svg viewBox="0 0 800 500" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-map-drawing="" className={drawing}>
      <g className={css({ stroke: 'glass.soft', strokeWidth: '2', fill: 'none' })}>
        <path d="M0 190 L800 250 M0 420 L800 450 M230 0 L300 500 M540 0 L600 500 M0 80 L380 0 M640 500 L800 360" />
      </g>
      <path d="M-20 350 C130 310 250 400 410 360 S680 260 820 300" className={css({ stroke: 'accent.faint', strokeWidth: '34', fill: 'none' })} />
      <path d="M-20 350 C130 310 250 400 410 360 S680 260 820 300" className={css({ stroke: 'accent.line.subtle', strokeWidth: '1', fill: 'none' })} />
      <path d="M40 520 L780 -20" className={css({ stroke: 'glass.medium', strokeWidth: '16', fill: 'none' })} />
      <path d="M40 520 L780 -20" className={css({ stroke: 'glass.strong', strokeWidth: '1.5', strokeDasharray: '12 14', fill: 'none' })} />
    </svg>
  );
}

/** The showroom's pin, the same size in every frame, its point on the frame's centre. */
function MapPin() {
  return (
    <svg viewBox="0 0 80 80" width="56" height="56" aria-hidden="true" focusable="false" className={pin}>
      <circle cx="40" cy="62" r="16" className={css({ fill: 'accent.muted' })} />
      <circle cx="40" cy="62" r="6" className={css({ fill: 'accent.glow' })} />
      <path d="M40 8c-12.7 0-22 9.4-22 21.6C18 46 40 64 40 64s22-18 22-34.4C62 17.4 52.7 8 40 8z" className={css({ fill: 'gold.500' })} />
      <circle cx="40" cy="29" r="7.5" className={css({ fill: 'ink.950' })} />
    </svg>
  );
}

const frame = cva({
  base: {
    position: 'relative',
    overflow: 'hidden',
    border: '1px solid',
    borderColor: 'line',
    bg: 'radial-gradient(circle at 50% 45%, {colors.accent.glow}, transparent 22%), repeating-linear-gradient(0deg, {colors.glass.faint} 0 1px, transparent 1px 48px), repeating-linear-gradient(90deg, {colors.glass.faint} 0 1px, transparent 1px 48px), {colors.ink.850}',
  },
  variants: {
    size: {
      lg: { minH: { base: '80', md: '460px' }, borderRadius: 'card' },
      sm: { h: '44', my: '1', borderRadius: '10px' },
    },
  },
});
const drawing = css({ position: 'absolute', inset: '0', w: 'full', h: 'full' });
// The pin's point (y 64 of 80) on the spot the frame's gold glow centres (50% 45%).
// eslint-disable-next-line no-restricted-syntax -- centred (left 50% less half its width): the same in both directions
const pin = css({ position: 'absolute', left: '50%', top: '45%', transform: 'translate(-50%, -80%)', filter: 'drop-shadow(0 6px 10px {colors.black/50})' });
const live = css({
  position: 'absolute',
  inset: '0',
  w: 'full',
  h: 'full',
  border: '0',
  filter: 'invert(0.92) hue-rotate(180deg) saturate(0.35) brightness(0.9)',
});
// Top end over the large map (its foot holds the Open in Maps panel), bottom end under the small one's pin.
const showLive = cva({
  base: {
    position: 'absolute',
    insetInlineEnd: '3',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minH: '8',
    px: '3',
    borderRadius: 'pill',
    border: '1px solid',
    borderColor: 'accent.line',
    bg: 'veil.dense',
    backdropFilter: 'blur(8px)',
    color: 'mist.200',
    fontSize: '11px',
    fontWeight: '600',
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    transition: 'border-color 0.25s, color 0.25s',
    _hover: { borderColor: 'gold.400', color: 'gold.300' },
    _reducedMotion: { transition: 'none' },
  },
  variants: { size: { lg: { top: '3' }, sm: { bottom: '3' } } },
});

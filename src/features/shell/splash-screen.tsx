import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { SPLASH_FADE_MS, splashMachine } from '../../../machines/splash/splash.machine';
import { AuthContext } from '../../actors/root-actors';
import { SPLASH_MS } from '../../../domain/constants';
import { SITE } from '../../../domain/site';
import { useNavText } from './use-shell-text';
import { prefersReducedMotion } from './use-scrolled-past';
import { Wordmark } from '../../components/site-logo';

/**
 * The start-up loader (SPEC §2): covers the page for 3 s, and while the auth state is still loading. The app renders
 * and fetches beneath it; once lifted it fades out, lets clicks through at once, and leaves the DOM.
 */
export function SplashScreen() {
  const authBusy = AuthContext.useSelector((s) => s.hasTag('busy'));
  const splash = useActorRef(splashMachine, { input: { reducedMotion: prefersReducedMotion() } });
  const visible = useSelector(splash, (s) => s.hasTag('visible'));
  const leaving = useSelector(splash, (s) => s.hasTag('leaving'));
  const text = useNavText();

  // Once the loader has gone its machine is done (a final state): later sign-ins and sign-outs are not its business.
  useEffect(() => {
    if (visible) splash.send({ type: 'auth.changed', busy: authBusy });
  }, [splash, authBusy, visible]);

  if (!visible) return null;
  return (
    <div role="status" aria-label={text.loading} data-testid="splash" data-state={leaving ? 'leaving' : 'showing'} className={cover} style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}>
      <div className={css({ display: 'grid', justifyItems: 'center', gap: '8' })}>
        <img src="/media/speedometer.svg" alt="" width={220} height={220} className={gauge} />
        <Wordmark />
        <span aria-hidden="true" className={track}>
          <span className={bar} style={{ transitionDuration: `${SPLASH_MS}ms` }} />
        </span>
        <span className={css({ srOnly: true })}>
          {text.loading} {SITE.name}
        </span>
      </div>
    </div>
  );
}

const cover = css({
  position: 'fixed',
  inset: '0',
  zIndex: 200,
  display: 'grid',
  placeItems: 'center',
  bg: 'radial-gradient(ellipse at 50% 40%, {colors.ink.800} 0%, {colors.ink.950} 65%)',
  color: 'text',
  opacity: 1,
  transitionProperty: 'opacity',
  transitionTimingFunction: 'luxe',
  '&[data-state=leaving]': { opacity: 0, pointerEvents: 'none' },
  _reducedMotion: { transition: 'none' },
});

const gauge = css({
  w: { base: '44', md: '56' },
  h: 'auto',
  filter: 'drop-shadow(0 0 32px {colors.accent.glow})',
});

const track = css({ display: 'block', w: '40', h: '1px', bg: 'glass.strong', overflow: 'hidden' });

// A hairline that fills while the loader shows (its duration is SPLASH_MS, set inline).
const bar = css({
  display: 'block',
  h: 'full',
  bg: 'gold.500',
  transformOrigin: 'left',
  _rtl: { transformOrigin: 'right' },
  transform: 'scaleX(1)',
  transitionProperty: 'transform',
  transitionTimingFunction: 'linear',
  _starting: { transform: 'scaleX(0)' },
  _reducedMotion: { transition: 'none' },
});

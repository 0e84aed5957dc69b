import { css } from 'styled-system/css';
import { AnthemContext } from './anthem-provider';
import { SpeakerIcon } from '../../components/icons/shell-icons';
import { NAV_TEXT } from './shell-links';

/** The anthem play/pause toggle of the top navigation: a toggle button whose pressed state is "playing". */
export function AnthemToggle() {
  const on = AnthemContext.useSelector((s) => s.hasTag('on'));
  const busy = AnthemContext.useSelector((s) => s.hasTag('busy'));
  const anthem = AnthemContext.useActorRef();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={busy || undefined}
      title={on ? NAV_TEXT.anthemPlaying : NAV_TEXT.anthemPaused}
      data-on={on || undefined}
      onClick={() => anthem.send({ type: 'anthem.toggle' })}
      className={toggle}
    >
      <SpeakerIcon on={on} size={18} />
      <span aria-hidden="true" className={bars}>
        <span data-bar="" />
        <span data-bar="" />
        <span data-bar="" />
      </span>
      <span className={css({ srOnly: true })}>{NAV_TEXT.anthem}</span>
    </button>
  );
}

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '10',
  px: '3',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'line.strong',
  color: 'mist.200',
  cursor: 'pointer',
  transition: 'border-color 0.25s, color 0.25s, background 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  '&[data-on]': { borderColor: 'gold.600', color: 'gold.300', bg: 'accent.subtle' },
  '& [data-bar]': { display: 'block', w: '2px', h: '30%', bg: 'currentColor', borderRadius: '1px' },
  '&[data-on] [data-bar]': { h: 'full', animation: 'pulse 1.1s ease-in-out infinite' },
  '&[data-on] [data-bar]:nth-of-type(1)': { h: '60%' },
  '&[data-on] [data-bar]:nth-of-type(2)': { animationDelay: '0.3s' },
  '&[data-on] [data-bar]:nth-of-type(3)': { h: '80%', animationDelay: '0.6s' },
  _reducedMotion: { transition: 'none', '&[data-on] [data-bar]': { animation: 'none' } },
});

// Three small level bars: still when paused, gently moving while the anthem plays (styled from the toggle's data-on).
const bars = css({ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', h: '3' });

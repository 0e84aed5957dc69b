import { css } from 'styled-system/css';
import { AnthemContext } from './anthem-provider';
import { SpeakerIcon } from '../../components/icons/shell-icons';
import { useNavText } from './use-shell-text';

/**
 * The anthem play/pause toggle of the top navigation. Its name says what pressing it does ('Play anthem' /
 * 'Pause anthem'); its icon shows the sound: a speaker sending waves while the anthem plays, a silenced one when paused,
 * and a turning ring while the track is starting (aria-busy).
 */
export function AnthemToggle({ placement = 'bar' }: { placement?: 'bar' | 'menu' }) {
  const on = AnthemContext.useSelector((s) => s.hasTag('on'));
  const busy = AnthemContext.useSelector((s) => s.hasTag('busy'));
  const anthem = AnthemContext.useActorRef();
  const text = useNavText();
  const label = busy ? text.anthemLoading : on ? text.anthemPause : text.anthemPlay;
  return (
    <button
      type="button"
      aria-busy={busy || undefined}
      title={label}
      data-state={busy ? 'loading' : on ? 'playing' : 'paused'}
      data-placement={placement}
      onClick={() => anthem.send({ type: 'anthem.toggle' })}
      className={toggle}
    >
      <SpeakerIcon muted={!on} size={18} />
      {busy ? <span aria-hidden="true" data-part="spinner" className={spinner} /> : null}
      <span className={placement === 'menu' ? undefined : css({ srOnly: true })}>{label}</span>
    </button>
  );
}

// In the bar from 768 px; below, the shortlist's heart takes its place and it sits in the menu sheet, with its words.
const toggle = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  '&[data-placement=bar]': { display: { base: 'none', md: 'grid' } },
  '&[data-placement=menu]': {
    display: { base: 'inline-flex', md: 'none' },
    gap: '2.5',
    w: 'auto',
    px: '4',
    fontSize: 'sm',
    letterSpacing: 'wide',
    whiteSpace: 'nowrap',
  },
  layerStyle: 'pillOutline',
  color: 'mist.300',
  cursor: 'pointer',
  transition: 'border-color 0.25s, color 0.25s, background 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
  '&:is([data-state=playing], [data-state=loading])': { borderColor: 'gold.600', color: 'gold.300', bg: 'accent.subtle' },
  // While playing the waves breathe, one after the other.
  '&[data-state=playing] [data-wave]': { animation: 'pulse 1.6s ease-in-out infinite' },
  '&[data-state=playing] [data-wave]:nth-of-type(3)': { animationDelay: '0.4s' },
  _reducedMotion: { transition: 'none', '&[data-state=playing] [data-wave]': { animation: 'none' } },
});

// A thin gold arc turning around the button's rim while play() has not answered.
const spinner = css({
  position: 'absolute',
  inset: '-1px',
  borderRadius: 'pill',
  border: '2px solid transparent',
  borderTopColor: 'gold.400',
  borderInlineEndColor: 'gold.400',
  animation: 'spin 0.9s linear infinite',
  _reducedMotion: { animation: 'spin 2.4s linear infinite' },
});

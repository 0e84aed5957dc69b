import { css } from 'styled-system/css';
import { HeartIcon } from '../../components/shortlist-toggle';
import { LinkButton } from '../../components/ui/button';

type EmptyText = Record<'emptyTitle' | 'emptyText' | 'browse', string>;

/** No car saved yet: what the heart does, and the way to the fleet. */
export function ShortlistEmpty({ text }: { text: EmptyText }) {
  return (
    <div className={panel} data-testid="shortlist-empty">
      <span aria-hidden="true" className={ring}>
        <HeartIcon size={28} />
      </span>
      <h2 className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text', textWrap: 'balance' })}>{text.emptyTitle}</h2>
      <p className={css({ maxW: 'lg', color: 'muted', lineHeight: '1.75' })}>{text.emptyText}</p>
      <LinkButton href="/cars" size="lg" className={css({ mt: '2' })}>
        {text.browse}
      </LinkButton>
    </div>
  );
}

const panel = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '5',
  maxW: '3xl',
  mx: 'auto',
  px: { base: '6', md: '12' },
  py: { base: '12', md: '16' },
  textAlign: 'center',
  layerStyle: 'softGoldFrame',
  bg: 'radial-gradient(ellipse 80% 70% at 50% 0%, {colors.accent.subtle}, transparent 70%), {colors.surface}',
});
const ring = css({
  display: 'grid',
  placeItems: 'center',
  w: '16',
  h: '16',
  layerStyle: 'goldRing',
  bg: 'accent.subtle',
});

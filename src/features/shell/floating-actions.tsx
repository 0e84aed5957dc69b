import { css, cx } from 'styled-system/css';
import { SCROLL_TOP_AFTER_PX } from '../../../domain/constants';
import { SITE, telHref, whatsappHref } from '../../../domain/site';
import { ArrowUpIcon, ChatIcon, PhoneIcon } from '../../components/icons/shell-icons';
import { useSiteText } from '../../components/use-site-text';
import { useNavText } from './use-shell-text';
import { prefersReducedMotion, useScrolledPast } from './use-scrolled-past';

/**
 * The floating WhatsApp and phone buttons of every public page, and scroll-to-top past 200 px (SPEC §2). They never sit
 * over the text of a page's first view: where the page's column leaves no gutter for them (below 1360 px) they come in
 * with the first 200 px of scroll; on phones they gather in a small glass dock the footer keeps room for.
 */
export function FloatingActions() {
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const phone = SITE.phones[0];
  const text = useNavText();
  const site = useSiteText();
  return (
    <div role="group" aria-label={text.contactDock} data-contact-dock="" data-scrolled={scrolled || undefined} className={dock}>
      {scrolled ? (
        <button
          type="button"
          className={cx(round, css({ bg: 'ink.800', color: 'gold.300', border: '1px solid', borderColor: 'line' }))}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <ArrowUpIcon />
          <span className={css({ srOnly: true })}>{text.scrollTop}</span>
        </button>
      ) : null}
      <a href={whatsappHref(site.whatsappText)} target="_blank" rel="noopener noreferrer" className={cx(round, css({ bg: 'whatsapp', color: 'ink.950' }))}>
        <ChatIcon size={22} />
        <span className={css({ srOnly: true })}>
          {text.whatsapp} {text.newTab}
        </span>
      </a>
      <a href={telHref(phone)} className={cx(round, css({ bg: 'gold.500', color: 'ink.950' }))}>
        <PhoneIcon size={20} />
        <span className={css({ srOnly: true })}>{text.call(phone)}</span>
      </a>
    </div>
  );
}

// 1360 px: the widest page column (1280 px less its 2 × 32 px padding) leaves 72 px each side: the buttons' 48 + 2 × 12.
const dock = css({
  position: 'fixed',
  insetInlineEnd: { base: '3', md: '6' },
  bottom: { base: 'calc(token(spacing.3) + env(safe-area-inset-bottom))', md: '6' },
  zIndex: 30,
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  alignItems: 'center',
  gap: { base: '1.5', md: '3' },
  p: { base: '1.5', md: '0' },
  borderRadius: 'pill',
  bg: { base: 'veil.dense', md: 'transparent' },
  borderWidth: { base: '1px', md: '0' },
  borderStyle: 'solid',
  borderColor: 'accent.line',
  backdropFilter: { base: 'blur(12px)', md: 'none' },
  boxShadow: { base: 'lift', md: 'none' },
  transition: 'opacity 0.4s {easings.luxe}, transform 0.4s {easings.luxe}, visibility 0.4s',
  '&:not([data-scrolled])': { opacity: 0, visibility: 'hidden', transform: 'translateY(16px)' },
  // In the gutter they stand in its middle (12 px from the column at 1360 px, never touching it), 24 px in at most.
  // A percentage is of the window without its scroll bar, where the column is centred.
  '@media (min-width: 1360px)': {
    insetInlineEnd: 'clamp(12px, calc((100% - 1216px) / 4 - 24px), 24px)',
    '&:not([data-scrolled])': { opacity: 1, visibility: 'visible', transform: 'none' },
  },
  _reducedMotion: { transition: 'none' },
});

const round = css({
  display: 'grid',
  placeItems: 'center',
  w: { base: '11', md: '12' },
  h: { base: '11', md: '12' },
  borderRadius: 'pill',
  cursor: 'pointer',
  boxShadow: { base: 'none', md: 'lift' },
  transition: 'transform 0.25s {easings.luxe}, box-shadow 0.25s',
  _hover: { transform: 'translateY(-2px)', boxShadow: { base: 'none', md: 'lift.hover' } },
  _starting: { opacity: 0, transform: 'translateY(8px)' },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' } },
});

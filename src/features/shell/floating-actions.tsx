import { css, cx } from 'styled-system/css';
import { SCROLL_TOP_AFTER_PX } from '../../config/constants';
import { SITE, telHref, whatsappHref } from '../../config/site';
import { ArrowUpIcon, ChatIcon, PhoneIcon } from '../../components/icons/shell-icons';
import { NAV_TEXT } from './shell-links';
import { prefersReducedMotion, useScrolledPast } from './use-scrolled-past';

/** The floating WhatsApp and phone buttons of every public page, and scroll-to-top past 200 px (SPEC §2). */
export function FloatingActions() {
  const showTop = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const phone = SITE.phones[0];
  return (
    <div className={stack}>
      {showTop ? (
        <button
          type="button"
          className={cx(round, css({ bg: 'ink.800', color: 'gold.300', border: '1px solid', borderColor: 'line' }))}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <ArrowUpIcon />
          <span className={css({ srOnly: true })}>{NAV_TEXT.scrollTop}</span>
        </button>
      ) : null}
      <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={cx(round, css({ bg: 'whatsapp', color: 'ink.950' }))}>
        <ChatIcon size={24} />
        <span className={css({ srOnly: true })}>
          {NAV_TEXT.whatsapp} {NAV_TEXT.newTab}
        </span>
      </a>
      <a href={telHref(phone)} className={cx(round, css({ bg: 'gold.500', color: 'ink.950' }))}>
        <PhoneIcon size={22} />
        <span className={css({ srOnly: true })}>{NAV_TEXT.call(phone)}</span>
      </a>
    </div>
  );
}

const stack = css({
  position: 'fixed',
  right: { base: '4', md: '6' },
  bottom: { base: '4', md: '6' },
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  pb: 'env(safe-area-inset-bottom)',
});

const round = css({
  display: 'grid',
  placeItems: 'center',
  w: '12',
  h: '12',
  borderRadius: 'pill',
  cursor: 'pointer',
  boxShadow: 'lift',
  transition: 'transform 0.25s {easings.luxe}, box-shadow 0.25s',
  _hover: { transform: 'translateY(-2px)', boxShadow: 'lift.hover' },
  _starting: { opacity: 0, transform: 'translateY(8px)' },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' } },
});

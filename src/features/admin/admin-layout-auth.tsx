import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { LanguageSwitch } from '../../components/language-switch';
import { Wordmark } from '../../components/site-logo';
import { useAdminText } from './admin-layout-text';
import { TextArrow } from './text-arrow';

/**
 * The frame of the signed-out admin screens (login, forgot and reset password): a photographic panel on wide screens
 * and the form card, with the language switch, and a way back to the public site. No public header or footer (the shell
 * leaves admin paths bare).
 */
export function AdminAuthLayout({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: ReactNode; children: ReactNode }) {
  const text = useAdminText();
  return (
    <div className={frame}>
      <div aria-hidden="true" className={visual}>
        <img src="/media/hero-poster.webp" alt="" className={photo} />
        <div className={css({ position: 'absolute', inset: '0', bg: 'linear-gradient(180deg, {colors.veil.light} 0%, {colors.veil.medium} 55%, {colors.veil.solid} 100%)' })} />
        <div className={css({ position: 'absolute', insetX: '12', bottom: '14', color: 'text' })}>
          <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{text.operations}</p>
          <p className={css({ textStyle: 'display', fontSize: '5xl', mt: '3', maxW: '28rem' })}>{text.visualLine}</p>
        </div>
      </div>

      <div className={css({ display: 'flex', flexDirection: 'column', px: { base: '5', md: '12' }, py: { base: '8', md: '10' } })}>
        <Link href="/" className={css({ alignSelf: { base: 'center', lg: 'flex-start' }, color: 'text', textDecoration: 'none' })}>
          <Wordmark />
          <span className={css({ srOnly: true })}>{text.backToSite}</span>
        </Link>
        <div className={css({ flex: 1, display: 'grid', placeItems: 'center', py: { base: '10', md: '12' } })}>
          <section aria-labelledby="admin-auth-title" className={card}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' })}>
              <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{eyebrow}</p>
              <LanguageSwitch className={css({ h: '9', px: '3', fontSize: 'xs' })} />
            </div>
            <h1 id="admin-auth-title" className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '5xl' }, mt: '3', color: 'text' })}>
              {title}
            </h1>
            <div className={css({ mt: '3', color: 'muted', fontSize: 'sm', lineHeight: '1.7' })}>{lead}</div>
            <div className={css({ mt: '8' })}>{children}</div>
          </section>
        </div>
        <Link href="/" className={css({ alignSelf: 'center', color: 'muted', fontSize: 'sm', textDecoration: 'none', _hover: { color: 'gold.300' } })}>
          <TextArrow to="back" /> {text.backToSite}
        </Link>
      </div>
    </div>
  );
}

const frame = css({
  display: 'grid',
  minH: '100dvh',
  gridTemplateColumns: { base: '1fr', lg: '1.1fr 1fr' },
  bg: 'radial-gradient(ellipse at 70% 0%, {colors.accent.subtle}, transparent 60%), {colors.bg}',
});

const visual = css({ display: { base: 'none', lg: 'block' }, position: 'relative', overflow: 'hidden', borderInlineEnd: '1px solid {colors.line}' });
const photo = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', filter: 'saturate(0.9)' });

const card = css({
  w: 'full',
  maxW: '27rem',
  p: { base: '6', md: '9' },
  bg: 'veil.dense',
  border: '1px solid',
  borderColor: 'line',
  borderTop: '2px solid {colors.gold.600}',
  borderRadius: 'card',
  boxShadow: 'dialog',
});

import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { SITE } from '../../config/site';
import { FOOTER_LEGAL, FOOTER_TEXT } from './shell-links';
import { footerLink } from './site-footer.styles';

/** The footer's bottom row: the © line and the legal links. */
export function FooterLegalRow() {
  return (
    <div className={bottom}>
      <p>
        © {SITE.copyrightYear} {SITE.name}. {FOOTER_TEXT.rights}
      </p>
      <ul aria-label={FOOTER_TEXT.legal} className={css({ display: 'flex', gap: '6' })}>
        {FOOTER_LEGAL.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={footerLink}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const bottom = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  py: '6',
  borderTop: '1px solid {colors.line}',
  color: 'muted',
  fontSize: 'xs',
  // Keep clear of the floating contact buttons in the bottom-right corner.
  pr: { base: '16', md: '20' },
});

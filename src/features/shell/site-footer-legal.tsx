import { css } from 'styled-system/css';
import { SITE } from '../../../domain/site';
import { Ltr } from '../../components/bidi';
import { useFormat } from '../../i18n/locale-context';
import { useFooterText } from './use-shell-text';
import { FooterLinks } from './site-footer-links';

/** The footer's bottom row: the © line and the legal links. */
export function FooterLegalRow() {
  const { text, legal } = useFooterText();
  const format = useFormat();
  const line = text.copyright(format.year(SITE.copyrightYear), SITE.name);
  const at = line.indexOf(SITE.name);
  return (
    <div className={bottom}>
      <p>
        {/* Only the Latin name is isolated: ©, the year and the words run in the page's direction around it, so in
            Arabic neither the © nor a full stop lands between the name and the Arabic words. */}
        {at < 0 ? (
          line
        ) : (
          <>
            {line.slice(0, at)}
            <Ltr>{SITE.name}</Ltr>
            {line.slice(at + SITE.name.length)}
          </>
        )}
      </p>
      <FooterLinks links={legal} label={text.legal} className={css({ display: 'flex', gap: '6' })} />
    </div>
  );
}

const bottom = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  pt: '6',
  borderTop: '1px solid {colors.line}',
  color: 'muted',
  fontSize: 'xs',
  // Keep clear of the floating contact buttons: below the phone's dock (58 px tall, 12 px up). From 1360 px they sit
  // in the gutter beside the column (floating-actions.tsx), so the legal links end at the column's edge; between
  // 768 and 1360 px the buttons (48 px wide, 24 px in from the window's edge) overlap the column's last 40 px, and
  // the links stop short of them by 16 px.
  pb: { base: '24', md: '6' },
  '@media (min-width: 768px) and (max-width: 1359.98px)': { pe: '14' },
});

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
  return (
    <div className={bottom}>
      <p>
        {/* The full stop outside the isolate: in Arabic it ends the phrase on its left, not inside the Latin name. */}
        <Ltr>
          © {format.year(SITE.copyrightYear)} {SITE.name}
        </Ltr>
        .{' '}
        {text.rights}
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
  // Keep clear of the floating contact buttons: below the phone's dock (58 px tall, 12 px up), beside the column.
  pb: { base: '24', md: '6' },
  pe: { base: '0', md: '20' },
});

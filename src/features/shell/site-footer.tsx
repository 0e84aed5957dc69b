import { css } from 'styled-system/css';
import { container } from '../../components/ui/section';
import type { NavLink } from './shell-links';
import { useFooterText } from './use-shell-text';
import { FooterBrand } from './site-footer-brand';
import { FooterContact } from './site-footer-contact';
import { FooterLegalRow } from './site-footer-legal';
import { FooterLinks } from './site-footer-links';
import { footerHeading } from './site-footer.styles';

/** The public footer (SPEC §2): Quick Links, Resources, social links, contact details, legal row, © 2025. */
export function SiteFooter() {
  const { text, quick, resources } = useFooterText();
  return (
    <footer className={css({ bg: 'surface', borderTop: '1px solid {colors.line}', mt: 'auto' })}>
      <div className={container}>
        <div className={columns}>
          <FooterBrand />
          <LinkColumn title={text.quickLinks} links={quick} />
          <LinkColumn title={text.resources} links={resources} />
          <FooterContact />
        </div>
        <FooterLegalRow />
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className={footerHeading}>{title}</h2>
      <FooterLinks links={links} className={css({ display: 'grid', gap: '3' })} />
    </div>
  );
}

const columns = css({
  display: 'grid',
  gap: { base: '10', md: '12' },
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1.4fr 1fr 1fr 1.4fr' },
  py: { base: '14', md: '20' },
});

import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Wordmark } from '../../components/site-logo';
import { AdminNav } from './admin-layout-nav';
import { useSiteHref } from '../../i18n/locale-context';
import { useAdminText } from './admin-layout-text';
import { TextArrow } from './text-arrow';

/** The fixed left sidebar of wide screens (the drawer stands in for it on small ones): logo, nav, back to the site. */
export function AdminSidebar() {
  const text = useAdminText();
  // The public site's home in the portal's language, outside the '/admin' nest.
  const siteHome = useSiteHref()('/');
  return (
    <aside className={sidebar}>
      <Link href={siteHome} className={css({ display: 'flex', justifyContent: 'center', color: 'text', textDecoration: 'none', py: '2' })}>
        <Wordmark />
        <span className={css({ srOnly: true })}>{text.viewSite}</span>
      </Link>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mt: '10', mb: '4', px: '4' })}>{text.portal}</p>
      <AdminNav />
      <Link href={siteHome} className={siteLink}>
        {text.viewSite} <TextArrow to="on" />
      </Link>
    </aside>
  );
}

const sidebar = css({
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  position: 'sticky',
  top: '0',
  h: '100dvh',
  px: '4',
  py: '6',
  bg: 'surface',
  borderInlineEnd: '1px solid {colors.line}',
});

const siteLink = css({
  mt: 'auto',
  px: '4',
  py: '2',
  color: 'muted',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { color: 'gold.300' },
});

import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Wordmark } from '../../components/site-logo';
import { AdminNav } from './admin-layout-nav';
import { ADMIN_TEXT } from './admin-layout-copy';

/** The fixed left sidebar of wide screens (the drawer stands in for it on small ones): logo, nav, back to the site. */
export function AdminSidebar() {
  return (
    <aside className={sidebar}>
      <Link href="~/" className={css({ display: 'flex', justifyContent: 'center', color: 'text', textDecoration: 'none', py: '2' })}>
        <Wordmark />
        <span className={css({ srOnly: true })}>{ADMIN_TEXT.viewSite}</span>
      </Link>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400', mt: '10', mb: '4', px: '4' })}>{ADMIN_TEXT.portal}</p>
      <AdminNav />
      <Link href="~/" className={siteLink}>
        {ADMIN_TEXT.viewSite} →
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
  borderRight: '1px solid {colors.line}',
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

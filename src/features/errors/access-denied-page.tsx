import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Button, ExternalButton } from '../../components/ui/button';
import { usePageMeta } from '../../components/page-meta';
import { PAGE_HEADS } from '../../config/page-heads';
import { SITE, mailHref, telHref } from '../../config/site';
import { ErrorLayout, actionRow, linkList } from './error-layout';

export default function AccessDeniedPage() {
  usePageMeta(PAGE_HEADS.accessDenied);
  return (
    <ErrorLayout code="403" title="Access Denied">
      <p>This area of {SITE.name} is reserved for administrators only.</p>
      <div className={css({ textAlign: 'left', bg: 'surface', border: '1px solid', borderColor: 'line', borderRadius: 'card', p: '6', w: 'full', maxW: 'md' })}>
        <h2 className={css({ fontFamily: 'body', fontSize: 'sm', fontWeight: '600', color: 'text', mb: '3' })}>Possible reasons</h2>
        <ul className={css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '1' })}>
          <li>This page is for admin access only</li>
          <li>Your session has expired</li>
          <li>Your account has insufficient permissions</li>
        </ul>
      </div>
      <nav aria-label="Where to go" className={linkList}>
        <Link href="/admin/login">Admin Login</Link>
        <Link href="/">Home</Link>
        <Link href="/cars">Browse Cars</Link>
      </nav>
      <div className={actionRow}>
        <Button tone="outline" onClick={() => history.back()}>Go Back</Button>
        <ExternalButton tone="ghost" href={mailHref(SITE.supportEmail, 'Admin access request')}>Email IT Support</ExternalButton>
        <ExternalButton tone="ghost" href={telHref(SITE.phones[0])}>Call {SITE.phones[0]}</ExternalButton>
      </div>
      <p className={css({ fontSize: 'xs', color: 'mist.400' })}>This access attempt has been logged for security purposes.</p>
    </ErrorLayout>
  );
}

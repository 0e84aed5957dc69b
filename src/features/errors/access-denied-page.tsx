import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Button, ExternalButton } from '../../components/ui/button';
import { usePageMetaFor } from '../../components/page-meta';
import { Ltr } from '../../components/bidi';
import { SITE, mailHref, telHref } from '../../../domain/site';
import { ADMIN_LOGIN } from '../../../domain/pages';
import { ErrorLayout, actionRow, linkList } from './error-layout';
import { useAccessDeniedText } from './use-error-text';
import { useSiteHref } from '../../i18n/locale-context';

export default function AccessDeniedPage() {
  usePageMetaFor('accessDenied');
  const text = useAccessDeniedText();
  const to = useSiteHref();
  return (
    <ErrorLayout code="403" title={text.title}>
      <p>{text.lead(SITE.name)}</p>
      <div className={css({ textAlign: 'start', bg: 'surface', border: '1px solid', borderColor: 'line', borderRadius: 'card', p: '6', w: 'full', maxW: 'md' })}>
        <h2 className={css({ fontFamily: 'body', fontSize: 'sm', fontWeight: '600', color: 'text', mb: '3' })}>{text.reasonsTitle}</h2>
        <ul className={css({ listStyle: 'disc', ps: '5', display: 'grid', gap: '1' })}>
          {text.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <nav aria-label={text.whereToGo} className={linkList}>
        <Link href={to(ADMIN_LOGIN)}>{text.adminLogin}</Link>
        <Link href={to('/')}>{text.home}</Link>
        <Link href={to('/cars')}>{text.browse}</Link>
      </nav>
      <div className={actionRow}>
        <Button tone="outline" onClick={() => history.back()}>{text.back}</Button>
        <ExternalButton tone="ghost" href={mailHref(SITE.supportEmail, text.emailSubject)}>{text.emailSupport}</ExternalButton>
        <ExternalButton tone="ghost" href={telHref(SITE.phones[0])}>
          <span>
            {text.call} <Ltr>{SITE.phones[0]}</Ltr>
          </span>
        </ExternalButton>
      </div>
      <p className={css({ fontSize: 'xs', color: 'mist.400' })}>{text.logged}</p>
    </ErrorLayout>
  );
}

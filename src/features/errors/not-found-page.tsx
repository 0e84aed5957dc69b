import { Link } from 'wouter';
import { Button, ExternalButton, LinkButton } from '../../components/ui/button';
import { usePageMetaFor } from '../../components/page-meta';
import { Ltr } from '../../components/bidi';
import { useSiteText } from '../../components/use-site-text';
import { SITE, telHref, whatsappHref } from '../../../domain/site';
import { ErrorLayout, actionRow, linkList } from './error-layout';
import { useNotFoundText } from './use-error-text';
import { useSiteHref } from '../../i18n/locale-context';

export default function NotFoundPage() {
  usePageMetaFor('notFound');
  const text = useNotFoundText();
  const to = useSiteHref();
  const site = useSiteText();
  return (
    <ErrorLayout code="404" title={text.title}>
      <p>{text.lead}</p>
      <nav aria-label={text.quickLinks} className={linkList}>
        <Link href={to('/cars')}>{text.allCars}</Link>
        <Link href={to('/about')}>{text.about}</Link>
        <Link href={to('/contact')}>{text.contact}</Link>
      </nav>
      <div className={actionRow}>
        <LinkButton href={to('/')}>{text.home}</LinkButton>
        <LinkButton href={to('/cars')} tone="outline">{text.browse}</LinkButton>
        <Button tone="ghost" onClick={() => history.back()}>{text.back}</Button>
      </div>
      <div className={actionRow}>
        <ExternalButton tone="whatsapp" href={whatsappHref(site.whatsappText)}>
          {text.whatsapp}
        </ExternalButton>
        <ExternalButton tone="ghost" href={telHref(SITE.phones[0])}>
          <span>
            {text.call} <Ltr>{SITE.phones[0]}</Ltr>
          </span>
        </ExternalButton>
      </div>
    </ErrorLayout>
  );
}

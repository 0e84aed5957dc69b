import { css } from 'styled-system/css';
import { SITE, mailHref, telHref } from '../../../domain/site';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons/shell-icons';
import { Ltr } from '../../components/bidi';
import { useSiteText } from '../../components/use-site-text';
import { useFooterText } from './use-shell-text';
import { footerHeading } from './site-footer.styles';

/** The footer's Contact column: address, phone numbers and e-mail. */
export function FooterContact() {
  const { text } = useFooterText();
  const site = useSiteText();
  return (
    <div>
      <h2 className={footerHeading}>{text.contact}</h2>
      <address className={css({ fontStyle: 'normal', display: 'grid', gap: '3.5', fontSize: 'sm', color: 'mist.200' })}>
        <span className={detail}>
          <PinIcon size={18} className={icon} />
          {site.address}
        </span>
        {SITE.phones.map((phone) => (
          <a key={phone} href={telHref(phone)} className={detail}>
            <PhoneIcon size={18} className={icon} />
            <Ltr>{phone}</Ltr>
          </a>
        ))}
        <a href={mailHref(SITE.email)} className={detail}>
          <MailIcon size={18} className={icon} />
          {SITE.email}
        </a>
      </address>
    </div>
  );
}

const detail = css({ display: 'flex', alignItems: 'flex-start', gap: '3', color: 'mist.200', textDecoration: 'none', lineHeight: '1.5', _hover: { color: 'gold.300' } });
const icon = css({ flexShrink: 0, color: 'gold.500', mt: '0.5' });

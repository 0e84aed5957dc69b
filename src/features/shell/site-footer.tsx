import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { container } from '../../components/ui/section';
import { SITE, mailHref, telHref } from '../../config/site';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './shell-icons';
import { FOOTER_LEGAL, FOOTER_QUICK_LINKS, FOOTER_RESOURCES, FOOTER_TEXT, NAV_TEXT, type NavLink } from './shell-links';
import { Wordmark } from './site-logo';

/** The public footer (SPEC §2): Quick Links, Resources, social links, contact details, legal row, © 2025. */
export function SiteFooter() {
  return (
    <footer className={css({ bg: 'surface', borderTop: '1px solid {colors.line}', mt: 'auto' })}>
      <div className={container}>
        <div className={columns}>
          <div className={css({ display: 'grid', gap: '5', alignContent: 'start', justifyItems: 'start' })}>
            <Wordmark />
            <p className={css({ color: 'muted', fontSize: 'sm', lineHeight: '1.7', maxW: 'xs' })}>{FOOTER_TEXT.blurb}</p>
            <ul aria-label={FOOTER_TEXT.follow} className={css({ display: 'flex', gap: '2' })}>
              {SITE.socials.map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className={social}>
                    <SocialIcon name={s.name} size={18} />
                    <span className={css({ srOnly: true })}>
                      {s.name} {NAV_TEXT.newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn title={FOOTER_TEXT.quickLinks} links={FOOTER_QUICK_LINKS} />
          <LinkColumn title={FOOTER_TEXT.resources} links={FOOTER_RESOURCES} />
          <div>
            <h2 className={heading}>{FOOTER_TEXT.contact}</h2>
            <address className={css({ fontStyle: 'normal', display: 'grid', gap: '3.5', fontSize: 'sm', color: 'mist.200' })}>
              <span className={detail}>
                <PinIcon size={18} className={icon} />
                {SITE.address}
              </span>
              {SITE.phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className={detail}>
                  <PhoneIcon size={18} className={icon} />
                  {phone}
                </a>
              ))}
              <a href={mailHref(SITE.email)} className={detail}>
                <MailIcon size={18} className={icon} />
                {SITE.email}
              </a>
            </address>
          </div>
        </div>
        <div className={bottom}>
          <p>
            © {SITE.copyrightYear} {SITE.name}. {FOOTER_TEXT.rights}
          </p>
          <ul aria-label={FOOTER_TEXT.legal} className={css({ display: 'flex', gap: '6' })}>
            {FOOTER_LEGAL.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className={heading}>{title}</h2>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={link}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const columns = css({
  display: 'grid',
  gap: { base: '10', md: '12' },
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1.4fr 1fr 1fr 1.4fr' },
  py: { base: '14', md: '20' },
});
const heading = css({ textStyle: 'eyebrow', color: 'gold.400', mb: '5', fontFamily: 'body' });
const link = css({ color: 'mist.200', fontSize: 'sm', textDecoration: 'none', transition: 'color 0.25s', _hover: { color: 'gold.300' } });
const detail = css({ display: 'flex', alignItems: 'flex-start', gap: '3', color: 'mist.200', textDecoration: 'none', lineHeight: '1.5', _hover: { color: 'gold.300' } });
const icon = css({ flexShrink: 0, color: 'gold.500', mt: '0.5' });
const social = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'rgba(255,255,255,0.16)',
  color: 'mist.200',
  transition: 'border-color 0.25s, color 0.25s',
  _hover: { borderColor: 'gold.500', color: 'gold.300' },
});
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

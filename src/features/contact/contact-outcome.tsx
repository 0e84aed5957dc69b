import { css } from 'styled-system/css';
import { ExternalButton } from '../../components/ui/button';
import { useLocalized } from '../../i18n/locale-context';
import { ChatIcon } from './chat-icon';
import { CONTACT_TEXT, ENQUIRY_FORM_TEXT } from './contact-copy';
import { CONTACT_TEXT as CONTACT_TEXT_AR, ENQUIRY_FORM_TEXT as ENQUIRY_FORM_TEXT_AR } from './contact-copy.ar';

/** Under the button once the enquiry is stored: its reference, until the visitor types again. */
export function SentPanel({ reference }: { reference: string }) {
  const t = useLocalized({ en: ENQUIRY_FORM_TEXT, ar: ENQUIRY_FORM_TEXT_AR });
  return (
    <div data-testid="contact-sent" className={panel} data-tone="sent">
      <p className={css({ fontWeight: '600', color: 'text' })}>{t.sentTitle}</p>
      <p className={css({ textStyle: 'serif', fontSize: '2xl', color: 'gold.300', mt: '1' })}>{t.reference(reference)}</p>
      <p className={css({ color: 'muted', fontSize: 'sm', mt: '1' })}>{t.sentText}</p>
    </div>
  );
}

/** Under the button after a failed send: everything typed is kept, and WhatsApp carries the message instead. */
export function FailedPanel({ href }: { href: string }) {
  const t = useLocalized({ en: ENQUIRY_FORM_TEXT, ar: ENQUIRY_FORM_TEXT_AR });
  const { newTab } = useLocalized({ en: CONTACT_TEXT, ar: CONTACT_TEXT_AR });
  return (
    <div data-testid="contact-failed" className={panel} data-tone="failed">
      <p className={css({ fontWeight: '600', color: 'text' })}>{t.failedTitle}</p>
      <p className={css({ color: 'muted', fontSize: 'sm', mt: '1', mb: '4' })}>{t.failedText}</p>
      <ExternalButton tone="whatsapp" href={href} className={css({ w: { base: 'full', sm: 'auto' } })}>
        <ChatIcon size={18} />
        {t.failedWhatsapp}
        <span className={css({ srOnly: true })}>{newTab}</span>
      </ExternalButton>
    </div>
  );
}

const panel = css({
  mt: '5',
  p: { base: '4', md: '5' },
  borderRadius: 'card',
  border: '1px solid',
  borderInlineStartWidth: '3px',
  '&[data-tone=sent]': { borderColor: 'accent.line.subtle', borderInlineStartColor: 'gold.500', bg: 'accent.faint' },
  '&[data-tone=failed]': { borderColor: 'danger.line', borderInlineStartColor: 'danger', bg: 'danger.soft' },
});

import { css } from 'styled-system/css';
import { ExternalButton } from '../../components/ui/button';
import { useCopy } from '../../i18n/locale-context';
import { ChatIcon } from './chat-icon';
import { contactText } from './contact-text';

/** Under the button once the enquiry is stored: its reference, until the visitor types again. */
export function SentPanel({ reference }: { reference: string }) {
  const t = useCopy(contactText).ENQUIRY_FORM_TEXT;
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
  const {
    ENQUIRY_FORM_TEXT: t,
    CONTACT_TEXT: { newTab },
  } = useCopy(contactText);
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

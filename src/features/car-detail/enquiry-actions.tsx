import { css } from 'styled-system/css';
import type { Car } from '../../api';
import { Button, LinkButton } from '../../components/ui/button';
import { carPageUrl, enquiryPath } from '../../config/car-page';
import { useLocale, useLocalized } from '../../i18n/locale-context';
import { carName } from './car-detail-copy';
import { ENQUIRY_TEXT } from './enquiry-copy';
import { ENQUIRY_TEXT as ENQUIRY_TEXT_AR } from './enquiry-copy.ar';
import { EnquiryIcon } from './enquiry-icons';
import { notifyShareOutcome, shareOrCopy } from './use-share';

export const useEnquiryText = () => useLocalized({ en: ENQUIRY_TEXT, ar: ENQUIRY_TEXT_AR });

/** The WhatsApp message about this car in the page's language, with the car's address in that language. */
export function useWhatsappMessage(car: Car, origin: string): string {
  const text = useEnquiryText();
  return text.whatsapp(car, carPageUrl(car._id, origin, useLocale()));
}

/** 'Enquire about this car': the contact form about this car (/contact?car=<id>, in the page's language). */
export function EnquireButton({ car }: { car: Car }) {
  const text = useEnquiryText();
  return (
    <LinkButton href={enquiryPath(car._id)} size="lg" className={css({ w: 'full' })} data-testid="enquire-button">
      <EnquiryIcon name="mail" size={18} />
      {text.enquire}
    </LinkButton>
  );
}

/** Shares this car's page: the browser's share sheet, else the link copied (and said so in the site's toast). */
export function ShareButton({ car, origin }: { car: Car; origin: string }) {
  const text = useEnquiryText();
  const url = carPageUrl(car._id, origin, useLocale());
  const name = carName(car);
  const share = async () => {
    const outcome = await shareOrCopy({ title: text.shareTitle(name), text: text.shareText(name), url });
    await notifyShareOutcome(outcome, { copied: [text.copiedTitle, text.copiedText], refused: [text.copyRefusedTitle, text.copyRefusedText(url)] });
  };
  return (
    <Button tone="outline" size="lg" aria-label={text.shareLabel(name)} onClick={() => void share()} className={css({ flex: '1 0 auto', px: '6' })}>
      <EnquiryIcon name="share" size={18} />
      {text.share}
    </Button>
  );
}

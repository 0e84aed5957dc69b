import { css } from 'styled-system/css';
import type { Car } from '../../../domain/types';
import { Button, LinkButton } from '../../components/ui/button';
import { carName, carPageUrl, enquiryPath } from '../../../domain/car-page';
import { useLocale } from '../../i18n/locale-context';
import { EnquiryIcon } from './enquiry-icons';
import { useEnquiryText } from './use-detail-text';
import { notifyShareOutcome, shareOrCopy } from './use-share';

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

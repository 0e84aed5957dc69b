// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { getDb } from '../../../mocks/node';
import type { Car } from '../../../domain/types';
import { Toaster, toaster } from '../../components/ui/toaster';
import { RENTAL_CONDITIONS, RENTAL_CONDITIONS_TEXT } from '../../config/rental-conditions';
import { RENTAL_CONDITIONS as RENTAL_CONDITIONS_AR, RENTAL_CONDITIONS_TEXT as RENTAL_CONDITIONS_TEXT_AR } from '../../config/rental-conditions.ar';
import { RENTAL_MIN_AGE, RENTAL_MIN_AGE_HIGH_PERFORMANCE } from '../../../domain/constants';
import { localePath, type Locale } from '../../../domain/locale';
import { AvailabilityCard } from './availability-card';
import { carName, carPagePath } from '../../../domain/car-page';
import { ENQUIRY_TEXT } from './enquiry-copy';
import { ENQUIRY_TEXT as ENQUIRY_TEXT_AR } from './enquiry-copy.ar';
import { RentalConditions } from './rental-conditions';
import { renderPage } from '../../../tests/setup/render-page';

/** Issue 12 on the car page: 'Enquire about this car', the WhatsApp text in the page's language, share, conditions. */
const ORIGIN = 'https://www.luxedrive.ae';
let car: Car;
beforeAll(async () => {
  const found = (await getDb()).cars.find((c) => c.isActive);
  if (!found) throw new Error('no seeded car');
  car = found;
});
afterEach(() => {
  cleanup();
  toaster.remove();
  vi.unstubAllGlobals();
});

/** The car's card and conditions on its page in `locale`, inside the app's own language router; answers the user. */
function renderCard(locale: Locale = 'en') {
  const ui = (
    <>
      <AvailabilityCard car={car} origin={ORIGIN} />
      <RentalConditions />
      <Toaster />
    </>
  );
  return renderPage(ui, { path: localePath(carPagePath(car._id), locale) }).user;
}

describe('car page: enquire, WhatsApp, share, rental conditions', () => {
  it("'Enquire about this car' opens the contact form about this car; WhatsApp names it and links its page", () => {
    renderCard();
    expect(screen.getByRole('link', { name: ENQUIRY_TEXT.enquire })).toHaveAttribute('href', `/contact?car=${car._id}`);
    const whatsapp = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('https://wa.me/'));
    const text = new URL(whatsapp?.getAttribute('href') ?? 'https://wa.me/').searchParams.get('text');
    expect(text).toBe(ENQUIRY_TEXT.whatsapp(car, `${ORIGIN}/cars/${car._id}`));
    expect(text).toContain(carName(car));
  });

  it('in Arabic: the enquiry stays under /ar and the WhatsApp text is Arabic, with the Arabic page of the car', () => {
    renderCard('ar');
    expect(screen.getByRole('link', { name: ENQUIRY_TEXT_AR.enquire })).toHaveAttribute('href', `/ar/contact?car=${car._id}`);
    const whatsapp = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('https://wa.me/'));
    const text = new URL(whatsapp?.getAttribute('href') ?? 'https://wa.me/').searchParams.get('text') ?? '';
    expect(text).toBe(ENQUIRY_TEXT_AR.whatsapp(car, `${ORIGIN}/ar/cars/${car._id}`));
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).toContain(carName(car));
  });

  it("lists the site's rental conditions: documents, minimum age, deposit, delivery, insurance", () => {
    renderCard();
    const section = screen.getByRole('region', { name: RENTAL_CONDITIONS_TEXT.title });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Documents', 'Minimum Age', 'Security Deposit', 'Delivery within Dubai', 'Insurance Included']);
    expect(items[0]).toHaveTextContent(/driving licence.*passport or national ID.*credit card/i);
    expect(items[0]).toHaveTextContent(/international driving permit/);
    expect(items[1]).toHaveTextContent(`${RENTAL_MIN_AGE} years`);
    expect(items[1]).toHaveTextContent(String(RENTAL_MIN_AGE_HIGH_PERFORMANCE));
    expect(items[2]).toHaveTextContent('On request');
    expect(items[3]).toHaveTextContent(/Free delivery and pickup.*Airport and hotel delivery/);
    expect(items[4]).toHaveTextContent(/Comprehensive insurance.*24\/7 roadside assistance/);
    expect(items).toHaveLength(RENTAL_CONDITIONS.length);
  });

  it('the rental conditions in Arabic', () => {
    renderCard('ar');
    const section = screen.getByRole('region', { name: RENTAL_CONDITIONS_TEXT_AR.title });
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(RENTAL_CONDITIONS_AR.map((c) => c.title));
    expect(section).toHaveTextContent(String(RENTAL_MIN_AGE));
  });

  it('share without the Web Share API copies the link and says so in the toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = renderCard();
    // After userEvent.setup(), which puts a clipboard of its own on navigator.
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: ENQUIRY_TEXT.shareLabel(carName(car)) }));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/cars/${car._id}`);
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(ENQUIRY_TEXT.copiedTitle);
  });

  it('a refused clipboard shows the link to copy by hand', async () => {
    const user = renderCard();
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    await user.click(screen.getByRole('button', { name: ENQUIRY_TEXT.shareLabel(carName(car)) }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(ENQUIRY_TEXT.copyRefusedTitle);
    expect(toast).toHaveTextContent(`${ORIGIN}/cars/${car._id}`);
  });

  it("the browser's share sheet gets the title, text and page address; no toast", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const user = renderCard('ar');
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: ENQUIRY_TEXT_AR.shareLabel(carName(car)) }));
    expect(share).toHaveBeenCalledWith({ title: ENQUIRY_TEXT_AR.shareTitle(carName(car)), text: ENQUIRY_TEXT_AR.shareText(carName(car)), url: `${ORIGIN}/ar/cars/${car._id}` });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, dubaiDay } from '../../../domain/dubai-day';
import { getDb, getLatency, resetMockBackend, server, setLatency } from '../../../mocks/node';
import type { Car } from '../../../domain/types';
import { createContactLogic } from '../../actors/wiring/contact';
import { apiUrl } from '../../../api/http';
import { MSG } from '../../../domain/app-messages';
import { MSG as MSG_AR } from '../../../domain/app-messages.ar';
import { resetPublicGap } from '../../../api/public-client';
import { Toaster, toaster } from '../../components/ui/toaster';
import { SITE } from '../../../domain/site';
import type { Locale } from '../../../domain/locale';
import { ENQUIRY_FORM_TEXT } from './contact-copy';
import { CONTACT_TEXT as CONTACT_TEXT_AR, ENQUIRY_FORM_TEXT as ENQUIRY_FORM_TEXT_AR } from './contact-copy.ar';
import { ContactForm } from './contact-form';
import { renderPage } from '../../../tests/setup/render-page';

/**
 * The contact form with its real wiring (the public client, the page's facts read from the browser) against the real
 * mock backend (msw); a test overrides the server only for a failure it needs.
 */
const sent: unknown[] = [];
const onRequest = async ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/enquiries') sent.push(await request.clone().json());
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  resetPublicGap();
  sent.length = 0;
  server.events.on('request:start', onRequest);
  // 12.3 s since the page opened: a person's pace (a bot's instant submit is answered as sent and dropped).
  vi.spyOn(performance, 'now').mockReturnValue(12_345.6);
});
afterEach(() => {
  cleanup();
  toaster.remove();
  server.events.removeAllListeners();
  server.resetHandlers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** The form and the toaster at `path`, in `locale`; answers the user. */
function setup({ path = '/contact', locale = 'en' as Locale } = {}) {
  const ui = (
    <>
      <ContactForm />
      <Toaster />
    </>
  );
  // The browser's address is the page's (the wiring reads its language and path from it).
  return renderPage(ui, { path, history: 'browser', locale, logic: createContactLogic() }).user;
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const message = () => screen.getByRole('textbox', { name: /^message/i });
const today = () => dubaiDay(Date.now());
/** A day as the English calendar's input takes it (en: mm/dd/yyyy). */
const typed = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The required fields, written over anything there (an enquiry about a car comes with a subject and message). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const write = async (element: HTMLElement, text: string) => {
    await user.clear(element);
    await user.type(element, text);
  };
  await write(field(/full name/i), 'Omar Haddad');
  await write(field(/email address/i), 'omar@example.ae');
  await write(field(/subject/i), 'Airport delivery');
  await write(message(), 'Landing at DXB on Monday.');
}

async function seededCar(): Promise<Car> {
  const car = (await getDb()).cars.find((c) => c.isActive);
  if (!car) throw new Error('no active car in the seed');
  return car;
}

describe('<ContactForm> sends for real (issue 19)', () => {
  it('refuses to send with required fields missing, focuses the first and keeps what was typed', async () => {
    const user = setup();
    await user.type(field(/phone number/i), '+971 50 111 2222');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(field(/full name/i)).toHaveFocus());
    expect(field(/full name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/full name/i)).toHaveAccessibleDescription(MSG.fieldRequired('Full Name'));
    expect(field(/email address/i)).toHaveAccessibleDescription(MSG.fieldRequired('Email Address'));
    expect(field(/phone number/i)).toHaveValue('+971 50 111 2222');

    await user.type(field(/full name/i), 'Aisha Khan');
    await user.type(field(/email address/i), 'aisha.example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field(/email address/i)).toHaveFocus());
    expect(field(/email address/i)).toHaveAccessibleDescription(MSG.emailInvalid);
    expect(sent).toEqual([]);
  });

  it('the calendars offer no past day; an end without a start, or before it, is refused beside the field before any send', async () => {
    const user = setup();
    await fillRequired(user);
    // A day typed in the past is moved to the first bookable one: today in Dubai.
    await user.type(field('Rental From'), typed(addDays(today(), -3)));
    await user.tab();
    expect(field('Rental From')).toHaveValue(typed(today()));
    await user.clear(field('Rental From'));
    await user.tab();

    await user.type(field('Rental To'), typed(addDays(today(), 3)));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field('Rental From')).toHaveFocus());
    expect(field('Rental From')).toHaveAccessibleDescription(ENQUIRY_FORM_TEXT.problems.startNeeded);

    await user.type(field('Rental From'), typed(addDays(today(), 5)));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field('Rental To')).toHaveFocus());
    expect(field('Rental To')).toHaveAccessibleDescription(ENQUIRY_FORM_TEXT.problems.beforeStart);
    expect(sent).toEqual([]);
  });

  it('sends the car, dates, delivery, honeypot and elapsed time; shows Sending Message..., then the reference; the form resets', async () => {
    const car = await seededCar();
    const user = setup({ path: `/contact?car=${car._id}` });
    await screen.findByTestId('enquiry-chip');
    await fillRequired(user);
    await user.clear(field(/subject/i));
    await user.type(field(/subject/i), 'Weekend in Dubai');
    const from = addDays(today(), 3);
    const to = addDays(today(), 6);
    await user.type(field('Rental From'), typed(from));
    await user.type(field('Rental To'), typed(to));
    await user.selectOptions(field('Delivery'), 'hotel');
    await user.type(field('Hotel or Address'), 'Atlantis, The Palm');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));

    resetPublicGap();
    const stored = (await getDb()).enquiries.length;
    const latency = getLatency();
    setLatency(300); // a server that takes its time, to see the form wait for it
    try {
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(screen.getByRole('button', { name: MSG.contactSending })).toBeDisabled();
      await screen.findByTestId('contact-sent', {}, { timeout: 3000 });
    } finally {
      setLatency(latency);
    }

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText(MSG.contactSuccessTitle)).toBeInTheDocument();
    const description = within(toast).getByText(new RegExp(MSG.contactSuccessText.replace(/[.]/g, '\\.')));
    const reference = /LD-[0-9A-Z]{5}/.exec(description.textContent ?? '')?.[0];
    expect(reference).toBeDefined();
    expect(description).toHaveTextContent(`${MSG.contactSuccessText} ${ENQUIRY_FORM_TEXT.reference(reference!)}`);
    expect(screen.getByTestId('contact-sent')).toHaveTextContent(ENQUIRY_FORM_TEXT.reference(reference!));

    expect(sent).toEqual([
      {
        name: 'Omar Haddad',
        email: 'omar@example.ae',
        phone: '',
        subject: 'Weekend in Dubai',
        message: 'Landing at DXB on Monday.',
        preferredContact: 'whatsapp',
        carInterest: expect.any(String),
        rentalPeriod: '',
        dateFrom: from,
        dateTo: to,
        delivery: 'hotel',
        deliveryAddress: 'Atlantis, The Palm',
        carId: car._id,
        website: '',
        locale: 'en',
        page: `/contact?car=${car._id}`,
        referrer: '',
        elapsedMs: 12_346,
      },
    ]);
    const db = await getDb();
    expect(db.enquiries).toHaveLength(stored + 1);
    expect(db.enquiries.at(-1)).toMatchObject({ reference, dateFrom: from, dateTo: to, delivery: 'hotel', car: { _id: car._id, name: car.name } });

    // SPEC: the form resets; the reference stays until the visitor types again.
    expect(field(/full name/i)).toHaveValue('');
    expect(field('Rental From')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await user.type(field(/full name/i), 'A');
    expect(screen.queryByTestId('contact-sent')).toBeNull();
  });

  it("a field the server refuses is marked beside it in the page's words, focused, and nothing typed is lost", async () => {
    server.use(http.post(apiUrl('/api/enquiries'), () => HttpResponse.json({ success: false, message: 'phone: must not contain control characters', field: 'phone' }, { status: 400 })));
    const user = setup();
    await fillRequired(user);
    await user.type(field(/phone number/i), '+971 50 111 2222');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(field(/phone number/i)).toHaveFocus());
    expect(field(/phone number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/phone number/i)).toHaveAccessibleDescription(ENQUIRY_FORM_TEXT.refused.phone);
    expect(screen.queryByText(/control characters/)).toBeNull();
    expect(field(/full name/i)).toHaveValue('Omar Haddad');
    expect(message()).toHaveValue('Landing at DXB on Monday.');
    expect(screen.queryByTestId('contact-failed')).toBeNull();

    await user.type(field(/phone number/i), '3');
    expect(field(/phone number/i)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a 500', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 500 })],
    ['no network', () => HttpResponse.error()],
  ])('%s: the Error toast, everything kept, and WhatsApp carrying the message', async (_, answer) => {
    server.use(http.post(apiUrl('/api/enquiries'), answer));
    const car = await seededCar();
    const user = setup({ path: `/contact?car=${car._id}` });
    await screen.findByTestId('enquiry-chip');
    await fillRequired(user);
    await user.clear(field(/subject/i));
    await user.type(field(/subject/i), 'Airport delivery');
    const from = addDays(today(), 2);
    await user.type(field('Rental From'), typed(from));
    await user.tab();
    resetPublicGap();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText(MSG.errorTitle)).toBeInTheDocument();
    expect(within(toast).getByText(MSG.contactFailureText)).toBeInTheDocument();
    expect(field(/full name/i)).toHaveValue('Omar Haddad');
    expect(message()).toHaveValue('Landing at DXB on Monday.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const link = within(screen.getByTestId('contact-failed')).getByRole('link', { name: new RegExp(ENQUIRY_FORM_TEXT.failedWhatsapp) });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith(`https://wa.me/${SITE.whatsappNumber}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    for (const part of ['Omar Haddad', 'Airport delivery', 'Landing at DXB on Monday.', car.name, from.slice(0, 4)]) expect(text).toContain(part);
  });

  it('the honeypot is in the form for bots but not in the accessibility tree, nor in the tab order', () => {
    setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: ENQUIRY_FORM_TEXT.honeypot })).toBeNull();
    expect(screen.getAllByRole('textbox').includes(honeypot!)).toBe(false);
  });

  it('a bot that fills the honeypot is told the message was sent, and nothing is stored', async () => {
    const user = setup();
    await fillRequired(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(honeypot, 'https://spam.example');
    const stored = (await getDb()).enquiries.length;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByTestId('contact-sent');
    expect(sent).toEqual([expect.objectContaining({ website: 'https://spam.example' })]);
    expect((await getDb()).enquiries).toHaveLength(stored);
  });
});

describe('<ContactForm> in Arabic', () => {
  it('the calendars are labelled and right to left; a picked day is sent, with the language, and the reference is in Arabic', async () => {
    const user = setup({ path: '/ar/contact', locale: 'ar' });
    const t = CONTACT_TEXT_AR.form;
    const e = ENQUIRY_FORM_TEXT_AR;
    const from = screen.getByRole('textbox', { name: e.dateFrom });
    expect(from).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: e.dateTo })).toHaveAttribute('dir', 'rtl');

    // Tomorrow, picked on the calendar.
    await user.click(screen.getAllByRole('button', { name: e.calendar.open })[0]!);
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('application', { name: e.calendar.calendar })).toBeInTheDocument();
    const tomorrow = addDays(today(), 1);
    const cell = document.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-value="${tomorrow}"]`);
    // Tomorrow may be in next month's page.
    if (!cell || cell.hasAttribute('data-outside-range')) await user.click(screen.getByRole('button', { name: e.calendar.next }));
    const trigger = document.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-value="${tomorrow}"]:not([data-outside-range])`)!;
    expect(trigger.getAttribute('aria-label')).toMatch(/^اختر /);
    // Yesterday is not offered.
    const yesterday = document.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-value="${addDays(today(), -1)}"]`);
    if (yesterday) expect(yesterday).toHaveAttribute('data-disabled');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());

    const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.type(box(t.labels.name), 'عائشة خان');
    await user.type(box(t.labels.email), 'aisha@example.com');
    await user.type(box(t.labels.subject), 'عطلة نهاية الأسبوع');
    await user.type(box(t.labels.message), 'هل السيارة متاحة؟');
    await user.click(screen.getByRole('button', { name: t.send }));

    const panel = await screen.findByTestId('contact-sent');
    const reference = /LD-[0-9A-Z]{5}/.exec(panel.textContent ?? '')?.[0];
    expect(panel).toHaveTextContent(e.reference(reference!));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText(MSG_AR.contactSuccessTitle)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ locale: 'ar', page: '/ar/contact', dateFrom: tomorrow, dateTo: null })]);
  });
});

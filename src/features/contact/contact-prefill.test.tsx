// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Car } from '../../../domain/types';
import { LogicProvider } from '../../actors/logic';
import { createContactLogic } from '../../actors/wiring/contact';
import type { Locale } from '../../../domain/locale';
import { ContactForm } from './contact-form';
import { PREFILL_TEXT } from './prefill-copy';
import { PREFILL_TEXT as PREFILL_TEXT_AR } from './prefill-copy.ar';
import { CONTACT_TEXT } from './contact-copy';
import { CONTACT_TEXT as CONTACT_TEXT_AR } from './contact-copy.ar';
import { renderPage } from '../../../tests/setup/render-page';

/** Issue 12: /contact?car=<id> fills the form from the car, loaded through the machine's public client. */
const FERRARI = { _id: '0123456789abcdef01234567', brand: 'Ferrari', model: '296 GTB', year: 2024, category: 'Sports' } as Car;

afterEach(cleanup);

/** The form at `path` in `locale`, its car loaded through `getCar`; answers the memory location, the spy and the user. */
function setup({ path = `/contact?car=${FERRARI._id}`, locale = 'en' as Locale, getCar = vi.fn((id: string) => (id === FERRARI._id ? Promise.resolve(FERRARI) : Promise.reject(new Error('Car not found')))) } = {}) {
  const logic = createContactLogic({ clients: { publicApi: { getCar, createEnquiry: () => Promise.resolve({ reference: 'LD-7K3Q9' }) } } });
  const { location, user } = renderPage(<ContactForm />, { path, locale, logic });
  return { location, getCar, user };
}

/** A field by its label in either language (the Arabic test renders the /ar form). */
const field = (key: 'subject' | 'message') =>
  screen.getByRole('textbox', { name: (name) => [CONTACT_TEXT, CONTACT_TEXT_AR].some((t) => name.startsWith(t.form.labels[key])) });
const subject = () => field('subject');
const message = () => field('message');
const interest = () => screen.getByRole('combobox', { name: /car category interest/i });
const pageUrl = (prefix = '') => `${window.location.origin}${prefix}/cars/${FERRARI._id}`;

describe('<ContactForm> about a car (/contact?car=<id>)', () => {
  it('the first render (the server\'s HTML and hydration) knows no car: the query is read after hydration', () => {
    const getCar = vi.fn(() => Promise.resolve(FERRARI));
    const logic = createContactLogic({ clients: { publicApi: { getCar, createEnquiry: () => Promise.reject(new Error('not sent in this test')) } } });
    // Even a server that saw the query writes the empty form: the car comes in an effect.
    const html = renderToString(
      <LogicProvider logic={logic}>
        <Router ssrPath="/contact" ssrSearch={`car=${FERRARI._id}`}>
          <ContactForm />
        </Router>
      </LogicProvider>,
    );
    expect(html).toContain('Send Us a Message');
    expect(html).not.toContain('Ferrari');
    expect(html).not.toContain(PREFILL_TEXT.about);
    expect(getCar).not.toHaveBeenCalled();
  });

  it('loads the car, names it above the form and fills subject, message (with its link) and interest', async () => {
    const { getCar } = setup();
    const chip = await screen.findByRole('group', { name: PREFILL_TEXT.aboutLabel });
    expect(chip).toHaveTextContent(`${PREFILL_TEXT.about}Ferrari 296 GTB`);
    expect(getCar).toHaveBeenCalledWith(FERRARI._id, expect.anything());
    expect(subject()).toHaveValue(PREFILL_TEXT.subject('Ferrari 296 GTB'));
    expect(message()).toHaveValue(PREFILL_TEXT.message('Ferrari 296 GTB', 2024, pageUrl()));
    expect(interest()).toHaveValue('sports');
  });

  it('writes in Arabic under /ar, with the Arabic page of the car', async () => {
    setup({ locale: 'ar' });
    await screen.findByRole('group', { name: PREFILL_TEXT_AR.aboutLabel });
    expect(subject()).toHaveValue(PREFILL_TEXT_AR.subject('Ferrari 296 GTB'));
    expect(message()).toHaveValue(PREFILL_TEXT_AR.message('Ferrari 296 GTB', 2024, pageUrl('/ar')));
  });

  it('keeps what the visitor typed; removing the car takes our words and the query away, not theirs', async () => {
    let resolve: (car: Car) => void = () => {};
    const { location, user } = setup({ getCar: vi.fn(() => new Promise<Car>((r) => (resolve = r))) });
    await user.type(subject(), 'Wedding on Saturday');
    resolve(FERRARI);
    const chip = await screen.findByRole('group', { name: PREFILL_TEXT.aboutLabel });
    expect(subject()).toHaveValue('Wedding on Saturday');
    expect(message()).toHaveValue(PREFILL_TEXT.message('Ferrari 296 GTB', 2024, pageUrl()));

    await user.click(screen.getByRole('button', { name: PREFILL_TEXT.remove('Ferrari 296 GTB') }));
    expect(chip).not.toBeInTheDocument();
    expect(subject()).toHaveValue('Wedding on Saturday');
    expect(message()).toHaveValue('');
    expect(interest()).toHaveValue('');
    expect(location.history.at(-1)).toBe('/contact');
  });

  it('an unknown car leaves the form empty and shows nothing', async () => {
    const { getCar } = setup({ path: '/contact?car=ffffffffffffffffffffffff' });
    await waitFor(() => expect(getCar).toHaveBeenCalled());
    // The car's load has failed (waitFor then lets the form's machine take the failure in before anything is checked).
    await waitFor(() => expect(getCar.mock.settledResults.map((r) => r.type)).toContain('rejected'));
    expect(screen.queryByRole('group', { name: PREFILL_TEXT.aboutLabel })).toBeNull();
    expect(subject()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

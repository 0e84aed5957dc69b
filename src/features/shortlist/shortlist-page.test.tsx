// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../../machines/car-data/car-data.fixtures';
import { serializeShortlist, toSavedCar, type SavedCar } from '../../../machines/shortlist/shortlist.model';
import { createRootLogic } from '../../actors/wiring/root';
import { CarCard } from '../../components/car-card/car-card';
import { SHORTLIST_TOGGLE_TEXT } from '../../components/shortlist-toggle-copy';
import { PAGE_HEADS } from '../../config/page-heads';
import { STORAGE_KEYS } from '../../../domain/constants';
import { SITE } from '../../../domain/site';
import { SHORTLIST_TEXT } from './shortlist-copy';
import { SHORTLIST_TEXT as SHORTLIST_TEXT_AR } from './shortlist-copy.ar';
import ShortlistPage from './shortlist-page';
import { renderPage } from '../../../tests/setup/render-page';

/** /shortlist with the app's live shortlist (the real machine and its storage actors on the test browser's storage). */
const { shortlist } = createRootLogic();
const ferrari = makeCar({ brand: 'Ferrari', model: 'Roma Spider' });
const rolls = makeCar({ brand: 'Rolls Royce', model: 'Cullinan', category: 'SUV', seats: 5 });
const FERRARI = toSavedCar(ferrari);
const ROLLS = toSavedCar(rolls);

const store = (cars: SavedCar[] | string) => localStorage.setItem(STORAGE_KEYS.shortlist, typeof cars === 'string' ? cars : serializeShortlist(cars));
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.shortlist) ?? 'null') as Array<{ id: string }> | null;

/** The message the WhatsApp link carries, decoded. */
async function whatsappMessage(name: string) {
  const link = await screen.findByRole('link', { name: new RegExp(name) });
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith(`https://wa.me/${SITE.whatsappNumber}?text=`)).toBe(true);
  return decodeURIComponent(href.split('?text=')[1] ?? '');
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('/shortlist', () => {
  it('lists the saved cars as cards and sends them all, named and linked, on WhatsApp', async () => {
    store([FERRARI, ROLLS]);
    renderPage(<ShortlistPage />, { path: '/shortlist', shortlist });
    expect(screen.getByRole('heading', { level: 1, name: SHORTLIST_TEXT.title })).toBeInTheDocument();
    const list = await screen.findByTestId('shortlist-cars');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Ferrari Roma Spider', 'Rolls Royce Cullinan']);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', `/cars/${ferrari._id}`);
    expect(screen.getByRole('status')).toHaveTextContent(SHORTLIST_TEXT.count(2));
    expect(document.title).toContain(PAGE_HEADS.shortlist.title);

    const message = await whatsappMessage(SHORTLIST_TEXT.send);
    expect(message).toContain(`Ferrari Roma Spider\n${location.origin}/cars/${ferrari._id}`);
    expect(message).toContain(`Rolls Royce Cullinan\n${location.origin}/cars/${rolls._id}`);
    expect(message.indexOf('Ferrari')).toBeLessThan(message.indexOf('Rolls Royce'));
  });

  it('removes one car, then clears the rest, keeping storage in step and inviting to browse the fleet', async () => {
    store([FERRARI, ROLLS]);
    renderPage(<ShortlistPage />, { path: '/shortlist', shortlist });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SHORTLIST_TEXT.removeCar('Ferrari Roma Spider') }));
    expect(within(screen.getByTestId('shortlist-cars')).getAllByRole('listitem')).toHaveLength(1);
    expect(stored()?.map((car) => car.id)).toEqual([rolls._id]);
    expect(screen.getByRole('status')).toHaveTextContent(SHORTLIST_TEXT.count(1));
    expect(await whatsappMessage(SHORTLIST_TEXT.send)).not.toContain('Ferrari');

    await user.click(screen.getByRole('button', { name: SHORTLIST_TEXT.clear }));
    expect(stored()).toEqual([]);
    expect(screen.queryByTestId('shortlist-cars')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(SHORTLIST_TEXT.send) })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: SHORTLIST_TEXT.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHORTLIST_TEXT.browse })).toHaveAttribute('href', '/cars');
  });

  it('trusts nothing in storage: a broken list reads as empty, a tampered car is left out', async () => {
    store('{not json');
    renderPage(<ShortlistPage />, { path: '/shortlist', shortlist });
    expect(await screen.findByText(SHORTLIST_TEXT.emptyTitle)).toBeInTheDocument();
    cleanup();
    store(JSON.stringify([{ ...FERRARI, image: { url: 'javascript:alert(1)', alt: '' } }, ROLLS]));
    renderPage(<ShortlistPage />, { path: '/shortlist', shortlist });
    const list = await screen.findByTestId('shortlist-cars');
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Rolls Royce Cullinan']);
  });

  it('follows a change made in another tab', async () => {
    renderPage(<ShortlistPage />, { path: '/shortlist', shortlist });
    await screen.findByText(SHORTLIST_TEXT.emptyTitle);
    store([ROLLS]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.shortlist }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rolls Royce Cullinan' })).toBeInTheDocument();
  });

  it('in Arabic: its own words, and links to the cars’ Arabic pages', async () => {
    store([FERRARI]);
    renderPage(<ShortlistPage />, { path: '/shortlist', locale: 'ar', shortlist });
    expect(screen.getByRole('heading', { level: 1, name: SHORTLIST_TEXT_AR.title })).toBeInTheDocument();
    const message = await whatsappMessage(SHORTLIST_TEXT_AR.send);
    expect(message).toContain(`Ferrari Roma Spider\n${location.origin}/ar/cars/${ferrari._id}`);
    expect(message).toBe(SHORTLIST_TEXT_AR.message([SHORTLIST_TEXT_AR.messageLine(1, 'Ferrari Roma Spider', `${location.origin}/ar/cars/${ferrari._id}`)]));
  });
});

describe('the heart on a car card', () => {
  it('is a pressed/unpressed button beside the card’s link that saves and removes the car', async () => {
    renderPage(<CarCard car={ferrari} />, { path: '/cars', shortlist });
    const user = userEvent.setup();
    const heart = screen.getByRole('button', { name: SHORTLIST_TOGGLE_TEXT.save('Ferrari Roma Spider') });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.closest('a')).toBeNull();
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName(SHORTLIST_TOGGLE_TEXT.remove('Ferrari Roma Spider'));
    expect(stored()).toEqual([FERRARI]);
    // From the keyboard too.
    heart.focus();
    await user.keyboard('{Enter}');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../machines/car-data/car-data.fixtures';
import { apiUrl } from '../../../api/http';
import { serializeShortlist, toSavedCar } from '../../../machines/shortlist/shortlist.model';
import { createRootLogic } from '../../actors/wiring/root';
import { STORAGE_KEYS } from '../../../domain/constants';
import { SHORTLIST_TEXT } from './shortlist-copy';
import ShortlistPage from './shortlist-page';
import { renderPage } from '../../../tests/setup/render-page';

/** Issue 19: the shortlist's WhatsApp send counts as demand for every saved car (a beacon, nothing about the person). */
const beacons: Array<{ url: string; body: unknown }> = [];
const pending: Promise<void>[] = [];

beforeEach(() => {
  beacons.length = 0;
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
    pending.push((data as Blob).text().then((text) => void beacons.push({ url: String(url), body: JSON.parse(text) as unknown })));
    return true;
  });
  // The press leaves for wa.me or the dialler in a real browser; here the link's navigation is stopped after React saw it.
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.removeEventListener('click', stopNavigation);
});
function stopNavigation(event: Event) {
  event.preventDefault();
}
const settled = () => Promise.all(pending);

describe('demand beacon', () => {
  it("the shortlist's WhatsApp send names every saved car", async () => {
    const cars = [makeCar({ brand: 'Ferrari', model: 'Roma Spider' }), makeCar({ brand: 'Rolls Royce', model: 'Cullinan' })];
    localStorage.setItem(STORAGE_KEYS.shortlist, serializeShortlist(cars.map(toSavedCar)));
    const user = userEvent.setup();
    renderPage(<ShortlistPage />, { path: '/shortlist', shortlist: createRootLogic().shortlist });
    await user.click(await screen.findByRole('link', { name: new RegExp(SHORTLIST_TEXT.send) }));
    await settled();
    expect(beacons).toEqual([{ url: apiUrl('/api/demand'), body: { channel: 'whatsapp', carIds: cars.map((c) => c._id), place: 'shortlist' } }]);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../machines/car-data/car-data.fixtures';
import { apiUrl } from '../../../api/http';
import { AvailabilityCard } from './availability-card';
import { DETAIL_TEXT } from './car-detail-copy';
import { renderPage } from '../../../tests/setup/render-page';

/**
 * Issue 19: a WhatsApp or call press on the car page counts as demand, by a beacon naming the car, the channel and
 * the place, and nothing about the person (the shortlist's: src/features/shortlist/shortlist-beacon.test.tsx).
 */
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
  document.removeEventListener('click', stopNavigation);
});
function stopNavigation(event: Event) {
  event.preventDefault();
}
const settled = () => Promise.all(pending);

describe('demand beacons', () => {
  it('the car page: WhatsApp and call presses name the car, the channel and the place', async () => {
    const car = makeCar({ brand: 'Ferrari', model: 'Roma Spider' });
    const user = userEvent.setup();
    renderPage(<AvailabilityCard car={car} origin="https://luxedrive.ae" />, { path: `/cars/${car._id}` });
    expect(beacons).toEqual([]);
    await user.click(screen.getByRole('link', { name: new RegExp(DETAIL_TEXT.whatsapp) }));
    await user.click(screen.getByRole('link', { name: /call/i }));
    await settled();
    expect(beacons).toEqual([
      { url: apiUrl('/api/demand'), body: { channel: 'whatsapp', carIds: [car._id], place: 'car' } },
      { url: apiUrl('/api/demand'), body: { channel: 'call', carIds: [car._id], place: 'car' } },
    ]);
  });
});

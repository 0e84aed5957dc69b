// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { peekDb, resetMockBackend, server } from '../../../mocks/node';
import { createFleetLogic } from '../../actors/wiring/fleet';
import { createRootLogic } from '../../actors/wiring/root';
import { resetPublicGap } from '../../../api/public-client';
import { CAR_CARD_TEXT } from '../../components/car-card/car-card-copy.ar';
import { PAGE_HEADS } from '../../config/page-heads.ar';
import { vehicleTerm } from '../../config/vehicle-term';
import { VEHICLE_TERMS } from '../../config/vehicle-terms.ar';
import { formatYear } from '../../i18n/format';
import CollectionPage from './collection-page';
import { FLEET_TEXT, TAB_LABELS } from './fleet-copy.ar';
import { renderPage } from '../../../tests/setup/render-page';

/** /ar/cars with the app's live wiring against the mock backend, under the app's language router. */
const WAIT = { timeout: 12_000 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  resetPublicGap();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('/ar/cars', () => {
  it('writes the page in Arabic: heading, tabs, filters, sort, count and cards with their years formatted', async () => {
    const carData = { logic: createRootLogic().carData, input: { featured: (peekDb()?.cars ?? []).slice(0, 1) } };
    renderPage(<CollectionPage />, { path: '/ar/cars', pageData: null, carData, logic: createFleetLogic() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_HEADS.cars.title);
    expect(document.title).toContain(PAGE_HEADS.cars.title);
    expect(screen.getByRole('tab', { name: TAB_LABELS.all })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: TAB_LABELS.sports })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: FLEET_TEXT.filtersTitle, level: 2 })).toBeInTheDocument();
    expect(screen.getAllByLabelText(FLEET_TEXT.labels.transmission)[0]).toHaveTextContent(VEHICLE_TERMS.transmissions.Automatic);
    expect(screen.getByLabelText(FLEET_TEXT.sortLabel)).toHaveTextContent(VEHICLE_TERMS.sort.newest);
    expect(screen.getByRole('combobox', { name: FLEET_TEXT.searchLabel })).toHaveAttribute('placeholder', FLEET_TEXT.searchPlaceholder);

    const cards = await screen.findAllByTestId('car-card', {}, WAIT);
    const db = peekDb();
    const first = db?.cars.find((c) => cards[0]?.getAttribute('href')?.endsWith(`/cars/${c._id}`));
    if (!first) throw new Error('the first card names no seeded car');
    expect(cards[0]).toHaveAttribute('href', `/ar/cars/${first._id}`);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByText(`${vehicleTerm(first.category, 'ar')} · ${formatYear(first.year, 'ar')}`)).toBeInTheDocument();
    expect(card.getByText(vehicleTerm(first.transmission, 'ar'))).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(CAR_CARD_TEXT.contactForPrice);
    expect(cards[0]).toHaveTextContent(CAR_CARD_TEXT.seats(first.seats));
    expect(screen.getByRole('heading', { level: 2, name: /المتاحة: \d+/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FLEET_TEXT.loadMore })).toBeInTheDocument();
  }, 30_000);
});

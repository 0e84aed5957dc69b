// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { peekDb, resetMockBackend, server } from '../../../mocks/node';
import { heldByStore } from '../../actors/page-data';
import { LogicProvider } from '../../actors/logic';
import { PageDataProvider } from '../../actors/page-data-context';
import { CarDataContext } from '../../actors/root-actors';
import { createFleetLogic } from '../../actors/wiring/fleet';
import { createRootLogic } from '../../actors/wiring/root';
import { resetPublicGap } from '../../api/public-client';
import { LocaleRouter } from '../../i18n/locale-router';
import { CAR_CARD_TEXT } from '../../components/car-card/car-card-copy.ar';
import { PAGE_HEADS } from '../../config/page-heads.ar';
import { vehicleTerm } from '../../config/vehicle-term';
import { VEHICLE_TERMS } from '../../config/vehicle-terms.ar';
import { formatYear } from '../../i18n/format';
import CollectionPage from './collection-page';
import { FLEET_TEXT, TAB_LABELS } from './fleet-copy.ar';

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

function renderArabicCars() {
  const location = memoryLocation({ path: '/ar/cars', record: true });
  const held = { ...heldByStore(null), featured: (peekDb()?.cars ?? []).slice(0, 1) };
  render(
    <Router hook={location.hook}>
      <LocaleRouter>
        <CarDataContext.Provider logic={createRootLogic().carData} options={{ input: held }}>
          <PageDataProvider data={null}>
            <LogicProvider logic={createFleetLogic()}>
              <CollectionPage />
            </LogicProvider>
          </PageDataProvider>
        </CarDataContext.Provider>
      </LocaleRouter>
    </Router>,
  );
}

describe('/ar/cars', () => {
  it('writes the page in Arabic: heading, tabs, filters, sort, count and cards with their years formatted', async () => {
    renderArabicCars();
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

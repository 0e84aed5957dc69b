// @vitest-environment happy-dom
/**
 * The cars page in Arabic (issue 12): the real fleet and dialog machines against the msw mock backend, under the
 * Arabic locale. Every label is the Arabic twin's (cars-copy.ar.ts), the vehicle words the shared ones
 * (config/vehicle-terms.ar.ts), machine messages arrive translated (src/i18n/messages.ts), and what the form sends
 * stays the API's English values.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../../../../machines/admin-cars/admin-cars.model';
import type { CarInput } from '../../../../machines/car-form/car-form.model';
import { getDb, resetMockBackend, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { logic } from '../../../actors/wiring/portal';
import { MSG } from '../../../../domain/app-messages.ar';
import { clearToken, setToken } from '../../../../api/token-storage';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { VEHICLE_TERMS } from '../../../config/vehicle-terms.ar';
import AdminCarsPage from './admin-cars-page';
import { CARS_TEXT, FORM_TEXT, STATUS_LABELS, STATUS_WORDS } from './cars-copy.ar';
import { renderPage } from '../../../../tests/setup/render-page';
import { choose, openList } from '../../../../tests/setup/choose';

let fleet: Car[] = [];
const saves: CarInput[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
  fleet = structuredClone((await getDb()).cars);
  saves.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (/\/api\/admin\/cars\/add/.test(request.url)) saves.push((await request.clone().json()) as CarInput);
  });
});
afterEach(() => {
  cleanup();
  toaster.remove();
  clearToken();
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The page and the toaster, rendered in Arabic (the language given outright) with the portal's real wiring. */
const CARS_PAGE = (
  <>
    <AdminCarsPage />
    <Toaster />
  </>
);

const loaded = () => screen.findByText(CARS_TEXT.showing(fleet.length, fleet.length), undefined, { timeout: 5000 });
const tile = (label: string) => within(screen.getByRole('region', { name: CARS_TEXT.summaryLabel })).getByText(label).nextElementSibling;

describe('admin cars page in Arabic', () => {
  it("marks a car without an Arabic description 'Arabic missing' (issue 22)", async () => {
    const db = await getDb();
    const [worded, bare] = db.cars as [Car, Car];
    worded.ar = { description: 'سيارة رياضية أنيقة.' };
    bare.ar = { metaTitle: 'استأجر في دبي' }; // Arabic words, but no description: still missing
    renderPage(CARS_PAGE, { locale: 'ar', logic });
    await loaded();
    const badge = (car: Car) => within(screen.getByRole('article', { name: car.name })).queryByText(CARS_TEXT.arabicMissing, { selector: 'span[data-tone]' });
    expect(CARS_TEXT.arabicMissing).toBe('ينقصها النص العربي');
    expect(badge(worded)).toBeNull();
    expect(badge(bare)).toHaveAttribute('data-tone', 'grey');
  }, 30_000);

  it('writes the heading, tiles, count line, filters and cards in Arabic', async () => {
    const { user } = renderPage(CARS_PAGE, { locale: 'ar', logic });
    expect(screen.getByRole('status')).toHaveTextContent(CARS_TEXT.loading);
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: CARS_TEXT.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CARS_TEXT.addCar })).toBeInTheDocument();
    expect(tile(CARS_TEXT.tiles.total)).toHaveTextContent(String(fleet.length));
    expect(tile(CARS_TEXT.tiles.rented)).toHaveTextContent(String(fleet.filter((c) => c.status === 'rented').length));

    // The filters: Arabic labels and option texts, the API's English values.
    const category = await openList(user, screen.getByRole('combobox', { name: CARS_TEXT.category }));
    expect(within(category).getByRole('option', { name: VEHICLE_TERMS.categories.Sports })).toHaveAttribute('data-value', 'Sports');
    await user.keyboard('{Escape}');
    const status = await openList(user, screen.getByRole('combobox', { name: CARS_TEXT.status }));
    expect(within(status).getByRole('option', { name: STATUS_LABELS['not available'] })).toHaveAttribute('data-value', 'not available');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: CARS_TEXT.reset })).toBeInTheDocument();

    const first = fleet[0]!;
    const card = within(screen.getByRole('article', { name: first.name }));
    expect(card.getByText(STATUS_WORDS[first.status], { selector: `span[data-tone=${first.isAvailable ? 'green' : 'grey'}]` })).toHaveAttribute('data-status', first.status);
    expect(card.getByRole('button', { name: `${CARS_TEXT.edit} ${first.name}` })).toBeInTheDocument();
    expect(card.getByRole('switch', { name: `${CARS_TEXT.switchFeatured} ${first.name}` })).toBeInTheDocument();
  }, 30_000);

  it('filters by an Arabic category label and says how many match in Arabic', async () => {
    const { user } = renderPage(CARS_PAGE, { locale: 'ar', logic });
    await loaded();
    await choose(user, screen.getByLabelText(CARS_TEXT.category), VEHICLE_TERMS.categories.Luxury);
    const matching = fleet.filter((c) => c.category === 'Luxury').length;
    expect(matching).toBeGreaterThan(0);
    expect(await screen.findByText(CARS_TEXT.showing(matching, fleet.length))).toBeInTheDocument();
  }, 30_000);

  it('adds a car through the Arabic form: Arabic labels and options, English values sent, an Arabic toast', async () => {
    const { user } = renderPage(CARS_PAGE, { locale: 'ar', logic });
    await loaded();
    await user.click(screen.getByRole('button', { name: CARS_TEXT.addCar }));
    const dialog = within(await screen.findByRole('dialog', { name: FORM_TEXT.addTitle }));
    const L = FORM_TEXT.labels;
    expect(dialog.getByLabelText(new RegExp(`^${L.transmission}`))).toHaveTextContent(VEHICLE_TERMS.transmissions.Automatic);
    expect(dialog.getByLabelText(new RegExp(`^${L.fuelType}`))).toHaveTextContent(VEHICLE_TERMS.fuels.Petrol);
    expect(dialog.getByRole('switch', { name: L.isActive })).toBeChecked();

    // A required field left empty says so in Arabic.
    await user.click(dialog.getByLabelText(new RegExp(`^${L.name}`)));
    await user.tab();
    expect(dialog.getByText(FORM_TEXT.problems.required(L.name))).toBeInTheDocument();

    await user.type(dialog.getByLabelText(new RegExp(`^${L.name}`)), 'Bugatti Tourbillon');
    await choose(user, dialog.getByLabelText(new RegExp(`^${L.brand}`)), 'Bugatti');
    await user.type(dialog.getByLabelText(new RegExp(`^${L.model}`)), 'Tourbillon');
    await choose(user, dialog.getByLabelText(new RegExp(`^${L.category}`)), VEHICLE_TERMS.categories.Sports);
    await choose(user, dialog.getByLabelText(new RegExp(`^${L.fuelType}`)), VEHICLE_TERMS.fuels.Hybrid);
    const submit = dialog.getByRole('button', { name: FORM_TEXT.submitAdd });
    expect(submit).toHaveAccessibleDescription(FORM_TEXT.stillNeeded(FORM_TEXT.anImage));

    await user.upload(dialog.getByLabelText(FORM_TEXT.slotLabel(1)), new File([new TextEncoder().encode('RIFF\x04\x00\x00\x00WEBP')], 'car.webp', { type: 'image/webp' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(MSG.carAdded)).toBeInTheDocument();
    expect(saves[0]).toMatchObject({ category: 'Sports', fuelType: 'Hybrid', transmission: 'Automatic' });
    expect(await screen.findByText(CARS_TEXT.showing(fleet.length + 1, fleet.length + 1))).toBeInTheDocument();
  }, 45_000); // a whole form typed on a busy machine

  it('shows a failed load and its toast in Arabic; the server’s own words are kept as sent', async () => {
    server.use(http.get('*/api/admin/cars/get', () => HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })));
    renderPage(CARS_PAGE, { locale: 'ar', logic });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.serverError(503, 'Database down'));
    expect(await screen.findByText(MSG.errorTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CARS_TEXT.tryAgain })).toBeInTheDocument();
  });
});

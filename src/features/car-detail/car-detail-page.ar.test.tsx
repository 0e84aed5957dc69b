// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { setup } from 'xstate';
import { availabilityOf } from '../../../domain/availability';
import { getDb, resetMockBackend, server } from '../../../mocks/node';
import { resetPublicGap } from '../../../api/public-client';
import { CarDataContext } from '../../actors/root-actors';
import { logic } from '../../actors/wiring/car-detail';
import { vehicleTerm } from '../../config/vehicle-term';
import { formatNumber, formatYear } from '../../i18n/format';
import { DETAIL_TEXT, SPEC_TEXT, carMeta } from './car-detail-copy.ar';
import { documentTitle } from '../../../domain/page-heads';
import CarDetailRoute from './car-detail-page';
import { renderPage } from '../../../tests/setup/render-page';

/** A car-data store that ignores what it is sent (related cars are not this test's subject). */
const quietStore = setup({}).createMachine({}) as unknown as Parameters<typeof CarDataContext.Provider>[0]['logic'];

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

describe('the car page in Arabic', () => {
  it('writes its breadcrumb, facts, availability, tabs and specifications in Arabic, with Arabic units', async () => {
    const car = (await getDb()).cars.find((c) => c.isActive && c.specifications?.horsepower !== undefined && c.specifications.topSpeed !== undefined);
    if (!car) throw new Error('no seeded car fits');
    renderPage(<Route path="/cars/:id" component={CarDetailRoute} />, { path: `/ar/cars/${car._id}`, logic, carData: { logic: quietStore } });
    expect(screen.getByRole('status')).toHaveTextContent(DETAIL_TEXT.loading);
    await screen.findByRole('heading', { level: 1, name: `${car.brand} ${car.model}` }, { timeout: 4000 });

    const crumbs = screen.getByRole('navigation', { name: DETAIL_TEXT.breadcrumb });
    expect(within(crumbs).getByRole('link', { name: DETAIL_TEXT.home }).getAttribute('href')).toMatch(/^\/ar\/?$/);
    expect(within(crumbs).getByRole('link', { name: DETAIL_TEXT.cars })).toHaveAttribute('href', '/ar/cars');
    expect(screen.getByText(`${vehicleTerm(car.category, 'ar')} · ${formatYear(car.year, 'ar')}`)).toBeInTheDocument();
    expect(screen.getByTestId('availability-badge')).toHaveTextContent(vehicleTerm(availabilityOf(car).label, 'ar'));
    expect(screen.getByRole('heading', { name: DETAIL_TEXT.quote })).toBeInTheDocument();
    expect(screen.getByTestId('view-count')).toHaveTextContent(DETAIL_TEXT.views(car.viewCount));

    const horsepower = SPEC_TEXT.hp(formatNumber(car.specifications?.horsepower ?? 0, 'ar'));
    expect(within(screen.getByRole('tabpanel', { name: DETAIL_TEXT.tabs.overview })).getByText(horsepower)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: DETAIL_TEXT.tabs.specifications }));
    await waitFor(() => expect(screen.getByRole('tab', { name: DETAIL_TEXT.tabs.specifications })).toHaveAttribute('aria-selected', 'true'));
    const specs = screen.getByRole('tabpanel', { name: DETAIL_TEXT.tabs.specifications });
    expect(within(specs).getByText(SPEC_TEXT.transmission)).toBeInTheDocument();
    expect(within(specs).getByText(vehicleTerm(car.transmission, 'ar'))).toBeInTheDocument();
    expect(within(specs).getByText(SPEC_TEXT.kmh(formatNumber(car.specifications?.topSpeed ?? 0, 'ar')))).toBeInTheDocument();
    expect(specs).toHaveTextContent('كم/س');
    expect(specs).not.toHaveTextContent('km/h');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe("the car page in Arabic: the car's own words (issue 22)", () => {
  const open = async (car: { _id: string; brand: string; model: string }) => {
    renderPage(<Route path="/cars/:id" component={CarDetailRoute} />, { path: `/ar/cars/${car._id}`, logic, carData: { logic: quietStore } });
    await screen.findByRole('heading', { level: 1, name: `${car.brand} ${car.model}` }, { timeout: 4000 });
  };

  it('shows the Arabic description, features, meta texts and image alt where the car has them', async () => {
    const car = (await getDb()).cars.find((c) => c.isActive && c.images.length > 0 && c.description.trim())!;
    car.ar = { description: 'سيارة فاخرة بمقصورة من الجلد.', features: ['مقاعد جلدية', 'بلوتوث'], metaTitle: 'استأجرها في دبي اليوم', metaDescription: 'وصف عربي للصفحة.' };
    const primary = car.images.find((image) => image.isPrimary) ?? car.images[0]!;
    primary.altAr = 'السيارة من الأمام';
    await open(car);

    const overview = screen.getByRole('tabpanel', { name: DETAIL_TEXT.tabs.overview });
    const description = within(overview).getByText('سيارة فاخرة بمقصورة من الجلد.');
    expect(description.closest('[lang]')?.getAttribute('lang')).toBe('ar-AE');
    expect(overview).not.toHaveTextContent(car.description.split('\n')[0]!);
    const photo = screen.getByRole('img', { name: 'السيارة من الأمام' });
    expect(photo).not.toHaveAttribute('lang');

    fireEvent.click(screen.getByRole('tab', { name: DETAIL_TEXT.tabs.features }));
    await waitFor(() => expect(screen.getByRole('tab', { name: DETAIL_TEXT.tabs.features })).toHaveAttribute('aria-selected', 'true'));
    const features = within(screen.getByRole('tabpanel', { name: DETAIL_TEXT.tabs.features })).getByRole('list');
    expect(within(features).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['مقاعد جلدية', 'بلوتوث']);
    expect(features).not.toHaveAttribute('lang');

    await waitFor(() => expect(document.title).toBe(documentTitle('استأجرها في دبي اليوم')));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('وصف عربي للصفحة.');
  });

  it('shows the English words marked lang="en" where the car has no Arabic, and an Arabic title, not the English one', async () => {
    const car = (await getDb()).cars.find((c) => c.isActive && c.images.length > 0 && c.description.trim() && c.features.length > 0 && !c.ar)!;
    await open(car);

    const overview = screen.getByRole('tabpanel', { name: DETAIL_TEXT.tabs.overview });
    const first = car.description.split(/\n{2,}/)[0]!.trim();
    const paragraph = within(overview).getByText(first);
    const holder = paragraph.closest('[lang]')!;
    expect([holder.getAttribute('lang'), holder.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(overview.contains(holder)).toBe(true);
    const photo = screen.getByRole('img', { name: (car.images.find((i) => i.isPrimary) ?? car.images[0]!).alt });
    expect(photo).toHaveAttribute('lang', 'en');

    fireEvent.click(screen.getByRole('tab', { name: DETAIL_TEXT.tabs.features }));
    await waitFor(() => expect(screen.getByRole('tab', { name: DETAIL_TEXT.tabs.features })).toHaveAttribute('aria-selected', 'true'));
    const features = within(screen.getByRole('tabpanel', { name: DETAIL_TEXT.tabs.features })).getByRole('list');
    expect(features).toHaveAttribute('lang', 'en');
    expect(features).toHaveTextContent(car.features[0]!);

    // The head: the Arabic template, never the English meta title.
    const head = carMeta(car);
    expect(head.title).toBe(`استأجر ${car.brand} ${car.model} في دبي`);
    await waitFor(() => expect(document.title).toBe(documentTitle(head.title)));
    expect(document.title).not.toContain(car.metaTitle ?? 'Rent');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head.description);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarListResponse } from '../../../machines/car-data/car-data.machine';
import { listOf, makeCar } from '../../../machines/car-data/car-data.fixtures';
import { ApiError } from '../../../api/errors';
import { MSG } from '../../../domain/app-messages';
import { createRootLogic } from '../../actors/wiring/root';
import CategoryPage from './category-page';
import { CATEGORY_COPY } from './category-copy';
import { renderPage } from '../../../tests/setup/render-page';

/** The page with the app's store over a fake public client whose category call answers as told (no server). */
function renderCategory(category: 'luxury' | 'suv' | 'coupe', answer: () => Promise<CarListResponse>) {
  const loadCategory = vi.fn(answer);
  const never = () => new Promise<never>(() => undefined);
  const publicApi = {
    listByCategory: (asked: string) => {
      expect(asked).toBe(category);
      return loadCategory();
    },
    listFeatured: never,
    listCars: never,
    listBrands: never,
  };
  const logic = createRootLogic({ clients: { publicApi } }).carData;
  renderPage(<CategoryPage category={category} />, { path: `/${category}`, carData: { logic, input: { featured: [makeCar()] } } });
  return { loadCategory };
}

afterEach(cleanup);

describe('CategoryPage', () => {
  it('loads its category on open and shows "Available X (count)", the count tile and the marketing block', async () => {
    const cars = [makeCar({ category: 'Luxury' }), makeCar({ category: 'Luxury' })];
    const { loadCategory } = renderCategory('luxury', () => Promise.resolve(listOf(cars)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading luxury cars...');
    expect(await screen.findByRole('heading', { name: 'Available Luxury Cars (2)' })).toBeInTheDocument();
    expect(loadCategory).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link', { name: /Contact for Price/ })).toHaveLength(2);
    const counts = screen.getAllByRole('definition');
    expect(counts).toHaveLength(4);
    expect(counts[0]).toHaveTextContent('2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATEGORY_COPY.luxury.title);
    for (const feature of CATEGORY_COPY.luxury.features) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CATEGORY_COPY.luxury.marketing.title })).toBeInTheDocument();
  });

  it('says the exact empty message', async () => {
    renderCategory('suv', () => Promise.resolve(listOf([])));
    expect(await screen.findByText('No SUV cars available at the moment')).toBeInTheDocument();
  });

  it("shows the store's error text in red", async () => {
    renderCategory('coupe', () => Promise.reject(new ApiError(MSG.publicServerError, 500)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.publicServerError);
  });
});

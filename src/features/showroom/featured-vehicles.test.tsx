// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockBackend, server, setScenario } from '../../../mocks/node';
import { createShowroomLogic } from '../../actors/wiring/showroom';
import { MSG } from '../../../domain/app-messages';
import { resetPublicGap } from '../../../api/public-client';
import { FEATURED_LIMIT } from '../../../domain/constants';
import { FEATURED_TEXT } from './featured-copy';
import { FeaturedVehicles } from './featured-vehicles';
import { FeaturedVehiclesSlot } from './featured-vehicles-slot';
import { renderPage } from '../../../tests/setup/render-page';

/** The section with the home page's real wiring, but a spy for the page reload. */
function renderSection(reload = vi.fn()) {
  return { reload, ...renderPage(<FeaturedVehiclesSlot grid={<FeaturedVehicles />} />, { logic: createShowroomLogic({ reload }) }) };
}

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

describe('home Featured Vehicles', () => {
  it('spins while loading, then shows FEATURED_LIMIT cards priced per day, each a link to its car', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent(FEATURED_TEXT.loading);
    const grid = await screen.findByTestId('featured-grid');
    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(FEATURED_LIMIT);
    for (const card of cards) {
      expect(card.getAttribute('href')).toMatch(/^\/cars\/[0-9a-f]{24}$/);
      expect(card).toHaveTextContent('Contact for Price / day');
    }
    expect(screen.getByRole('link', { name: 'Explore all Cars' })).toHaveAttribute('href', '/cars');
  });

  it('an empty fleet says so and points to the contact page', async () => {
    setScenario('empty');
    renderSection();
    expect(await screen.findByRole('heading', { name: FEATURED_TEXT.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(FEATURED_TEXT.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FEATURED_TEXT.contactForUpdates })).toHaveAttribute('href', '/contact');
  });

  it("a server error shows 'Error loading vehicles: HTTP error! status: 500' and Try Again reloads the page", async () => {
    setScenario('error');
    const { reload } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.loadingVehiclesError(MSG.httpError(500)));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading vehicles: HTTP error! status: 500');
    fireEvent.click(screen.getByRole('button', { name: FEATURED_TEXT.tryAgain }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a body without success and data is 'Invalid response format'", async () => {
    server.use(http.get('*/api/cars/featured', () => HttpResponse.json({ success: true, message: 'ok' })));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading vehicles: Invalid response format');
  });
});

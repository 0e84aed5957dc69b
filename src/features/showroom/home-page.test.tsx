// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockBackend, server } from '../../../mocks/node';
import { BRAND_TILES } from '../../config/catalog-shared';
import { CAR_TYPE_TILES } from '../../config/catalog';
import { SITE } from '../../../domain/site';
import { FeaturedVehiclesSlot } from './featured-vehicles-slot';
import { PAGE_HEADS } from '../../config/page-heads';
import HomePage from './home-page';
import { logic } from '../../actors/wiring/showroom'; // the home page's live wiring, as src/app/routes.tsx provides it
import { TESTIMONIALS } from './testimonials';
import { MAP_TEXT } from '../../components/showroom-map-copy';
import { renderPage } from '../../../tests/setup/render-page';
import { expectOrderedHeadings } from './showroom-test-utils';

// The home page's featured grid calls the API: answer it from the mock backend, never the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterAll(() => server.close());

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const sectionByHeading = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`no section around ${name}`);
  return section;
};
const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

afterEach(() => {
  cleanup();
});

describe('HomePage', () => {
  it('sets its own title and description and has one h1 with the tagline, headings in order', () => {
    renderPage(<HomePage />, { logic });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('With Every Mile, We Make You Smile');
    expectOrderedHeadings();
    expect(document.title).toContain('Luxury & Sports Car Rental in Dubai');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(PAGE_HEADS.home.description);
  });

  it('shows the sections in SPEC order', () => {
    renderPage(<HomePage />, { logic });
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(['Our Brands', 'Discover Your Drive', 'Featured Vehicles', 'Why Choose Us', 'What Our Customers Say', 'Find Us']);
  });

  it('hero: Explore all Cars goes to /cars and the marketing claims are shown', () => {
    renderPage(<HomePage />, { logic });
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Explore all Cars' }).getAttribute('href')).toBe('/cars');
    for (const text of ['40+', '2000+', '5+', 'Premium Vehicles', 'Happy Customers', '24/7 Service Available']) {
      expect(within(hero).getByText(text)).toBeTruthy();
    }
  });

  it('hero plays our muted looping film with a poster and both sources', () => {
    mockReducedMotion(false);
    renderPage(<HomePage />, { logic });
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('poster')).toBe('/media/hero-poster.webp');
    const sources = [...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]);
    expect(sources).toEqual([['/media/hero.webm', 'video/webm'], ['/media/hero.mp4', 'video/mp4']]);
  });

  it('hero film is asked for only after the page has loaded: the poster is the first paint', () => {
    mockReducedMotion(false);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { container } = renderPage(<HomePage />, { logic });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img[src="/media/hero-poster.webp"]')?.getAttribute('fetchpriority')).toBe('high');
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(screen.getByTestId('hero-video')).toBeTruthy();
  });

  it('hero shows only the still under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const { container } = renderPage(<HomePage />, { logic });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img[src="/media/hero-poster.webp"]')).not.toBeNull();
  });

  it('Our Brands: seven tiles with capitalised slugs and All Brands to /brands', () => {
    renderPage(<HomePage />, { logic });
    const section = sectionByHeading('Our Brands');
    const tiles = within(section).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/cars?brand='));
    expect(tiles).toHaveLength(7);
    expect(hrefs(tiles)).toEqual([
      '/cars?brand=Ferrari', '/cars?brand=Lamborghini', '/cars?brand=Bentley', '/cars?brand=Rolls-royce',
      '/cars?brand=Porsche', '/cars?brand=Mercedes', '/cars?brand=BMW',
    ]);
    tiles.forEach((tile, i) => {
      const brand = BRAND_TILES[i];
      expect(tile.textContent).toContain(brand?.name);
      expect(tile.querySelector('img')?.getAttribute('src')).toBe(brand?.logo);
    });
    expect(tiles.map((t) => t.textContent?.replace('View fleet', '').trim())).toEqual([
      'Ferrari', 'Lamborghini', 'Bentley', 'Rolls Royce', 'Porsche', 'Mercedes', 'BMW',
    ]);
    expect(within(section).getByRole('link', { name: /All Brands/ }).getAttribute('href')).toBe('/brands');
  });

  it('Discover Your Drive: six car types, each to its own path', () => {
    renderPage(<HomePage />, { logic });
    const section = sectionByHeading('Discover Your Drive');
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Luxury', 'Convertible', 'Coupe', 'Sedan', 'Sports', 'SUV']);
    expect(hrefs(links)).toEqual(['/luxury', '/convertible', '/coupe', '/sedan', '/sports', '/suv']);
    expect(CAR_TYPE_TILES).toHaveLength(6);
  });

  it('Featured Vehicles: heading, Explore all Cars to /cars and a slot for the grid', () => {
    renderPage(<FeaturedVehiclesSlot grid={<p>the real grid</p>} />);
    expect(screen.getByRole('heading', { name: 'Featured Vehicles' })).toBeTruthy();
    expect(screen.getByText('the real grid')).toBeTruthy();
    expect(screen.queryByTestId('featured-placeholder')).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore all Cars' }).getAttribute('href')).toBe('/cars');
  });

  it('Why Choose Us: the three reasons and the four perks', () => {
    renderPage(<HomePage />, { logic });
    const section = sectionByHeading('Why Choose Us');
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Luxury Autos', '24/7 Client Support', 'Affordable Pricing']);
    const perks = within(within(section).getByRole('list', { name: 'Included with every rental' })).getAllByRole('listitem');
    expect(perks.map((p) => p.textContent)).toEqual(['24/7 Support', 'Free Delivery & Pickup', 'Comprehensive Insurance', 'No Hidden Fees']);
  });

  it('What Our Customers Say: three testimonials with name, location, five stars, quote and portrait', () => {
    renderPage(<HomePage />, { logic });
    const section = sectionByHeading('What Our Customers Say');
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    figures.forEach((figure, i) => {
      const t = TESTIMONIALS[i];
      if (!t) throw new Error('missing testimonial');
      const stars = within(figure).getByRole('img', { name: 'Rated 5 out of 5' });
      expect(stars.querySelectorAll('svg[data-star]')).toHaveLength(5);
      expect(within(figure).getByText(t.name)).toBeTruthy();
      expect(within(figure).getByText(t.location)).toBeTruthy();
      expect(within(figure).getByText(`“${t.text}”`)).toBeTruthy();
      const portrait = within(figure).getByRole('img', { name: `Portrait of ${t.name}` });
      expect(portrait.getAttribute('src')).toMatch(/^\/media\/testimonials\/[a-z-]+\.webp$/);
      expect(portrait.getAttribute('loading')).toBe('lazy');
    });
  });

  it('Find Us: address, phone, Get Directions in a new tab, and our drawn map until the visitor asks for the live one', () => {
    renderPage(<HomePage />, { logic });
    const section = sectionByHeading('Find Us');
    expect(within(section).getByText(SITE.address)).toBeTruthy();
    expect(within(section).getByRole('link', { name: SITE.phones[0] }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);

    const directions = within(section).getByRole('link', { name: 'Get Directions' });
    expect(directions.getAttribute('href')).toBe(SITE.mapsSearchUrl);
    expect(directions.getAttribute('target')).toBe('_blank');
    const panel = within(section).getByRole('link', { name: /Open in Maps/ });
    expect(panel.getAttribute('href')).toBe(SITE.mapsSearchUrl);
    expect(panel.getAttribute('target')).toBe('_blank');

    // Nothing from another host until asked: the map is drawn here, and Google's frame comes on request.
    expect(section.querySelector('[data-map-drawing]')).not.toBeNull();
    expect(section.querySelector('iframe')).toBeNull();
    act(() => within(section).getByRole('button', { name: `${MAP_TEXT.showLive} ${MAP_TEXT.source}` }).click());
    const iframe = section.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(SITE.mapsEmbedUrl);
    expect(iframe?.getAttribute('title')).toBe(MAP_TEXT.title);
  });

  it('sizes every image, and lazy-loads all but the hero', () => {
    const { container } = renderPage(<HomePage />, { logic });
    const images = [...container.querySelectorAll('img')];
    images.forEach((img) => {
      expect(img.getAttribute('width'), img.src).toBeTruthy();
      expect(img.getAttribute('height'), img.src).toBeTruthy();
    });
    const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy').map((img) => img.getAttribute('src'));
    expect(eager).toEqual(['/media/hero-poster.webp']);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from './about-page';
import BrandsPage from './brands-page';
import CategoriesPage from './categories-page';
import { renderPage } from '../../../tests/setup/render-page';
import { expectOrderedHeadings } from './showroom-test-utils';

afterEach(cleanup);

const hrefsOf = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));
const metaDescription = () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

describe('CategoriesPage', () => {
  it('shows six car-type tiles, each with image and description, to /{slug}', () => {
    renderPage(<CategoriesPage />);
    const list = screen.getByRole('region', { name: 'Car types' });
    const tiles = within(list).getAllByRole('link');
    expect(tiles).toHaveLength(6);
    expect(tiles.map((t) => within(t).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Sports Cars', 'Luxury Cars', 'Sedans', 'SUVs', 'Convertibles', 'Coupes',
    ]);
    expect(hrefsOf(tiles)).toEqual(['/sports', '/luxury', '/sedan', '/suv', '/convertible', '/coupe']);
    tiles.forEach((t) => {
      expect(t.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/types\/[a-z]+\.webp$/);
      expect(t.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
    });
  });

  it("links 'Contact Our Experts' to /contact, has one h1 and its own meta", () => {
    renderPage(<CategoriesPage />);
    expect(screen.getByRole('link', { name: 'Contact Our Experts' }).getAttribute('href')).toBe('/contact');
    expectOrderedHeadings();
    expect(document.title).toMatch(/^Car Types \| /);
    expect(metaDescription()).toMatch(/convertibles/);
  });
});

describe('BrandsPage', () => {
  it('shows seven brand tiles to /cars?brand={capitalised slug} and a contact button', () => {
    renderPage(<BrandsPage />);
    const tiles = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/cars?brand='));
    expect(tiles).toHaveLength(7);
    expect(hrefsOf(tiles)).toEqual([
      '/cars?brand=Ferrari', '/cars?brand=Lamborghini', '/cars?brand=Bentley', '/cars?brand=Rolls-royce',
      '/cars?brand=Porsche', '/cars?brand=Mercedes', '/cars?brand=BMW',
    ]);
    expect(tiles.map((t) => within(t).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Ferrari', 'Lamborghini', 'Bentley', 'Rolls Royce', 'Porsche', 'Mercedes', 'BMW',
    ]);
    tiles.forEach((t) => expect(t.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/brands\/[a-z-]+\.svg$/));
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('link', { name: /All Brands/ })).toBeNull();
  });

  it('has one h1, ordered headings and its own meta', () => {
    renderPage(<BrandsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Brands');
    expectOrderedHeadings();
    expect(document.title).toMatch(/^Our Brands \| /);
    expect(metaDescription()).toMatch(/Rolls Royce/);
  });
});

describe('AboutPage', () => {
  it('shows the stats and 15+ years of excellence', () => {
    renderPage(<AboutPage />);
    const stats = screen.getByRole('region', { name: 'At a glance' });
    const pairs = [...stats.querySelectorAll('dl > div')].map((d) => `${d.querySelector('dd')?.textContent} ${d.querySelector('dt')?.textContent}`);
    expect(pairs).toEqual(['40+ Premium Vehicles', '2000+ Happy Customers', '5+ Years in Dubai', '24/7 Support']);
    expect(screen.getByText('15+ years of excellence')).toBeTruthy();
  });

  it('has every section of SPEC §2 in order', () => {
    renderPage(<AboutPage />);
    const eyebrowsAndTitles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(eyebrowsAndTitles).toEqual([
      'Enthusiasts first, hosts always',
      'Everything your journey needs',
      'What sets us apart',
      'Made for every kind of guest',
      'Our Promise',
      'Our Values',
      'Our Mission',
      'Our Vision',
      'Ready to drive something extraordinary?',
    ]);
    for (const eyebrow of ['Who We Are', 'What We Offer', 'Differentiators', 'Who We Serve']) {
      expect(screen.getByText(eyebrow, { selector: 'p' })).toBeTruthy();
    }
  });

  it('links the hero and the closing call to action to /cars and /contact', () => {
    renderPage(<AboutPage />);
    const hero = screen.getByRole('region', { name: /House of Exceptional Cars/ });
    expect(hrefsOf(within(hero).getAllByRole('link'))).toEqual(['/cars', '/contact']);
    const cta = screen.getByRole('region', { name: 'Ready to drive something extraordinary?' });
    expect(hrefsOf(within(cta).getAllByRole('link'))).toEqual(['/cars', '/contact']);
  });

  it('has one h1, ordered headings and its own meta', () => {
    renderPage(<AboutPage />);
    expectOrderedHeadings();
    expect(document.title).toMatch(/^About Us \| /);
    expect(metaDescription()).toMatch(/40\+ premium vehicles/);
  });
});

/**
 * The app as the product server renders it (src/entry-server.tsx): the page's own words and landmarks in the HTML,
 * the start-up loader on top, and no inline script (the site's CSP would block it, and the page would be left
 * half-rendered).
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_COPY } from './features/categories/category-copy';
import { FAQ } from './features/contact/contact-copy';
import { listOf, makeCar } from '../machines/car-data/car-data.fixtures';
import { renderApp } from './entry-server';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('renderApp', () => {
  it('renders a category landing page with its heading and copy, under the loader, with no inline script', async () => {
    const html = await renderApp('/luxury');
    expect(html).toMatch(/<h1[^>]*>Luxury Cars<\/h1>/);
    expect(text(html)).toContain(CATEGORY_COPY.luxury.description);
    expect(html).toContain('data-testid="splash"');
    expect(html).toContain('<main id="main"');
    expect(html).not.toMatch(/<script/i);
  });

  it('renders the fleet pages from the data they arrived with: cards and the car, no skeleton, no inline script', async () => {
    const roma = makeCar({ _id: 'a'.repeat(24), name: 'Ferrari Roma', brand: 'Ferrari', model: 'Roma', category: 'Sports' });
    const urus = makeCar({ _id: 'b'.repeat(24), name: 'Lamborghini Urus', brand: 'Lamborghini', model: 'Urus', category: 'SUV' });
    const filters = { brand: 'Ferrari', sort: 'newest', page: 1 };
    const cars = await renderApp('/cars?brand=Ferrari', { url: '/cars?brand=Ferrari', cars: { filters, list: listOf([roma]) } });
    expect(cars).toMatch(/<h3[^>]*>Ferrari Roma<\/h3>/);
    const sports = await renderApp('/sports', { url: '/sports', category: { slug: 'sports', cars: [roma] } });
    expect(text(sports)).toContain('Available Sports Cars (1)');
    const detail = await renderApp(`/cars/${roma._id}`, { url: `/cars/${roma._id}`, car: { car: roma, related: [roma, urus] } });
    expect(detail).toMatch(/<h1[^>]*id="car-title"[^>]*>[\s\S]*Roma/);
    expect(text(detail)).toContain('You May Also Like');
    expect(detail).toMatch(/<h3[^>]*>Lamborghini Urus<\/h3>/);
    for (const html of [cars, sports, detail]) {
      expect(html).not.toContain('data-testid="skeleton-grid"');
      expect(html).not.toMatch(/<script/i);
    }
  });

  it('renders /cars headed by the brand and category of its address, its Brand filter from the brand list it arrived with', async () => {
    const roma = makeCar({ _id: 'a'.repeat(24), name: 'Ferrari Roma', brand: 'Ferrari', model: 'Roma', category: 'Sports' });
    const filters = { brand: 'ferrari', category: 'sports', sort: 'newest', page: 1 };
    const brands = [{ brand: 'Aston Martin', count: 1 }, { brand: 'Ferrari', count: 3 }];
    const url = '/cars?brand=ferrari&category=sports';
    const html = await renderApp(url, { url, cars: { filters, list: listOf([roma]) }, brands });
    expect(html).toMatch(/<h1[^>]*>Ferrari Sports Cars<\/h1>/);
    expect(html).toMatch(/<option value="Aston Martin">Aston Martin \(1\)<\/option>/);
    expect(html).toMatch(/<option value="Ferrari" selected="">Ferrari \(3\)<\/option>/);
    expect(await renderApp('/cars')).toMatch(/<h1[^>]*>All Cars<\/h1>/);
  });

  it('renders the home page and the contact page with their words', async () => {
    const home = text(await renderApp('/'));
    expect(home).toContain('With Every Mile, We Make You Smile');
    expect(home).toContain('Our Brands');
    const contact = text(await renderApp('/contact'));
    for (const { question } of FAQ) expect(contact).toContain(question);
  });
});

/**
 * The app as the product server renders it (src/entry-server.tsx): the page's own words and landmarks in the HTML,
 * the start-up loader on top, and no inline script (the site's CSP would block it, and the page would be left
 * half-rendered).
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_COPY } from './features/categories/category-copy';
import { FAQ } from './features/contact/contact-copy';
import { listOf, makeCar } from '../machines/car-data/car-data.fixtures';
import { pageHeads, renderApp } from './entry-server';
import { PAGE_HEADS } from './config/page-heads';
import { PAGE_HEADS as PAGE_HEADS_AR } from './config/page-heads.ar';
import { HERO_POSTER, typeImage } from './config/catalog-shared';
import { CATEGORY_COPY as CATEGORY_COPY_AR } from './features/categories/category-copy.ar';
import { FAQ as FAQ_AR } from './features/contact/contact-copy.ar';
import { DETAIL_TEXT, carMeta } from './features/car-detail/car-detail-copy';
import { DETAIL_TEXT as DETAIL_TEXT_AR, carMeta as carMetaAr } from './features/car-detail/car-detail-copy.ar';
import { galleryImages } from './features/car-detail/gallery-images';
import { collectionTitle as collectionTitleAr } from './features/fleet/fleet-copy.ar';

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

// The product server writes every page's head from these (server/render/head.ts): the words the pages set in the browser.
describe('pageHeads', () => {
  const { en, ar } = pageHeads.text;

  it("carries each language's page heads, category heads, FAQ and breadcrumb names", () => {
    expect(en.pages).toEqual(PAGE_HEADS);
    expect(ar.pages).toEqual(PAGE_HEADS_AR);
    expect(en.categories.luxury).toMatchObject({ title: CATEGORY_COPY.luxury.title, metaTitle: CATEGORY_COPY.luxury.metaTitle, metaDescription: CATEGORY_COPY.luxury.metaDescription });
    expect(ar.categories.suv).toMatchObject({ title: CATEGORY_COPY_AR.suv.title, metaTitle: CATEGORY_COPY_AR.suv.metaTitle, metaDescription: CATEGORY_COPY_AR.suv.metaDescription });
    expect(en.faq).toEqual(FAQ);
    expect(ar.faq).toEqual(FAQ_AR);
    expect(en.crumbs).toEqual({ home: DETAIL_TEXT.home, cars: DETAIL_TEXT.cars });
    expect(ar.crumbs).toEqual({ home: DETAIL_TEXT_AR.home, cars: DETAIL_TEXT_AR.cars });
    expect(pageHeads.heroPoster).toBe(HERO_POSTER);
    expect(pageHeads.typeImage('luxury')).toBe(typeImage('luxury'));
  });

  it("titles /cars as its heading does: the address's brand as the Brand filter spells it, and its category", () => {
    expect(en.carsTitle('/cars', null)).toBe(PAGE_HEADS.cars.title);
    expect(en.carsTitle('/cars?brand=ferrari&category=sports', null)).toBe('Ferrari Sports Cars');
    expect(en.carsTitle('/cars?brand=rolls-royce', null)).toBe('Rolls Royce');
    // A brand the tiles do not name: as the address spells it until the brand list the page arrived with names it.
    const url = '/cars?brand=mclaren';
    expect(en.carsTitle(url, null)).toBe('Mclaren');
    expect(en.carsTitle(url, { url, brands: [{ brand: 'McLaren', count: 2 }] })).toBe('McLaren');
    expect(ar.carsTitle('/cars?brand=ferrari&category=sports', null)).toBe(collectionTitleAr('Ferrari', 'sports'));
  });

  it("gives a car page the car's meta texts and its photographs in the gallery's order, in each language", () => {
    const car = makeCar({
      model: 'Roma',
      images: [
        { url: '/fleet/a.svg', alt: '', isPrimary: false },
        { url: '/uploads/0123456789abcdef01234567.webp', alt: 'Front', altAr: 'من الأمام', isPrimary: true },
      ],
    });
    expect(en.carMeta(car)).toEqual(carMeta(car));
    expect(ar.carMeta(car)).toEqual(carMetaAr(car));
    expect(en.carImages(car)).toEqual(galleryImages(car, 'en'));
    expect(ar.carImages(car)).toEqual(galleryImages(car, 'ar'));
    for (const text of [en, ar]) expect(text.carImages(car)[0]?.url).toBe('/uploads/0123456789abcdef01234567.webp');
    expect(en.carImages(car)[0]).toMatchObject({ alt: 'Front', lang: 'en' });
    expect(ar.carImages(car)[0]).toMatchObject({ alt: 'من الأمام', lang: 'ar' });
    expect(ar.carImages(car)[1]).toMatchObject({ lang: 'en' });
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../../machines/car-data/car-data.fixtures';
import { DEFAULT_LOCATION, LIST_LOCATION } from '../../../domain/constants';
import { CAR_PLACEHOLDER } from '../../../domain/constants';
import { CarCard } from './car-card';
import { renderPage } from '../../../tests/setup/render-page';
import { CAR_CARD_TEXT } from './car-card-copy';

/** A card on the fleet page, its links' navigation recorded (`location.history`). */
const renderCard = (ui: React.ReactElement) => renderPage(ui, { path: '/cars' });

afterEach(cleanup);

describe('CarCard', () => {
  it('is one link to /cars/{id} with name, type line, facts, location and price', () => {
    const car = makeCar({ brand: 'Rolls Royce', model: 'Ghost', category: 'Luxury', year: 2024, seats: 5, transmission: 'Automatic', fuelType: 'Petrol', location: 'Palm Jumeirah' });
    const { location } = renderCard(<CarCard car={car} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/cars/${car._id}`);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Rolls Royce Ghost');
    for (const text of ['Luxury · 2024', '5 Seats', 'Automatic', 'Petrol', 'Palm Jumeirah', CAR_CARD_TEXT.contactForPrice]) {
      expect(links[0]).toHaveTextContent(text);
    }
    expect(links[0]).not.toHaveTextContent('/ day');
    fireEvent.click(links[0] as HTMLElement);
    expect(location.history?.at(-1)).toBe(`/cars/${car._id}`);
  });

  it("adds ' / day' on request and uses the heading level asked for", () => {
    renderCard(<CarCard car={makeCar()} priceSuffix headingLevel="h2" />);
    expect(screen.getByRole('link')).toHaveTextContent(`${CAR_CARD_TEXT.contactForPrice} / day`);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('falls back to the view’s default location', () => {
    const car = makeCar({ location: '  ' });
    const { unmount } = renderCard(<CarCard car={car} view="list" />);
    expect(screen.getByRole('link')).toHaveTextContent(LIST_LOCATION);
    unmount();
    renderCard(<CarCard car={car} view="grid" />);
    expect(screen.getByRole('link')).toHaveTextContent(DEFAULT_LOCATION);
  });

  it('shows the primary image, else the first, else the placeholder, and swaps a broken one for the placeholder', () => {
    const images = [
      { url: '/a.svg', alt: 'A', isPrimary: false },
      { url: '/b.svg', alt: 'B', isPrimary: true },
    ];
    const { unmount } = renderCard(<CarCard car={makeCar({ images })} />);
    const img = screen.getByRole('img', { name: 'B' });
    expect(img).toHaveAttribute('src', '/b.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toContain(CAR_PLACEHOLDER);
    unmount();
    const first = renderCard(<CarCard car={makeCar({ images: [{ url: '/c.svg', alt: 'C', isPrimary: false }] })} priority />);
    expect(screen.getByRole('img', { name: 'C' })).toHaveAttribute('loading', 'eager');
    first.unmount();
    const car = makeCar({ images: [] });
    renderCard(<CarCard car={car} />);
    expect(screen.getByRole('img', { name: `${car.brand} ${car.model}` })).toHaveAttribute('src', CAR_PLACEHOLDER);
  });

  it('offers the variants of an uploaded photo to the browser, and drops them with the photo when it fails', () => {
    const url = '/uploads/65a1b2c3d4e5f60718293a4b.webp';
    renderCard(<CarCard car={makeCar({ images: [{ url, alt: 'Photo', isPrimary: true }] })} />);
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(img.getAttribute('srcset')).toContain('/uploads/65a1b2c3d4e5f60718293a4b-480.webp 480w');
    expect(img.getAttribute('sizes')).toBeTruthy();
    fireEvent.error(img);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('src')).toContain(CAR_PLACEHOLDER);
  });

  it("on an Arabic page, describes the photo with its Arabic alt, else its English one marked lang=\"en\" (issue 22)", async () => {
    const images = [{ url: '/a.svg', alt: 'Front view', altAr: 'من الأمام', isPrimary: true }];
    const arabic = renderPage(<CarCard car={makeCar({ images })} />, { path: '/ar/cars' });
    const photo = await screen.findByRole('img', { name: 'من الأمام' });
    expect(photo).not.toHaveAttribute('lang');
    arabic.unmount();
    const english = renderPage(<CarCard car={makeCar({ images: [{ ...images[0]!, altAr: ' ' }] })} />, { path: '/ar/cars' });
    expect(await screen.findByRole('img', { name: 'Front view' })).toHaveAttribute('lang', 'en');
    english.unmount();
    renderCard(<CarCard car={makeCar({ images })} />);
    expect(screen.getByRole('img', { name: 'Front view' })).not.toHaveAttribute('lang');
  });

  it('shows the availability badge of the car', () => {
    renderCard(<CarCard car={makeCar({ status: 'maintenance' })} />);
    expect(screen.getByRole('link')).toHaveTextContent('Under Maintenance');
  });
});

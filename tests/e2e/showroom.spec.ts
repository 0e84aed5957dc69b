import { BRAND_TILES } from '../../src/config/catalog-shared';
import { CATEGORY_TILES } from '../../src/config/catalog';
import { expect, expectNoAxeViolations, gotoFresh, test } from './fixtures';

/** The showroom pages of issue 3: home, /categories, /brands, /about. Runs in the desktop (1366) and mobile (390) projects. */
const PAGES = [
  { path: '/', h1: 'With Every Mile, We Make You Smile', title: /Luxury & Sports Car Rental in Dubai/, description: /free delivery and pickup/ },
  { path: '/categories', h1: 'Choose Your Character', title: /^Car Types \|/, description: /convertibles and coupes/ },
  { path: '/brands', h1: 'Our Brands', title: /^Our Brands \|/, description: /Bentley, Rolls Royce, Porsche/ },
  { path: '/about', h1: "Dubai's House of Exceptional Cars", title: /^About Us \|/, description: /house of exceptional cars/ },
] as const;

// domain/site.ts reads import.meta.env (Vite only), so the expected addresses are spelled here by shape.
const MAPS_SEARCH = /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Business%20Bay/;
const MAPS_EMBED = /^https:\/\/maps\.google\.com\/maps\?q=Business%20Bay.*output=embed/;
const MAP_STUB = '<!doctype html><html lang="en"><head><title>Map</title></head><body>map</body></html>';

test.beforeEach(async ({ page }) => {
  // The map embed is the one third-party frame we allow; in tests it never leaves the machine.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: MAP_STUB }));
});

/** Scrolls through the page so every lazy image loads (and a live map frame, if one was asked for). */
async function scrollThrough(page: import('@playwright/test').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // axe walks into frames: let the (stubbed) map finish loading first, or its evaluate waits forever.
  const map = page.locator('#find-us iframe');
  if ((await map.count()) > 0) {
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('#find-us iframe').locator('body')).toHaveText('map');
  }
}

for (const { path, h1, title, description } of PAGES) {
  test(`${path}: one h1, its own title and description, no axe violations`, { tag: '@mobile' }, async ({ page }) => {
    // Two axe scans of a whole page, with a scroll through it between them: 8-17 s each on 2 busy cores.
    test.slow();
    await gotoFresh(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expectNoAxeViolations(page);
    await scrollThrough(page);
    await expectNoAxeViolations(page, { exclude: ['#find-us iframe'] });
  });
}

test.describe('home', () => {
  test('hero plays the muted looping film, and only the still under reduced motion', { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/');
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay, poster: v.getAttribute('poster') }))).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      poster: '/media/hero-poster.webp',
    });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('img[src="/media/hero-poster.webp"]')).toBeVisible();
  });

  test('sections in order, brand and type tiles link where SPEC says', async ({ page }) => {
    await gotoFresh(page, '/');
    await expect(page.locator('main h2')).toHaveText(
      ['Our Brands', 'Discover Your Drive', 'Featured Vehicles', 'Why Choose Us', 'What Our Customers Say', 'Find Us'].map((t) => new RegExp(`^${t}$`)),
    );
    const brands = page.locator('#brands a[href^="/cars?brand="]');
    await expect(brands).toHaveCount(7);
    for (const [i, tile] of BRAND_TILES.entries()) {
      await expect(brands.nth(i)).toHaveAttribute('href', `/cars?brand=${tile.slug}`);
    }
    await expect(page.locator('#brands').getByRole('link', { name: /All Brands/ })).toHaveAttribute('href', '/brands');
    await expect(page.locator('#car-types a')).toHaveCount(6);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);

    await brands.first().click();
    await expect(page).toHaveURL(/\/cars\?brand=Ferrari$/);
  });

  test("Find Us: our own drawn map, Google's frame only on request; directions open a maps search in a new tab", { tag: '@mobile' }, async ({ page }) => {
    await gotoFresh(page, '/');
    const section = page.locator('#find-us');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-map-drawing]')).toBeVisible();
    await expect(section.locator('iframe')).toHaveCount(0);
    await section.getByRole('button', { name: 'Show live map from Google Maps' }).click();
    const frame = section.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', MAPS_EMBED);
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect(page.frameLocator('#find-us iframe').locator('body')).toHaveText('map');
    for (const name of ['Get Directions', /Open in Maps/]) {
      const link = section.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', MAPS_SEARCH);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

test('/categories tiles go to their landing pages; Contact Our Experts goes to /contact', async ({ page }) => {
  await gotoFresh(page, '/categories');
  const tiles = page.getByRole('region', { name: 'Car types' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  for (const [i, c] of CATEGORY_TILES.entries()) await expect(tiles.nth(i)).toHaveAttribute('href', `/${c.slug}`);
  await expect(page.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute('href', '/contact');
  await tiles.first().click();
  await expect(page).toHaveURL(/\/sports$/);
});

test('/about shows 15+ years of excellence and links to /cars and /contact', async ({ page }) => {
  await gotoFresh(page, '/about');
  await expect(page.getByText('15+ years of excellence', { exact: true })).toBeVisible();
  const hero = page.getByRole('region', { name: "Dubai's House of Exceptional Cars" });
  await expect(hero.getByRole('link', { name: 'Explore Our Fleet' })).toHaveAttribute('href', '/cars');
  await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

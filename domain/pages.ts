/**
 * The site's addresses (SPEC §2), written once: the public pages at a fixed address, the category landing pages, the
 * car pages and the portal's. The app's route table (src/app/routes.tsx) shows each page's view there; the product
 * server (server/render/pages.ts) matches an address to its page, writes its head and lists the indexed ones in
 * sitemap.xml. Addresses are written without the language prefix (domain/locale.ts: `/ar/cars` is `/cars` in Arabic).
 */
import { ADMIN_HOME, PUBLIC_CATEGORIES, type PublicCategory } from './constants';

/**
 * A page's head (title and description), as the app words it in each language (src/config/page-heads.ts): one for
 * each page at a fixed address, and the error pages'. Category landing pages and car pages have their own.
 */
export type PageKey =
  | 'home'
  | 'cars'
  | 'categories'
  | 'brands'
  | 'about'
  | 'contact'
  | 'disclaimer'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'notFound'
  | 'accessDenied'
  | 'shortlist';

/** Which view a page at a fixed address shows (src/app/routes.tsx has each one's code). */
export type StaticView =
  | 'home'
  | 'cars'
  | 'categories'
  | 'brands'
  | 'about'
  | 'contact'
  | 'disclaimer'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'shortlist'
  | 'accessDenied'
  | 'hello';

/** A public page at a fixed address. */
export interface StaticPage {
  /** Its head. */
  key: PageKey;
  /** Its view. */
  view: StaticView;
  /** The address search engines are given for it (its other spellings name the same one). */
  canonical: string;
  /** Indexed and listed in sitemap.xml, with its address in every language; false: `noindex`, never listed. */
  index: boolean;
  /** The server sends it rendered (server/render/app-html.ts; /cars with its fleet data, server/render/page-data.ts). */
  rendered: boolean;
}

/** Where a signed-out visitor or a signed-in non-admin is sent from a portal page (src/app/guard.ts). */
export const ADMIN_LOGIN = '/admin/login';
export const UNAUTHORISED = '/unauth';
/** The password pages beside the login: public like it, for anyone not signed in as admin. */
export const ADMIN_FORGOT_PASSWORD = '/admin/forgot-password';
/** The page a password-reset e-mail links to, with `?token=` (server/services/password-reset.ts). */
export const ADMIN_RESET_PASSWORD = '/admin/reset-password';
/** The portal: every address under it is the admin area (its own router, src/app/admin-area.tsx). */
export const ADMIN_ROOT = '/admin';
/** The portal's pages behind the sign-in (its sidebar's links); the dashboard is where a sign-in lands. */
export const ADMIN_PAGES = { dashboard: ADMIN_HOME, cars: '/admin/cars', enquiries: '/admin/enquiries', trash: '/admin/trash', activity: '/admin/activity', accounts: '/admin/accounts' } as const;
/** A portal address as its own router matches it, under ADMIN_ROOT: '/admin/cars' → '/cars'. */
export const portalRoute = (path: string): string => path.slice(ADMIN_ROOT.length);
/** The visitor's shortlist: kept in their browser. */
export const SHORTLIST = '/shortlist';

const page = (key: Extract<PageKey, StaticView>, canonical: string, index = true, rendered = index, view: StaticView = key): StaticPage => ({
  key,
  view,
  canonical,
  index,
  rendered,
});

/** The public pages at a fixed address, by address; `index: false` pages are never listed or indexed. */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/': page('home', '/'),
  '/home': page('home', '/'),
  '/cars': page('cars', '/cars'),
  '/categories': page('categories', '/categories'),
  '/brands': page('brands', '/brands'),
  '/about': page('about', '/about'),
  '/contact': page('contact', '/contact'),
  '/disclaimer': page('disclaimer', '/disclaimer'),
  '/privacy': page('privacy', '/privacy'),
  '/terms': page('terms', '/terms'),
  '/cookies': page('cookies', '/cookies'),
  [UNAUTHORISED]: page('accessDenied', UNAUTHORISED, false),
  // Kept in the visitor's browser: never indexed, sent as the shell and drawn there from storage.
  [SHORTLIST]: page('shortlist', SHORTLIST, false),
  // SPEC §2's placeholder page: the home page's head, never indexed.
  '/hello': page('home', '/hello', false, false, 'hello'),
};

/** A category landing page's address: '/luxury'. */
export const categoryPath = (slug: PublicCategory): string => `/${slug}`;

const CATEGORY_SET: ReadonlySet<string> = new Set(PUBLIC_CATEGORIES);

/** The category whose landing page `path` is, or null. */
export const categoryOfPath = (path: string): PublicCategory | null => {
  const segment = path.slice(1);
  return path.startsWith('/') && CATEGORY_SET.has(segment) ? (segment as PublicCategory) : null;
};

/** A car's page: `/cars/<id>` (domain/car-page.ts carPagePath writes one), as the app's route pattern. */
export const CAR_PAGE_ROUTE = '/cars/:id';

/** The id segment of a car page's address (still URL-encoded), or null when `path` is no car page's. */
export const carPageSegment = (path: string): string | null => /^\/cars\/([^/]+)$/.exec(path)?.[1] ?? null;

/** Whether `path` is the portal's: '/admin' and every address under it. */
export const isPortalPath = (path: string): boolean => path === ADMIN_ROOT || path.startsWith(`${ADMIN_ROOT}/`);

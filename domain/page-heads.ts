/**
 * What a page's head says, between the app and the product server. The app words every head (its copy modules, in
 * each language); the product server writes them into the HTML it sends (server/render/head.ts: escaping, canonical,
 * hreflang, Open Graph, JSON-LD). The server never imports the app: it reads `pageHeads` from the built renderer
 * (src/entry-server.tsx, built into `<site>-ssr/entry-server.js`), which has the shape below.
 */
import type { PublicCategory } from './constants';
import type { ByLocale } from './locale';
import type { PageData } from './page-data';
import type { PageKey } from './pages';
import { SITE } from './site';
import { META_TITLE_MAX } from './constants';
import { clip } from './text';
import type { Car } from './types';
import type { PageImage } from './car-words';

/** A document title and meta description. */
export interface PageHead {
  title: string;
  description: string;
}

/** The browser tab's text: the page's title and the company name when both fit in what search shows, else the title. */
export function documentTitle(title: string): string {
  const full = `${title} | ${SITE.name}`;
  return title === SITE.name || full.length > META_TITLE_MAX ? clip(title, META_TITLE_MAX) : full;
}

/** A category landing page's words for its head: its heading (the breadcrumb's step, the image's alt) and its meta texts. */
export interface CategoryHead {
  title: string;
  metaTitle: string;
  metaDescription: string;
}

/** The heads' words in one language. */
export interface HeadText {
  /** The head of each page at a fixed address (domain/pages.ts), and the error pages'. */
  pages: Readonly<Record<PageKey, PageHead>>;
  categories: Readonly<Record<PublicCategory, CategoryHead>>;
  /** /contact's questions and answers (its FAQPage). */
  faq: ReadonlyArray<{ question: string; answer: string }>;
  /** The first steps of a breadcrumb: the home page's and the fleet's names. */
  crumbs: { home: string; cars: string };
  /**
   * /cars's title, as its heading: the brand and category of its address (`url`: path and query), the brand spelled
   * as the Brand filter offers it from the data the page arrives with ('Ferrari Sports Cars'; 'All Cars' when none).
   */
  carsTitle(url: string, data: PageData | null): string;
  /**
   * A car page's title and description: the car's own meta texts in this language (domain/car-words.ts), else the
   * language's template (never the other language's words), cut to what search shows.
   */
  carMeta(car: Car): PageHead;
  /** A car's photographs in the order its page shows them, each with its alt text in this language, else English (`lang`). */
  carImages(car: Car): PageImage[];
}

/** What the built renderer exports for the server's heads (`pageHeads`). */
export interface PageHeads {
  text: ByLocale<HeadText>;
  /** The home page's first large image (its LCP). */
  heroPoster: string;
  /** A category landing page's image. */
  typeImage(slug: PublicCategory): string;
}

/**
 * The head of every public address, written by the server into the built site's HTML: title, description,
 * canonical, Open Graph and Twitter cards, and JSON-LD (the business as an AutoRental on every page, a Car and its
 * breadcrumb on car pages, the FAQ on /contact). Nothing is invented: no price, no rating, no review.
 * Every value is escaped for where it goes; JSON-LD cannot close its script element.
 */
import { HERO_POSTER, typeImage } from '../../src/config/catalog';
import { SITE } from '../../src/config/site';
import { META_DESCRIPTION_MAX } from '../../src/config/constants';
import { PAGE_HEADS, clip, documentTitle, type PageHead } from '../../src/config/page-heads';
import { CATEGORY_COPY } from '../../src/features/categories/category-copy';
import { FAQ } from '../../src/features/contact/contact-copy';
import { DETAIL_TEXT, carMeta } from '../../src/features/car-detail/car-detail-copy';
import { carName, carPagePath } from '../../src/config/car-page';
import { galleryImages } from '../../src/features/car-detail/gallery-images';
import { brandName, brandOptions } from '../../src/features/fleet/brand-options';
import { collectionTitle } from '../../src/features/fleet/fleet-copy';
import { mergeBrands } from '../../machines/car-data/car-data.model';
import { readAddress } from '../../machines/collection/collection.model';
import type { PageData } from '../../src/actors/page-data';
import { GALLERY_IMAGE_SIZES, imageSrcSet } from '../../domain/image-files';
import type { Car } from '../../domain/types';
import type { PageMatch } from './pages';
import { DIRECTION, LANGUAGE_TAG, LOCALES, localePath, type ByLocale, type Locale } from '../../src/i18n/locale';
import { PAGE_HEADS as PAGE_HEADS_AR } from '../../src/config/page-heads.ar';
import { CATEGORY_COPY as CATEGORY_COPY_AR } from '../../src/features/categories/category-copy.ar';
import { FAQ as FAQ_AR } from '../../src/features/contact/contact-copy.ar';
import { DETAIL_TEXT as DETAIL_TEXT_AR } from '../../src/features/car-detail/car-detail-copy.ar';
import { collectionTitle as collectionTitleAr } from '../../src/features/fleet/fleet-copy.ar';

/** What the head writes in each language: the catalogues' entries it reads (decision 014). */
interface HeadCopy {
  heads: Record<keyof typeof PAGE_HEADS, PageHead>;
  categories: typeof CATEGORY_COPY;
  faq: ReadonlyArray<{ question: string; answer: string }>;
  detail: { home: string; cars: string };
  collectionTitle: typeof collectionTitle;
}
const HEAD_COPY: ByLocale<HeadCopy> = {
  en: { heads: PAGE_HEADS, categories: CATEGORY_COPY, faq: FAQ, detail: DETAIL_TEXT, collectionTitle },
  ar: { heads: PAGE_HEADS_AR, categories: CATEGORY_COPY_AR, faq: FAQ_AR, detail: DETAIL_TEXT_AR, collectionTitle: collectionTitleAr },
};
/** Open Graph's locale names. */
const OG_LOCALE: ByLocale<string> = { en: 'en_AE', ar: 'ar_AE' };

export const DEFAULT_IMAGE = { path: '/media/og-image.jpg', width: 1200, height: 630, alt: `${SITE.name}: luxury and sports car rental in Dubai` };

export interface Head extends PageHead {
  locale: Locale;
  /** Absolute address of this page, or null for pages that are not indexed. */
  canonical: string | null;
  /** The same page in every language (hreflang), for indexed pages; empty otherwise. */
  alternates: Array<{ hreflang: string; href: string }>;
  index: boolean;
  image: { url: string; width?: number; height?: number; alt: string };
  ogType: 'website' | 'product';
  jsonLd: object[];
  /** Font files (built addresses) the first paint writes with beyond the Latin ones index.html preloads: an Arabic page's. */
  fonts?: string[];
  /** The page's first large image (its LCP), fetched with the scripts instead of after them. */
  preload?: { href: string; srcset?: string; sizes?: string };
}

/** Text for an HTML or XML attribute or element: the five markup characters as references. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON for a script element: `<` (so no `</script>` or `<!--`) and the JS line separators are escaped. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const absolute = (origin: string, url: string): string => new URL(url, `${origin}/`).href;

function business(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    '@id': `${origin}/#business`,
    name: SITE.name,
    slogan: SITE.tagline,
    url: `${origin}/`,
    logo: absolute(origin, '/media/logo.svg'),
    image: absolute(origin, DEFAULT_IMAGE.path),
    telephone: SITE.phones[0],
    email: SITE.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Business Bay, Sheikh Zayed Rd',
      addressLocality: 'Dubai',
      addressCountry: 'AE',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
  };
}

function breadcrumb(origin: string, trail: Array<[string, string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absolute(origin, path) })),
  };
}

/** A car's first photo for a link preview: previews need a raster image, so a drawn (SVG) one gives the default. */
function carImage(origin: string, car: Car): Head['image'] {
  const photo = galleryImages(car).find((image) => !/\.svg(?:$|\?)/i.test(image.url));
  return photo ? { url: absolute(origin, photo.url), alt: photo.alt } : { ...DEFAULT_IMAGE, url: absolute(origin, DEFAULT_IMAGE.path) };
}

/** A car page's main photograph as the page shows it: from its srcset when it has variants. */
function photoPreload(url: string | undefined): Head['preload'] {
  if (!url) return undefined;
  const srcset = imageSrcSet(url);
  return srcset ? { href: url, srcset, sizes: GALLERY_IMAGE_SIZES } : { href: url };
}

function carHead(origin: string, car: Car, locale: Locale): Head {
  const copy = HEAD_COPY[locale];
  const meta = carMeta(car);
  const path = carPagePath(car._id);
  const url = absolute(origin, localePath(path, locale));
  const name = carName(car);
  return {
    ...meta,
    locale,
    canonical: url,
    alternates: alternates(origin, path),
    index: true,
    image: carImage(origin, car),
    ogType: 'product',
    preload: photoPreload(galleryImages(car)[0]?.url),
    jsonLd: [
      business(origin),
      {
        '@context': 'https://schema.org',
        '@type': 'Car',
        name: `${car.year} ${name}`,
        url,
        description: clip(car.description?.trim() || meta.description, META_DESCRIPTION_MAX * 3),
        brand: { '@type': 'Brand', name: car.brand },
        model: car.model,
        vehicleModelDate: String(car.year),
        bodyType: car.category,
        vehicleTransmission: car.transmission,
        fuelType: car.fuelType,
        vehicleSeatingCapacity: car.seats,
        image: galleryImages(car).map((image) => absolute(origin, image.url)),
      },
      breadcrumb(origin, [
        [copy.detail.home, localePath('/', locale)],
        [copy.detail.cars, localePath('/cars', locale)],
        [name, localePath(path, locale)],
      ]),
    ],
  };
}

/**
 * /cars's title names the brand and category of its address, as the page's heading does ('Ferrari Sports Cars';
 * 'All Cars' when none): the brand spelled as the Brand filter offers it, from the data the page arrives with.
 */
function carsTitle(url: string, data: PageData | null, locale: Locale): string {
  const { brand, category } = readAddress(new URL(url, 'http://localhost').search);
  const known = mergeBrands([], data?.cars?.list.data ?? []);
  return HEAD_COPY[locale].collectionTitle(brandName(brandOptions(data?.brands ?? null, known, brand), brand), category);
}

/**
 * The head of a matched page. `car` is the car of a car page (undefined when it is not there or not active: then
 * the page is the Not Found one); `page` is the address (path and query) and the fleet data a page arrives with.
 */
export function headFor(match: PageMatch, origin: string, car?: Car, page?: { url: string; data: PageData | null }, locale: Locale = 'en'): Head {
  const copy = HEAD_COPY[locale];
  const base = { locale, image: { ...DEFAULT_IMAGE, url: absolute(origin, DEFAULT_IMAGE.path) }, ogType: 'website' as const };
  const notIndexed = { canonical: null, alternates: [], index: false, jsonLd: [] };
  switch (match.kind) {
    case 'static': {
      const jsonLd = [business(origin)];
      if (match.key === 'contact') {
        jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: LANGUAGE_TAG[locale],
          mainEntity: copy.faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        });
      }
      const preload = match.key === 'home' ? { href: HERO_POSTER } : undefined;
      const title = match.key === 'cars' && page ? carsTitle(page.url, page.data, locale) : copy.heads[match.key].title;
      return {
        ...copy.heads[match.key],
        title,
        ...base,
        canonical: absolute(origin, localePath(match.canonical, locale)),
        alternates: match.index ? alternates(origin, match.canonical) : [],
        index: match.index,
        jsonLd,
        preload,
      };
    }
    case 'category': {
      const category = copy.categories[match.slug];
      return {
        title: category.metaTitle,
        description: category.metaDescription,
        ...base,
        image: { url: absolute(origin, typeImage(match.slug)), width: 800, height: 560, alt: category.title },
        preload: { href: typeImage(match.slug) },
        canonical: absolute(origin, localePath(match.canonical, locale)),
        alternates: alternates(origin, match.canonical),
        index: true,
        jsonLd: [
          business(origin),
          breadcrumb(origin, [
            [copy.detail.home, localePath('/', locale)],
            [category.title, localePath(match.canonical, locale)],
          ]),
        ],
      };
    }
    case 'car':
      if (car) return carHead(origin, car, locale);
      return { ...copy.heads.notFound, ...base, ...notIndexed };
    case 'admin':
      return { title: 'Admin', description: copy.heads.accessDenied.description, ...base, ...notIndexed };
    case 'unknown':
      return { ...copy.heads.notFound, ...base, ...notIndexed };
  }
}

/** The page's address in every language, and x-default (the English one) for a visitor whose language is neither. */
export function alternates(origin: string, path: string): Head['alternates'] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAG[locale], href: absolute(origin, localePath(path, locale)) })),
    { hreflang: 'x-default', href: absolute(origin, path) },
  ];
}

function preloadLink({ href, srcset, sizes }: NonNullable<Head['preload']>): string {
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/** The head's elements as HTML. */
export function renderHead(head: Head): string {
  const title = documentTitle(head.title);
  const description = clip(head.description, META_DESCRIPTION_MAX);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.index ? null : meta('name', 'robots', 'noindex'),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : null,
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    head.preload ? preloadLink(head.preload) : null,
    ...(head.fonts ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin="" />`),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    head.canonical ? meta('property', 'og:url', head.canonical) : null,
    meta('property', 'og:image', head.image.url),
    head.image.width ? meta('property', 'og:image:width', String(head.image.width)) : null,
    head.image.height ? meta('property', 'og:image:height', String(head.image.height)) : null,
    meta('property', 'og:image:alt', head.image.alt),
    meta('property', 'og:locale', OG_LOCALE[head.locale]),
    ...LOCALES.filter((other) => other !== head.locale).map((other) => meta('property', 'og:locale:alternate', OG_LOCALE[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', head.image.url),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html with its own title and description replaced by the page's head, and `<html lang dir>` of the
 * page's language, so the first paint is already in its direction.
 */
export function withHead(shell: string, head: Head): string {
  const bare = shell
    .replace(/<html[^>]*>/, `<html lang="${LANGUAGE_TAG[head.locale]}" dir="${DIRECTION[head.locale]}">`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return bare.replace(/\s*<\/head>/, `\n    ${renderHead(head)}\n  </head>`);
}

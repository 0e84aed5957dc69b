/**
 * The head of every public address, written by the server into the built site's HTML: title, description,
 * canonical, Open Graph and Twitter cards, and JSON-LD (the business as an AutoRental on every page, a Car and its
 * breadcrumb on car pages, the FAQ on /contact). Nothing is invented: no price, no rating, no review.
 * Every value is escaped for where it goes; JSON-LD cannot close its script element.
 * The words and images are the app's, read from the built renderer (`pageHeads`, domain/page-heads.ts); the markup is
 * the server's. Without a renderer every page keeps the shell's own title and description (HeadWords).
 */
import { SITE } from '../../domain/site';
import { META_DESCRIPTION_MAX } from '../../domain/constants';
import { documentTitle, type HeadText, type PageHead, type PageHeads } from '../../domain/page-heads';
import { clip } from '../../domain/text';
import { carName, carPagePath } from '../../domain/car-page';
import type { PageData } from '../../domain/page-data';
import { GALLERY_IMAGE_SIZES, imageSrcSet } from '../../domain/image-files';
import type { Car } from '../../domain/types';
import { carWords, type PageImage } from '../../domain/car-words';
import type { PageMatch } from './pages';
import { DIRECTION, LANGUAGE_TAG, LOCALES, localePath, type ByLocale, type Locale } from '../../domain/locale';

/** Open Graph's locale names. */
const OG_LOCALE: ByLocale<string> = { en: 'en_AE', ar: 'ar_AE' };

export const DEFAULT_IMAGE = { path: '/media/og-image.jpg', width: 1200, height: 630, alt: `${SITE.name}: luxury and sports car rental in Dubai` };

/**
 * Where a head's words come from: the built renderer's (`pageHeads`), or, when the site has no renderer (a site built
 * another way; a production build always has one), the shell's own title and description for every page, with the
 * addresses, indexing and the business's JSON-LD still the server's.
 */
export type HeadWords = { heads: PageHeads } | { shell: PageHead };

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

const REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const unescapeHtml = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => REFERENCES[name]!);

/** The built shell's own title and meta description (index.html's): the words of every head without a renderer. */
export function shellWords(shell: string): PageHead {
  const title = /<title>([\s\S]*?)<\/title>/.exec(shell)?.[1]?.trim();
  const description = /<meta name="description" content="([^"]*)"/.exec(shell)?.[1];
  return { title: title ? unescapeHtml(title) : SITE.name, description: unescapeHtml(description ?? '') };
}

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

/**
 * A car's first photo for a link preview: previews need a raster image, so a drawn (SVG) one gives the default. Its
 * alt in the page's language; where the photo has none in it, the car's name (a head never mixes languages).
 */
function carImage(origin: string, images: readonly PageImage[], locale: Locale, name: string): Head['image'] {
  const photo = images.find((image) => !/\.svg(?:$|\?)/i.test(image.url));
  return photo
    ? { url: absolute(origin, photo.url), alt: photo.lang === locale ? photo.alt : name }
    : { ...DEFAULT_IMAGE, url: absolute(origin, DEFAULT_IMAGE.path) };
}

/** A car page's main photograph as the page shows it: from its srcset when it has variants. */
function photoPreload(url: string | undefined): Head['preload'] {
  if (!url) return undefined;
  const srcset = imageSrcSet(url);
  return srcset ? { href: url, srcset, sizes: GALLERY_IMAGE_SIZES } : { href: url };
}

function carHead(origin: string, car: Car, locale: Locale, text: HeadText): Head {
  const meta = text.carMeta(car);
  const images = text.carImages(car);
  const path = carPagePath(car._id);
  const url = absolute(origin, localePath(path, locale));
  const name = carName(car);
  const { description } = carWords(car, locale);
  return {
    ...meta,
    locale,
    canonical: url,
    alternates: alternates(origin, path),
    index: true,
    image: carImage(origin, images, locale, name),
    ogType: 'product',
    preload: photoPreload(images[0]?.url),
    jsonLd: [
      business(origin),
      {
        '@context': 'https://schema.org',
        '@type': 'Car',
        name: `${car.year} ${name}`,
        url,
        // The car's description in the page's language, else its meta description (which is in it).
        description: clip((description.lang === locale && description.text.trim()) || meta.description, META_DESCRIPTION_MAX * 3),
        brand: { '@type': 'Brand', name: car.brand },
        model: car.model,
        vehicleModelDate: String(car.year),
        bodyType: car.category,
        vehicleTransmission: car.transmission,
        fuelType: car.fuelType,
        vehicleSeatingCapacity: car.seats,
        image: images.map((image) => absolute(origin, image.url)),
      },
      breadcrumb(origin, [
        [text.crumbs.home, localePath('/', locale)],
        [text.crumbs.cars, localePath('/cars', locale)],
        [name, localePath(path, locale)],
      ]),
    ],
  };
}

/**
 * The head of a matched page. `car` is the car of a car page (undefined when it is not there or not active: then
 * the page is the Not Found one); `page` is the address (path and query) and the fleet data a page arrives with.
 */
export function headFor(
  match: PageMatch,
  origin: string,
  words: HeadWords,
  car?: Car,
  page?: { url: string; data: PageData | null },
  locale: Locale = 'en',
): Head {
  if ('shell' in words) return shellHead(match, origin, words.shell, car, locale);
  const { heads } = words;
  const text = heads.text[locale];
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
          mainEntity: text.faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        });
      }
      const preload = match.key === 'home' ? { href: heads.heroPoster } : undefined;
      const title = match.key === 'cars' && page ? text.carsTitle(page.url, page.data) : text.pages[match.key].title;
      return {
        ...text.pages[match.key],
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
      const category = text.categories[match.slug];
      const image = heads.typeImage(match.slug);
      return {
        title: category.metaTitle,
        description: category.metaDescription,
        ...base,
        image: { url: absolute(origin, image), width: 800, height: 560, alt: category.title },
        preload: { href: image },
        canonical: absolute(origin, localePath(match.canonical, locale)),
        alternates: alternates(origin, match.canonical),
        index: true,
        jsonLd: [
          business(origin),
          breadcrumb(origin, [
            [text.crumbs.home, localePath('/', locale)],
            [category.title, localePath(match.canonical, locale)],
          ]),
        ],
      };
    }
    case 'car':
      if (car) return carHead(origin, car, locale, text);
      return { ...text.pages.notFound, ...base, ...notIndexed };
    case 'admin':
      return { title: 'Admin', description: text.pages.accessDenied.description, ...base, ...notIndexed };
    case 'unknown':
      return { ...text.pages.notFound, ...base, ...notIndexed };
  }
}

/**
 * A head without the app's words (no renderer): the shell's title and description, the default preview image, and
 * what the server knows itself: the canonical address and its languages, whether the page is indexed, the business.
 */
function shellHead(match: PageMatch, origin: string, words: PageHead, car: Car | undefined, locale: Locale): Head {
  const base = { ...words, locale, image: { ...DEFAULT_IMAGE, url: absolute(origin, DEFAULT_IMAGE.path) }, ogType: 'website' as const };
  const indexed = (path: string, index = true): Head => ({
    ...base,
    canonical: absolute(origin, localePath(path, locale)),
    alternates: index ? alternates(origin, path) : [],
    index,
    jsonLd: [business(origin)],
  });
  switch (match.kind) {
    case 'static':
      return indexed(match.canonical, match.index);
    case 'category':
      return indexed(match.canonical);
    case 'car':
      return car ? { ...indexed(carPagePath(car._id)), ogType: 'product' } : { ...base, canonical: null, alternates: [], index: false, jsonLd: [] };
    case 'admin':
    case 'unknown':
      return { ...base, canonical: null, alternates: [], index: false, jsonLd: [] };
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

/**
 * The words and images of every page's head, in each language, for the product server: exported by the renderer
 * (src/entry-server.tsx → `<site>-ssr/entry-server.js`), so the server writes the heads the pages set in the browser
 * (usePageMeta) without importing the app. The server keeps the markup: escaping, canonical, hreflang, Open Graph
 * and JSON-LD (server/render/head.ts). The contract is domain/page-heads.ts.
 */
import type { HeadText, PageHeads } from '../../domain/page-heads';
import type { PageData } from '../../domain/page-data';
import type { ByLocale } from '../../domain/locale';
import { mergeBrands } from '../../machines/car-data/car-data.model';
import { readAddress } from '../../domain/collection-address';
import { HERO_POSTER, typeImage } from '../config/catalog-shared';
import { PAGE_HEADS } from '../config/page-heads';
import { PAGE_HEADS as PAGE_HEADS_AR } from '../config/page-heads.ar';
import { DETAIL_TEXT, carMeta } from '../features/car-detail/car-detail-copy';
import { DETAIL_TEXT as DETAIL_TEXT_AR, carMeta as carMetaAr } from '../features/car-detail/car-detail-copy.ar';
import { galleryImages } from '../features/car-detail/gallery-images';
import { CATEGORY_COPY } from '../features/categories/category-copy';
import { CATEGORY_COPY as CATEGORY_COPY_AR } from '../features/categories/category-copy.ar';
import { FAQ } from '../features/contact/contact-copy';
import { FAQ as FAQ_AR } from '../features/contact/contact-copy.ar';
import { brandName, brandOptions } from '../features/fleet/brand-options';
import { collectionTitle } from '../features/fleet/fleet-copy';
import { collectionTitle as collectionTitleAr } from '../features/fleet/fleet-copy.ar';

/**
 * /cars's title names the brand and category of its address, as the page's heading does: the brand spelled as the
 * Brand filter offers it, from the data the page arrives with.
 */
const carsTitle =
  (title: typeof collectionTitle) =>
  (url: string, data: PageData | null): string => {
    const { brand, category } = readAddress(new URL(url, 'http://localhost').search);
    const known = mergeBrands([], data?.cars?.list.data ?? []);
    return title(brandName(brandOptions(data?.brands ?? null, known, brand), brand), category);
  };

// A car's head and photographs in each language: its words in that language where it has them (domain/car-words.ts).
const car = {
  en: { carMeta, carImages: (c) => galleryImages(c, 'en') },
  ar: { carMeta: carMetaAr, carImages: (c) => galleryImages(c, 'ar') },
} satisfies ByLocale<Pick<HeadText, 'carMeta' | 'carImages'>>;

export const pageHeads: PageHeads = {
  text: {
    en: { pages: PAGE_HEADS, categories: CATEGORY_COPY, faq: FAQ, crumbs: { home: DETAIL_TEXT.home, cars: DETAIL_TEXT.cars }, carsTitle: carsTitle(collectionTitle), ...car.en },
    ar: { pages: PAGE_HEADS_AR, categories: CATEGORY_COPY_AR, faq: FAQ_AR, crumbs: { home: DETAIL_TEXT_AR.home, cars: DETAIL_TEXT_AR.cars }, carsTitle: carsTitle(collectionTitleAr), ...car.ar },
  },
  heroPoster: HERO_POSTER,
  typeImage,
};

/**
 * The fleet data a server-rendered page is drawn from (domain/page-data.ts): read from the database with the same
 * queries the API answers the browser's first calls with, so the HTML, the data block it carries and a later API
 * answer agree. /cars reads its address the way the collection page does (collection.model), so the list in the
 * HTML is the one the page would ask for.
 */
import { fold } from '../../domain/ids';
import { parseListQuery } from '../../domain/list-query';
import { SERVER_MSG } from '../../domain/messages';
import { PUBLIC_LIMIT } from '../../domain/rules';
import type { Car } from '../../domain/types';
import { DEFAULT_SORT, NO_FILTERS, readAddress, storeFilters } from '../../domain/collection-address';
import { cleanFilters } from '../../domain/car-filters';
import type { PageData } from '../../domain/page-data';
import { CATEGORY_PAGE_LIMIT, LIST_PAGE_SIZE, RELATED_LIMIT } from '../../domain/constants';
import type { Database } from '../db/client';
import { brandCounts, listCars, relatedCars } from '../services/cars';
import type { PageMatch } from './pages';

const PUBLIC = { activeOnly: true };

/** What the browser receives as JSON: the same values, nothing that only lives on the server. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const queryOf = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** The pages drawn from the fleet: they are sent rendered only with their data. */
export const needsData = (match: PageMatch): boolean =>
  match.kind === 'car' || match.kind === 'category' || (match.kind === 'static' && match.key === 'cars');

/**
 * The data for `match` at `url` (the address as the browser has it), or null for a page that needs none or whose
 * address the API would refuse (the browser then loads it and shows the API's message). `car` is the page's car,
 * already read for its head.
 */
export async function pageDataFor(db: Database, match: PageMatch, url: string, car: Car | undefined): Promise<PageData | null> {
  try {
    if (match.kind === 'car') {
      if (!car) return null;
      return { url, car: asJson({ car, related: await relatedCars(db, car, RELATED_LIMIT) }) };
    }
    if (match.kind === 'category') {
      const q = parseListQuery(queryOf({ limit: CATEGORY_PAGE_LIMIT }), PUBLIC_LIMIT);
      const page = await listCars(db, { ...q, category: [fold(match.slug)] }, PUBLIC);
      return { url, category: asJson({ slug: match.slug, cars: page.data }) };
    }
    if (match.kind === 'static' && match.key === 'cars') {
      const { brand, category, search } = readAddress(new URL(url, 'http://x').search);
      const filters = storeFilters({ filters: { ...NO_FILTERS, brand }, category, search, sort: DEFAULT_SORT, page: 1 });
      const query = { ...cleanFilters(filters), limit: LIST_PAGE_SIZE };
      const [page, brands] = await Promise.all([listCars(db, parseListQuery(queryOf(query), PUBLIC_LIMIT), PUBLIC), brandCounts(db)]);
      return { url, cars: asJson({ filters, list: { success: true, message: SERVER_MSG.carsOk, ...page } }), brands };
    }
  } catch {
    // A query the API refuses: the page renders in the browser, which shows the API's answer.
  }
  return null;
}

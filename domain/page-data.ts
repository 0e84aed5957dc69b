/**
 * The fleet data a server-rendered page was drawn from (server/render/page-data.ts). It travels in the HTML as a JSON
 * block; the page's machines start from it (src/actors/page-data.ts), so the browser's first render is the server's
 * and nothing is asked for twice. It belongs to one address: after the first navigation it is gone and pages load as
 * they always do.
 */
import type { CarFilters } from './car-filters';
import type { PublicCategory } from './constants';
import type { BrandCount, Car, CarListResponse } from './types';

export interface PageData {
  /** The address it was read for: path (no trailing slash) and query ('/cars?brand=Ferrari'). */
  url: string;
  /** /cars: the collection's first page for the address's filters. */
  cars?: { filters: CarFilters; list: CarListResponse };
  /** /cars: the Brand filter's list, every brand of the public fleet with its count. */
  brands?: BrandCount[];
  /** A category page: its list. */
  category?: { slug: PublicCategory; cars: Car[] };
  /** A car page: the car and its related cars. */
  car?: { car: Car; related: Car[] };
}

/** The id of the JSON block the data travels in. */
export const PAGE_DATA_ID = 'page-data';

/** The address as the data names it. */
export const pageUrl = (path: string, search: string) =>
  `${path.length > 1 ? path.replace(/\/+$/, '') : path}${search ? `?${search.replace(/^\?/, '')}` : ''}`;

/** A filter that may hold one value or several (checkbox groups). */
type Multi = string | readonly string[];
type Numeric = number | string;

/**
 * The car filters of SPEC §3, as the UI and the address bar hold them (loosely typed on purpose): the collection's
 * state, and what a server-rendered /cars page arrives with (domain/page-data.ts). api/validation.ts cleans them.
 */
export type CarFilters = {
  search?: string | null;
  brand?: Multi | null;
  category?: Multi | null;
  transmission?: Multi | null;
  fuelType?: Multi | null;
  status?: Multi | null;
  seats?: Numeric | null;
  year?: Numeric | null;
  priceMin?: Numeric | null;
  priceMax?: Numeric | null;
  page?: Numeric | null;
  limit?: Numeric | null;
  sort?: string | null;
};

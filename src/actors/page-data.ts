import type { CarDataInput } from '../../machines/car-data/car-data.model';
import type { PageData } from '../../domain/page-data';

/**
 * The fleet data a server-rendered page arrives with: its contract (the data's shape, the JSON block's id, the address
 * it names) is domain/page-data.ts, which the product server writes by; here, what the app's store makes of it.
 */
export { PAGE_DATA_ID, pageUrl, type PageData } from '../../domain/page-data';

/** What the car-data store starts holding for the page: /cars's first answer and brand list, a category's list. */
export function heldByStore(data: PageData | null): CarDataInput {
  return {
    ...(data?.cars ? { cars: data.cars } : {}),
    ...(data?.brands ? { brands: data.brands } : {}),
    ...(data?.category ? { categories: { [data.category.slug]: data.category.cars } } : {}),
  };
}

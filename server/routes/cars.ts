/** The showroom's calls (public, active cars only): lists, featured, the brands with their counts, brand and category lists, one car, related, views, suggestions. */
import { createHash } from 'node:crypto';
import { fold, requireCarId } from '../../domain/ids';
import { isPublicCategory, parseListQuery, readInt } from '../../domain/list-query';
import { SERVER_MSG } from '../../domain/messages';
import { FEATURED_LIMITS, PUBLIC_LIMIT, RELATED_LIMITS, SUGGESTIONS_MAX } from '../../domain/rules';
import { rankSuggestions, suggestionTerms } from '../../domain/search';
import { requireSafeText } from '../../domain/text';
import type { Car } from '../../domain/types';
import { HttpError } from '../../domain/http-errors';
import type { Database } from '../db/client';
import { route, type Router } from '../http';
import { brandCounts, countView, featuredCars, findCar, listCars, relatedCars, searchCars } from '../services/cars';

const PUBLIC = { activeOnly: true };
/** Suggestions are ranked among at most this many matches (the most viewed). */
const SEARCH_CANDIDATES = 200;

/** Who a view is from, for counting it once a day: salted, so the address and user agent cannot be read back. */
function visitorHash(secret: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${secret}\n${ip}\n${userAgent}`).digest('hex');
}

async function publicCar(db: Database, id: string): Promise<Car> {
  const car = await findCar(db, requireCarId(id), PUBLIC);
  if (!car) throw new HttpError(404, SERVER_MSG.carNotFound);
  return car;
}

export function carRoutes(router: Router): void {
  const { db } = router.deps;

  route(router, 'get', '/api/cars', async ({ url, json }) => {
    const page = await listCars(db, parseListQuery(url.searchParams, PUBLIC_LIMIT), PUBLIC);
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  });

  // Before /api/cars/{idOrCategory}, which would otherwise take 'featured' for an id.
  route(router, 'get', '/api/cars/featured', async ({ query, json }) => {
    const limit = readInt(query('limit'), 'limit', FEATURED_LIMITS.default, 1, FEATURED_LIMITS.max);
    return json(200, { success: true, message: SERVER_MSG.featuredOk, data: await featuredCars(db, limit) });
  });

  // Before /api/cars/{idOrCategory}, which would otherwise take 'brands' for an id.
  route(router, 'get', '/api/cars/brands', async ({ json }) => {
    return json(200, { success: true, message: SERVER_MSG.brandsOk, data: await brandCounts(db) });
  });

  route(router, 'get', '/api/cars/brand/{brand}', async ({ url, param, json }) => {
    const q = parseListQuery(url.searchParams, PUBLIC_LIMIT);
    const page = await listCars(db, { ...q, brand: [fold(requireSafeText(param('brand'), 'brand'))] }, PUBLIC);
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  });

  route(router, 'get', '/api/cars/{idOrCategory}', async ({ url, param, json }) => {
    const segment = param('idOrCategory');
    if (isPublicCategory(segment)) {
      const q = parseListQuery(url.searchParams, PUBLIC_LIMIT);
      const page = await listCars(db, { ...q, category: [fold(segment)] }, PUBLIC);
      return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
    }
    return json(200, { success: true, message: SERVER_MSG.carOk, data: await publicCar(db, segment) });
  });

  route(router, 'get', '/api/cars/{id}/related', async ({ query, param, json }) => {
    const limit = readInt(query('limit'), 'limit', RELATED_LIMITS.default, 1, RELATED_LIMITS.max);
    const car = await publicCar(db, param('id'));
    return json(200, { success: true, message: SERVER_MSG.relatedOk, data: await relatedCars(db, car, limit) });
  });

  route(router, 'post', '/api/cars/{id}/increment-view', async ({ request, ip, now, param, json }) => {
    const visitor = visitorHash(router.deps.config.sessionSecret, ip, request.headers.get('user-agent') ?? '');
    const viewCount = await countView(db, requireCarId(param('id')), visitor, now);
    if (viewCount === null) throw new HttpError(404, SERVER_MSG.carNotFound);
    return json(200, { success: true, message: SERVER_MSG.viewOk, data: { viewCount } });
  });

  route(router, 'get', '/api/car/search/{text}', async ({ param, json }) => {
    const terms = suggestionTerms(requireSafeText(param('text'), 'text'));
    const matches = await searchCars(db, terms, SEARCH_CANDIDATES);
    return json(200, { success: true, message: SERVER_MSG.searchOk, data: rankSuggestions(matches, terms, SUGGESTIONS_MAX) });
  });
}

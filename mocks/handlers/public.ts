/** The showroom's calls: lists, featured, the brands with their counts, brand and category lists, one car, related cars, views, suggestions. */
import { rankSuggestions, suggestionTerms } from '../../domain/search';
import { FEATURED_LIMITS, PUBLIC_LIMIT, RELATED_LIMITS, SUGGESTIONS_MAX } from '../../domain/rules';
import { brandCountsOf } from '../../domain/brands';
import { addDays, dubaiDay } from '../../domain/enquiries';
import { fold } from '../../domain/ids';
import { isPublicCategory, parseListQuery, readInt } from '../../domain/list-query';
import { listCars, matchesTerms, sortCars } from '../db/query';
import { saveDb } from '../db/store';
import type { Car } from '../db/types';
import { SERVER_MSG } from '../../domain/messages';
import { requireSafeText } from '../../domain/text';
import { findCar, publicFleet } from './cars';
import { route } from './route';

export const publicHandlers = [
  route('get', '/api/cars', 'public', async ({ url, db, json }) => {
    const page = listCars(publicFleet(db), parseListQuery(url.searchParams, PUBLIC_LIMIT));
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  }),

  // Before /api/cars/{idOrCategory}, which would otherwise take 'featured' for an id.
  route('get', '/api/cars/featured', 'public', async ({ query, db, json }) => {
    const limit = readInt(query('limit'), 'limit', FEATURED_LIMITS.default, 1, FEATURED_LIMITS.max);
    const featured = sortCars(publicFleet(db).filter((car) => car.isFeatured), 'newest').slice(0, limit);
    return json(200, { success: true, message: SERVER_MSG.featuredOk, data: featured });
  }),

  // Before /api/cars/{idOrCategory}, which would otherwise take 'brands' for an id.
  route('get', '/api/cars/brands', 'public', async ({ db, json }) => {
    return json(200, { success: true, message: SERVER_MSG.brandsOk, data: brandCountsOf(publicFleet(db)) });
  }),

  route('get', '/api/cars/brand/{brand}', 'public', async ({ url, param, db, json }) => {
    const q = parseListQuery(url.searchParams, PUBLIC_LIMIT);
    const page = listCars(publicFleet(db), { ...q, brand: [fold(requireSafeText(param('brand'), 'brand'))] });
    return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
  }),

  route('get', '/api/cars/{idOrCategory}', 'public', async ({ url, param, db, json }) => {
    const segment = param('idOrCategory');
    if (isPublicCategory(segment)) {
      const q = parseListQuery(url.searchParams, PUBLIC_LIMIT);
      const page = listCars(publicFleet(db), { ...q, category: [fold(segment)] });
      return json(200, { success: true, message: SERVER_MSG.carsOk, ...page });
    }
    return json(200, { success: true, message: SERVER_MSG.carOk, data: findCar(publicFleet(db), segment) });
  }),

  route('get', '/api/cars/{id}/related', 'public', async ({ query, param, db, json }) => {
    const limit = readInt(query('limit'), 'limit', RELATED_LIMITS.default, 1, RELATED_LIMITS.max);
    const fleet = publicFleet(db);
    const car = findCar(fleet, param('id'));
    const closeness = (c: Car): number => Number(c.category === car.category) + Number(c.brand === car.brand);
    const related = fleet
      .filter((c) => c._id !== car._id && closeness(c) > 0)
      .sort((a, b) => closeness(b) - closeness(a) || b.viewCount - a.viewCount)
      .slice(0, limit);
    return json(200, { success: true, message: SERVER_MSG.relatedOk, data: related });
  }),

  // A visitor counts once per car per Dubai day (a reload must not inflate 'Most viewed'); the browser is one visitor.
  route('post', '/api/cars/{id}/increment-view', 'public', async ({ param, db, now, json }) => {
    const car = findCar(publicFleet(db), param('id'));
    const day = dubaiDay(now);
    if (!db.viewMarks.some((m) => m.carId === car._id && m.day === day)) {
      car.viewCount += 1;
      // Marks of days before yesterday can never match again.
      const yesterday = addDays(day, -1);
      db.viewMarks = db.viewMarks.filter((m) => m.day >= yesterday);
      db.viewMarks.push({ carId: car._id, day });
      await saveDb(db);
    }
    return json(200, { success: true, message: SERVER_MSG.viewOk, data: { viewCount: car.viewCount } });
  }),

  route('get', '/api/car/search/{text}', 'public', async ({ param, db, json }) => {
    const terms = suggestionTerms(requireSafeText(param('text'), 'text'));
    const matches = publicFleet(db).filter((car) => matchesTerms(car, terms));
    return json(200, { success: true, message: SERVER_MSG.searchOk, data: rankSuggestions(matches, terms, SUGGESTIONS_MAX) });
  }),
];

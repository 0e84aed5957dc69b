import type { Car, Specifications } from '../../../domain/types';
import type { SpecText } from './car-detail-copy';

/** How a view writes the car's numbers, years and data words (useFormat and useVehicleTerm); plain by default. */
export interface SpecWriters {
  number: (value: number) => string;
  year: (value: number) => string;
  term: (value: string) => string;
}
const PLAIN: SpecWriters = { number: String, year: String, term: (value) => value };

type SpecRow = { label: string; value: string };

/**
 * The specification table: the car's specifications first, then its basic facts; missing values are left out. `t`:
 * the specification labels in the page's language (SPEC_TEXT of car-detail-copy.ts or its Arabic twin).
 */
export function specRows(car: Car, t: SpecText, write: SpecWriters = PLAIN): SpecRow[] {
  const s: Specifications = car.specifications ?? {};
  const rows: Array<[string, string | undefined]> = [
    [t.engine, s.engine],
    [t.horsepower, s.horsepower !== undefined ? t.hp(write.number(s.horsepower)) : undefined],
    [t.topSpeed, s.topSpeed !== undefined ? t.kmh(write.number(s.topSpeed)) : undefined],
    [t.acceleration, s.acceleration && t.units(s.acceleration)],
    [t.mileage, s.mileage && t.units(s.mileage)],
    [t.color, s.color],
    [t.interior, s.interiorColor],
    [t.transmission, car.transmission && write.term(car.transmission)],
    [t.fuelType, car.fuelType && write.term(car.fuelType)],
    [t.seats, write.number(car.seats)],
    [t.year, write.year(car.year)],
    [t.category, car.category && write.term(car.category)],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== undefined && r[1] !== '').map(([label, value]) => ({ label, value }));
}

/** Up to four headline figures for the overview. */
export function highlights(car: Car, t: SpecText, write: SpecWriters = PLAIN): SpecRow[] {
  const s = car.specifications ?? {};
  const rows: Array<[string, string | undefined]> = [
    [t.horsepower, s.horsepower !== undefined ? t.hp(write.number(s.horsepower)) : undefined],
    [t.acceleration, s.acceleration && t.units(s.acceleration)],
    [t.topSpeed, s.topSpeed !== undefined ? t.kmh(write.number(s.topSpeed)) : undefined],
    [t.seats, write.number(car.seats)],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1])).map(([label, value]) => ({ label, value }));
}

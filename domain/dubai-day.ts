/**
 * Dubai days: the business's calendar (UTC+4 all year, no daylight saving). Pure and dependency-free, so the contact
 * form (a browser chunk) checks dates by the same days as both backends (domain/enquiries.ts re-exports these).
 */

const DUBAI_OFFSET_MS = 4 * 60 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Dubai calendar day (YYYY-MM-DD) of an instant. */
export function dubaiDay(ms: number): string {
  return new Date(ms + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Dubai day starts. */
export function dubaiDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - DUBAI_OFFSET_MS;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;
}

/**
 * Milliseconds from `now` to the next `hour` o'clock in Dubai (within a day): tests that move the clock by hours start
 * there, so their 'today' never crosses Dubai's midnight (20:00 UTC) halfway through.
 */
export function msUntilDubaiHour(now: number, hour: number): number {
  const target = dubaiDayStart(dubaiDay(now)) + hour * 60 * 60_000;
  return target > now ? target - now : target + DAY_MS - now;
}

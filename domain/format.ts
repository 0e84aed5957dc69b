/**
 * Number and text helpers for what the public pages render while they hydrate. They avoid `Intl`, `toLocaleString`
 * and `localeCompare`: the first use of any of them loads the browser's locale data, a task of 15-70 ms on a slow
 * phone in the middle of hydration (measured on the car page and /cars).
 */

/** A whole number with thousands separators, as en-US writes it: 12345 → "12,345". */
export function groupDigits(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Alphabetical order for names (brands, models), ignoring case; ties broken by the exact text so the order is total. */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

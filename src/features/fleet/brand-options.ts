/**
 * The /cars Brand filter's choices and the brand the page names: pure, shared by the filter panel, the page heading
 * and the server's head for /cars (src/app/server-heads.ts), so the three always agree.
 */
import { compareText } from '../../../domain/format';
import type { BrandCount } from '../../../domain/types';
import { BRAND_TILES } from '../../config/catalog-shared';
import type { Option } from './fleet-copy';

/** Case-, dash- and space-insensitive: 'rolls-royce' and 'Rolls Royce' are one brand. */
const fold = (text: string) => text.trim().toLowerCase().replace(/[-_\s]+/g, ' ');

/**
 * A brand as SPEC's tiles spell it ('rolls-royce' reads 'Rolls Royce'); another brand typed in lower case as an
 * address slug reads as words ('aston-martin': 'Aston Martin') until the brand list names it; else as given.
 */
function tileSpelling(name: string): string {
  const tile = BRAND_TILES.find((b) => fold(b.name) === fold(name));
  if (tile) return tile.name;
  const text = name.trim();
  return text === text.toLowerCase() ? fold(text).replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()) : text;
}

/** A brand with its count of cars, 'Aston Martin (1)', as FLEET_TEXT.brandCount writes it in both languages: where no page's words are at hand. */
const brandCount = (brand: string, count: number) => `${brand} (${count})`;

/**
 * Every brand of the fleet with its count once the store holds the brand list (sorted by name); until then (or if it
 * failed) the seven tile brands. Either way any other brand seen in a loaded list, and the address's brand if it is
 * new (as the tiles spell it), are offered too, so the filter always works with the brands it knows. `counted` labels
 * a brand with its count: the page's FLEET_TEXT.brandCount (the server's head reads the values only).
 */
export function brandOptions(
  list: readonly BrandCount[] | null,
  known: readonly string[],
  current: string,
  counted: (brand: string, count: number) => string = brandCount,
): Option[] {
  const options: Option[] = list
    ? list.map(({ brand, count }) => ({ value: brand, label: counted(brand, count) }))
    : BRAND_TILES.map(({ name }) => ({ value: name, label: name }));
  const add = (name: string) => {
    if (name.trim() && !options.some((o) => fold(o.value) === fold(name))) options.push({ value: name, label: name });
  };
  for (const name of known) add(name);
  add(tileSpelling(current));
  return list ? options.sort((a, b) => compareText(a.value, b.value)) : options;
}

/** The option that is the held brand (the address may spell it 'ferrari' or 'Rolls-royce'); undefined = none. */
export function chosenBrand(options: readonly Option[], current: string): Option | undefined {
  return current.trim() ? options.find((o) => fold(o.value) === fold(current)) : undefined;
}

/** The chosen brand as the page names it: the fleet's (or the tiles') spelling ('Rolls Royce' for 'rolls-royce'). */
export function brandName(options: readonly Option[], current: string): string {
  return chosenBrand(options, current)?.value ?? tileSpelling(current);
}

import { useCallback } from 'react';
import { VEHICLE_TERMS } from './vehicle-terms';
import type * as arabicModule from './vehicle-terms.ar';
import { catalogue, loadedWords } from '../i18n/catalogue';
import type { Locale } from '../../domain/locale';
import { useCopy } from '../i18n/locale-context';

type Table = Readonly<Record<string, string>>;
/** English car-data words (compared without case) → the page language's; null: the words are the English ones. */
type Terms = ReadonlyMap<string, string> | null;
const key = (value: string) => value.trim().toLowerCase();

function termsFrom({ VEHICLE_TERMS: translated, KNOWN_PLACES }: typeof arabicModule): Terms {
  const terms = new Map<string, string>();
  for (const [group, english] of Object.entries(VEHICLE_TERMS) as [keyof typeof VEHICLE_TERMS, Table][]) {
    const words = translated[group] as Table;
    for (const [name, text] of Object.entries(english)) {
      const word = words[name];
      if (!word) continue;
      terms.set(key(text), word);
      // A raw status ('not available') reads like its label.
      if (group === 'statuses') terms.set(key(name), word);
    }
  }
  for (const [place, word] of Object.entries(KNOWN_PLACES)) terms.set(key(place), word);
  return terms;
}

export const vehicleTerms = catalogue<Terms>({
  en: () => Promise.resolve(null),
  ar: () => import('./vehicle-terms.ar').then(termsFrom),
});

const termIn = (terms: Terms, value: string) => (terms && value ? (terms.get(key(value)) ?? value) : value);

/** vehicleTerm outside a view (a test), once the language's words are loaded (src/i18n/catalogue.ts). */
export const vehicleTerm = (value: string, locale: Locale): string => termIn(loadedWords(vehicleTerms, locale), value);

/**
 * A word of car data in the page's language: 'Automatic' → 'أوتوماتيكي', 'suv' / 'SUV' → 'دفع رباعي', 'Available Now' →
 * 'متاحة الآن'. Compared without case; a value it does not know (a category or place the admin typed) comes back as
 * it was given.
 */
export function useVehicleTerm(): (value: string) => string {
  const terms = useCopy(vehicleTerms);
  return useCallback((value: string) => termIn(terms, value), [terms]);
}

import type { Locale } from '../../domain/locale';
import { VEHICLE_TERMS } from './vehicle-terms';
import { KNOWN_PLACES, VEHICLE_TERMS as VEHICLE_TERMS_AR } from './vehicle-terms.ar';

type Table = Readonly<Record<string, string>>;
const key = (value: string) => value.trim().toLowerCase();

function arabicTerms(): Map<string, string> {
  const terms = new Map<string, string>();
  for (const [group, english] of Object.entries(VEHICLE_TERMS) as [keyof typeof VEHICLE_TERMS, Table][]) {
    const arabic = VEHICLE_TERMS_AR[group] as Table;
    for (const [name, text] of Object.entries(english)) {
      const translated = arabic[name];
      if (!translated) continue;
      terms.set(key(text), translated);
      // A raw status ('not available') reads like its label.
      if (group === 'statuses') terms.set(key(name), translated);
    }
  }
  for (const [place, translated] of Object.entries(KNOWN_PLACES)) terms.set(key(place), translated);
  return terms;
}

let arabic: Map<string, string> | undefined;

/**
 * A word of car data in the page's language: 'Automatic' → 'أوتوماتيكي', 'suv' / 'SUV' → 'دفع رباعي', 'Available Now' →
 * 'متاحة الآن'. Compared without case; a value it does not know (a category or place the admin typed) comes back as
 * it was given.
 */
export function vehicleTerm(value: string, locale: Locale): string {
  if (locale === 'en' || !value) return value;
  arabic ??= arabicTerms();
  return arabic.get(key(value)) ?? value;
}

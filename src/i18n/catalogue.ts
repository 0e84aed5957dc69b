/**
 * A catalogue: the words of one copy module in each language, each language its own chunk (decision 020). A page
 * ships the words of its own language only; the other language's load when the language switch is used.
 *
 *   export const showroomCopy = catalogue<ShowroomCopy>({ en: () => import('./showroom-copy'), ar: () => import('./showroom-copy.ar') });
 *   const { HOME_TEXT } = useCopy(showroomCopy); // src/i18n/locale-context.tsx
 *
 * Free of React: `useCopy` reads it in views; boot.tsx waits for the page's language before hydrating, the language
 * switch for the other before it navigates (`loadLanguage`).
 */
import { splitLocale, type ByLocale, type Locale } from '../../domain/locale';

export interface Catalogue<T> {
  /** The words in `locale`, loaded once. */
  load(locale: Locale): Promise<T>;
  /** The words in `locale` when they are loaded. */
  peek(locale: Locale): T | undefined;
}

const made = new Set<Catalogue<unknown>>();
/** The languages whose words something asked for: the page's, the other once the switch was pointed at. */
const inUse = new Set<Locale>();

/** The language of the page in a browser (its address), nothing on the server. */
const pageLocale = (): Locale | null => (typeof location === 'undefined' ? null : splitLocale(location.pathname).locale);

export function catalogue<T>(loaders: ByLocale<() => Promise<T>>): Catalogue<T> {
  const loading: Partial<Record<Locale, Promise<T>>> = {};
  const loaded: Partial<Record<Locale, T>> = {};
  const words: Catalogue<T> = {
    load: (locale) => {
      inUse.add(locale);
      return (loading[locale] ??= loaders[locale]().then((value) => {
        loaded[locale] = value;
        return value;
      }));
    },
    peek: (locale) => loaded[locale],
  };
  made.add(words as Catalogue<unknown>);
  // In the browser the page's language starts loading as soon as the code that speaks it runs.
  const locale = pageLocale();
  if (locale) void words.load(locale);
  return words;
}

/**
 * The words in `locale` of a catalogue that must be loaded already: one the start-up code makes (boot.tsx, the
 * server renderer and the language switch wait for every such catalogue), read outside a view.
 */
export function loadedWords<T>(words: Catalogue<T>, locale: Locale): T {
  const value = words.peek(locale);
  if (value === undefined) throw new Error(`The ${locale} words of a catalogue were read before they were loaded`);
  return value;
}

/**
 * The words of every language in use, for the catalogues made since they were loaded: a lazy piece of the page
 * (src/i18n/lazy-with-words.ts) resolves with its words, so it renders in one go instead of suspending twice.
 */
export async function loadLanguagesInUse(): Promise<void> {
  await Promise.all([...inUse].map(loadLanguage));
}

/** Whether every catalogue made so far has its words in `locale`. */
export const languageLoaded = (locale: Locale): boolean => [...made].every((each) => each.peek(locale) !== undefined);

/** Every catalogue made so far, in `locale`: the page's before it hydrates, the other before the switch shows it. */
export async function loadLanguage(locale: Locale): Promise<void> {
  await Promise.all([...made].map((each) => each.load(locale)));
}

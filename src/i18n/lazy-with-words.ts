import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadLanguagesInUse } from './catalogue';

/**
 * React's `lazy` for a piece of the page that speaks: its code resolves once the catalogues it made have their words
 * in the languages in use (src/i18n/catalogue.ts), so it suspends once, for its code and its words together.
 */
// The same constraint as React's own lazy(): any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithWords<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const loaded = await load();
    await loadLanguagesInUse();
    return loaded;
  });
}

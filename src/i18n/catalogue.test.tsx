// @vitest-environment happy-dom
/**
 * Catalogues (decision 020): each language's words load once, on demand; a view reads the page's language with
 * useCopy; switching language keeps the page in the language it had until the new one's words are here.
 */
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, languageLoaded, loadedWords, loadLanguage } from './catalogue';
import { useCopy } from './locale-context';
import { LocaleRouter } from './locale-router';

afterEach(cleanup);

/** A promise the test settles itself: a chunk still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('catalogue', () => {
  it('loads each language once, when it is first asked for, and keeps its words', async () => {
    const en = vi.fn(() => Promise.resolve({ hello: 'Hello' }));
    const ar = vi.fn(() => Promise.resolve({ hello: 'مرحبا' }));
    const words = catalogue({ en, ar });
    expect(words.peek('ar')).toBeUndefined();
    expect(() => loadedWords(words, 'ar')).toThrow(/before they were loaded/);

    await Promise.all([words.load('ar'), words.load('ar')]);
    expect(ar).toHaveBeenCalledTimes(1);
    expect(loadedWords(words, 'ar')).toEqual({ hello: 'مرحبا' });
    // The page's language (this test's address is English) started loading as the catalogue was made.
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('loadLanguage loads every catalogue made so far in a language; languageLoaded says when they all are', async () => {
    const arabic = deferred<{ word: string }>();
    const words = catalogue({ en: () => Promise.resolve({ word: 'Car' }), ar: () => arabic.promise });
    const loading = loadLanguage('ar');
    expect(languageLoaded('ar')).toBe(false);
    arabic.resolve({ word: 'سيارة' });
    await loading;
    expect(languageLoaded('ar')).toBe(true);
    expect(words.peek('ar')).toEqual({ word: 'سيارة' });
  });
});

describe('useCopy under the locale router', () => {
  it('keeps the page in its language until the other language has come, then speaks it', async () => {
    const arabic = deferred<{ title: string }>();
    const words = catalogue({ en: () => Promise.resolve({ title: 'Our fleet' }), ar: () => arabic.promise });
    await words.load('en');
    const Title = () => <h1>{useCopy(words).title}</h1>;
    const { hook } = memoryLocation({ path: '/cars', record: true });
    render(
      <Router hook={hook}>
        <LocaleRouter>
          {/* As the app's routes are: inside a boundary, which would show its fallback if the words were missing. */}
          <Suspense fallback={<p>Loading</p>}>
            <Title />
          </Suspense>
          <Link href="~/ar/cars">العربية</Link>
        </LocaleRouter>
      </Router>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Our fleet');

    await act(async () => screen.getByRole('link').click());
    // The address is Arabic, the words are not here yet: the page still reads in English, whole.
    expect(screen.getByRole('heading')).toHaveTextContent('Our fleet');
    expect(document.documentElement.lang).toBe('en');

    await act(async () => arabic.resolve({ title: 'أسطولنا' }));
    expect(screen.getByRole('heading')).toHaveTextContent('أسطولنا');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-AE');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/constants';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../../domain/locale';
import CookiesPage from './cookies-page';
import * as cookiesEn from './cookies-copy';
import * as cookiesAr from './cookies-copy.ar';
import DisclaimerPage from './disclaimer-page';
import * as disclaimerEn from './disclaimer-copy';
import * as disclaimerAr from './disclaimer-copy.ar';
import { LEGAL_TEXT } from './legal-copy';
import { LEGAL_UPDATED } from './legal-text';
import { LEGAL_TEXT as LEGAL_TEXT_AR } from './legal-copy.ar';
import type { LegalSection } from './legal-layout';
import PrivacyPage from './privacy-page';
import * as privacyEn from './privacy-copy';
import * as privacyAr from './privacy-copy.ar';
import TermsPage from './terms-page';
import * as termsEn from './terms-copy';
import * as termsAr from './terms-copy.ar';
import { SITE_TEXT as SITE_TEXT_AR } from '../../../domain/site.ar';
import { renderPage } from '../../../tests/setup/render-page';

afterEach(cleanup);

type Copy = { title: string };
const PAGES: { name: string; Page: ComponentType; text: Record<Locale, Copy>; sections: Record<Locale, readonly LegalSection[]> }[] = [
  { name: 'disclaimer', Page: DisclaimerPage, text: { en: disclaimerEn.DISCLAIMER_TEXT, ar: disclaimerAr.DISCLAIMER_TEXT }, sections: { en: disclaimerEn.DISCLAIMER_SECTIONS, ar: disclaimerAr.DISCLAIMER_SECTIONS } },
  { name: 'privacy', Page: PrivacyPage, text: { en: privacyEn.PRIVACY_TEXT, ar: privacyAr.PRIVACY_TEXT }, sections: { en: privacyEn.PRIVACY_SECTIONS, ar: privacyAr.PRIVACY_SECTIONS } },
  { name: 'terms', Page: TermsPage, text: { en: termsEn.TERMS_TEXT, ar: termsAr.TERMS_TEXT }, sections: { en: termsEn.TERMS_SECTIONS, ar: termsAr.TERMS_SECTIONS } },
  { name: 'cookies', Page: CookiesPage, text: { en: cookiesEn.COOKIES_TEXT, ar: cookiesAr.COOKIES_TEXT }, sections: { en: cookiesEn.COOKIE_SECTIONS, ar: cookiesAr.COOKIE_SECTIONS } },
];
const CHROME = { en: LEGAL_TEXT, ar: LEGAL_TEXT_AR } as const;
const ARABIC = /[\u0600-\u06FF]/;
const ids = (sections: readonly LegalSection[]) => sections.map((s) => s.id);

describe.each(PAGES)('/$name', ({ Page, text, sections }) => {
  it('keeps the same ASCII section ids in Arabic as in English, so an anchor works in both', () => {
    expect(ids(sections.ar)).toEqual(ids(sections.en));
    ids(sections.en).forEach((id) => expect(id).toMatch(/^[a-z][a-z0-9-]*$/));
    sections.ar.forEach((s, i) => {
      expect(s.title).toMatch(ARABIC);
      expect(s.title).not.toBe(sections.en[i]?.title);
    });
  });

  it.each(['en', 'ar'] as const)('in %s: the heading, the last-updated date and a table of contents whose links reach their sections', (locale) => {
    const { container } = renderPage(<Page />, { locale });
    const chrome = CHROME[locale];
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text[locale].title);
    expect(screen.getByText(chrome.updated(formatDate(LEGAL_UPDATED, locale)))).toBeTruthy();

    const toc = screen.getByRole('navigation', { name: chrome.toc });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(sections[locale].length);
    links.forEach((link, i) => {
      const section = sections[locale][i];
      expect(link.textContent).toContain(section?.title);
      const href = link.getAttribute('href') ?? '';
      expect(href).toBe(`#${section?.id}`);
      const target = container.querySelector(`section${href}`);
      expect(target, `${href} exists`).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toContain(section?.title);
    });
  });
});

describe('the Arabic pages', () => {
  it('write the last-updated date in Arabic with Latin digits', () => {
    renderPage(<TermsPage />, { locale: 'ar' });
    const updated = screen.getByText(LEGAL_TEXT_AR.updated(formatDate(LEGAL_UPDATED, 'ar')));
    expect(updated.textContent).toMatch(ARABIC);
    expect(updated.textContent).toContain('2025');
    expect(updated.textContent).not.toContain('August');
  });

  it('/disclaimer: the important notice and the help card with WhatsApp support (an Arabic greeting) and the cars', () => {
    renderPage(<DisclaimerPage />, { locale: 'ar' });
    const { notice, help } = disclaimerAr.DISCLAIMER_TEXT;
    expect(within(screen.getByRole('complementary', { name: notice.title })).getByText(notice.body)).toBeTruthy();
    const card = screen.getByRole('complementary', { name: help.title });
    const whatsapp = within(card).getByRole('link', { name: help.whatsapp });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(SITE_TEXT_AR.whatsappText);
    expect(within(card).getByRole('link', { name: help.cars }).getAttribute('href')).toBe('/cars');
  });

  it.each(['en', 'ar'] as const)('/cookies in %s lists every item the product stores, the language and the shortlist among them, and not the demo build\'s', (locale) => {
    renderPage(<CookiesPage />, { locale });
    const { mockScenario, ...product } = STORAGE_KEYS;
    const keys = [...Object.values(product), 'refreshToken'];
    expect(keys).toEqual(expect.arrayContaining(['locale', 'shortlist']));
    keys.forEach((key) => expect(screen.getByText(key, { exact: true })).toBeTruthy());
    // Only the demo build's mock backend keeps it (issue 23); unit tests run without VITE_MOCK, as the product does.
    expect(screen.queryByText(mockScenario, { exact: true })).toBeNull();
  });

  it.each(['en', 'ar'] as const)('the demo build (VITE_MOCK=true) adds its own line to /cookies in %s', async (locale) => {
    vi.stubEnv('VITE_MOCK', 'true');
    vi.resetModules();
    try {
      const copy = locale === 'en' ? await import('./cookies-copy') : await import('./cookies-copy.ar');
      const stored = copy.COOKIE_SECTIONS.find((section) => section.id === 'what-we-store');
      render(<>{stored?.body}</>);
      expect(screen.getByText(STORAGE_KEYS.mockScenario, { exact: true })).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

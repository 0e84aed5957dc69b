// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logic as rootLogic } from '../../actors/wiring/root';
import { LANGUAGE_NAME } from '../../../domain/locale';
import { SITE } from '../../../domain/site';
import { AppShell } from './app-shell';
import * as en from './shell-links';
import * as ar from './shell-links.ar';
import { renderPage } from '../../../tests/setup/render-page';

/** The public shell around a stand-in page, rendered at an Arabic address inside the app's own language router. */
const SHELL = <AppShell><p>page</p></AppShell>;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('the public shell at /ar', () => {
  it('names its navigation, links, footer and contact buttons in Arabic, its links staying in the language', () => {
    renderPage(SHELL, { path: '/ar/about', logic: rootLogic, auth: rootLogic.auth });
    const nav = screen.getByRole('navigation', { name: ar.NAV_TEXT.mainNav });
    expect(within(nav).getByRole('link', { name: ar.NAV_TEXT.allCars })).toHaveAttribute('href', '/ar/cars');
    expect(within(nav).getByRole('button', { name: ar.NAV_TEXT.brands })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const heading of [ar.FOOTER_TEXT.quickLinks, ar.FOOTER_TEXT.resources, ar.FOOTER_TEXT.contact]) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    // ©, the year and the words first, then the Latin name, isolated (issue 23).
    expect(footer).toHaveTextContent(ar.FOOTER_TEXT.copyright('2025', SITE.name));
    expect(within(footer).getByText(SITE.name, { selector: 'bdi' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: ar.NAV_TEXT.call(SITE.phones[0]) })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    for (const text of [en.NAV_TEXT.allCars, en.NAV_TEXT.brands, en.FOOTER_TEXT.quickLinks, en.FOOTER_TEXT.copyright('2025', SITE.name)]) {
      expect(screen.queryByText(text)).toBeNull();
    }
  });

  it('offers the language switch in the mobile menu: English, to the same page', async () => {
    const user = userEvent.setup();
    renderPage(SHELL, { path: '/ar/about', logic: rootLogic, auth: rootLogic.auth });
    await user.click(screen.getByRole('button', { name: ar.NAV_TEXT.openMenu }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const toEnglish = within(dialog).getByRole('link', { name: LANGUAGE_NAME.en });
    expect(toEnglish).toHaveAttribute('href', '/about');
    expect(within(dialog).getByRole('button', { name: ar.NAV_TEXT.closeMenu })).toBeInTheDocument();
  });
});

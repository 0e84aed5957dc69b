// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LogicProvider } from '../../actors/logic';
import { AuthContext } from '../../actors/root-actors';
import { logic as rootLogic } from '../../actors/wiring/root';
import { LANGUAGE_NAME } from '../../i18n/locale';
import { LocaleRouter } from '../../i18n/locale-router';
import { SITE } from '../../config/site';
import { AppShell } from './app-shell';
import * as en from './shell-links';
import * as ar from './shell-links.ar';

/** The public shell at an address, in its language, inside the app's own language router (a nested base '/ar'). */
function renderShellAt(address: string) {
  const location = memoryLocation({ path: address, record: true });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LocaleRouter>
        <LogicProvider logic={rootLogic}>
          <AuthContext.Provider logic={rootLogic.auth} options={{ input: {} }}>
            <AppShell>
              <p>page</p>
            </AppShell>
          </AuthContext.Provider>
        </LogicProvider>
      </LocaleRouter>
    </Router>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('the public shell at /ar', () => {
  it('names its navigation, links, footer and contact buttons in Arabic, its links staying in the language', () => {
    renderShellAt('/ar/about');
    const nav = screen.getByRole('navigation', { name: ar.NAV_TEXT.mainNav });
    expect(within(nav).getByRole('link', { name: ar.NAV_TEXT.allCars })).toHaveAttribute('href', '/ar/cars');
    expect(within(nav).getByRole('button', { name: ar.NAV_TEXT.brands })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const heading of [ar.FOOTER_TEXT.quickLinks, ar.FOOTER_TEXT.resources, ar.FOOTER_TEXT.contact]) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent(ar.FOOTER_TEXT.rights);
    expect(screen.getByRole('link', { name: ar.NAV_TEXT.call(SITE.phones[0]) })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    for (const text of [en.NAV_TEXT.allCars, en.NAV_TEXT.brands, en.FOOTER_TEXT.quickLinks, en.FOOTER_TEXT.rights]) {
      expect(screen.queryByText(text)).toBeNull();
    }
  });

  it('offers the language switch in the mobile menu: English, to the same page', async () => {
    const user = userEvent.setup();
    renderShellAt('/ar/about');
    await user.click(screen.getByRole('button', { name: ar.NAV_TEXT.openMenu }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const toEnglish = within(dialog).getByRole('link', { name: LANGUAGE_NAME.en });
    expect(toEnglish).toHaveAttribute('href', '/about');
    expect(within(dialog).getByRole('button', { name: ar.NAV_TEXT.closeMenu })).toBeInTheDocument();
  });
});

// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logic as rootLogic } from '../../actors/wiring/root';
import { NAV_BRANDS, brandHref } from '../../config/catalog-shared';
import { SPLASH_MS, STORAGE_KEYS } from '../../../domain/constants';
import { SITE } from '../../../domain/site';
import { SPLASH_FADE_MS } from '../../../machines/splash/splash.machine';
import { AppShell } from './app-shell';
import { NAV_TEXT } from './shell-links';
import { SiteHeader } from './site-header';
import { renderPage } from '../../../tests/setup/render-page';

/** The root logic as App provides it; no stored token, so the session never calls the server. */
const ROOT = { logic: rootLogic, auth: rootLogic.auth };

let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  // The element under test is real; only the browser's decision to play is stubbed.
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('top navigation: Brands dropdown', () => {
  it('is a disclosure with real links: click opens, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, ROOT);
    const trigger = screen.getByRole('button', { name: NAV_TEXT.brands });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-state', 'open');
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([...NAV_BRANDS.map((b) => brandHref(b.slug)), '/brands']);
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger);
  });

  it('opens with ArrowDown onto the first brand, and a choice navigates and closes it', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<SiteHeader />, ROOT);
    const trigger = screen.getByRole('button', { name: NAV_TEXT.brands });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('link', { name: NAV_BRANDS[0]?.name });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe(brandHref(NAV_BRANDS[0]?.slug ?? ''));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, ROOT);
    const trigger = screen.getByRole('button', { name: NAV_TEXT.brands });
    await user.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('top navigation: mobile menu', () => {
  it('opens a labelled dialog whose brand list starts collapsed and closes on navigation', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<SiteHeader />, ROOT);
    await user.click(screen.getByRole('button', { name: NAV_TEXT.openMenu }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const brands = within(dialog).getByRole('button', { name: NAV_TEXT.brands });
    expect(brands).toHaveAttribute('aria-expanded', 'false');
    await user.click(brands);
    expect(brands).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('link', { name: NAV_BRANDS[1]?.name }));
    expect(location.history.at(-1)).toBe(brandHref(NAV_BRANDS[1]?.slug ?? ''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: NAV_TEXT.openMenu }));
    const again = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(again).getByRole('button', { name: NAV_TEXT.brands })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(again).getByRole('button', { name: NAV_TEXT.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('anthem toggle', () => {
  /** The one button of the header that plays or pauses the anthem, whatever it is called at the moment. */
  const anthemToggle = () => screen.getByRole('button', { name: /anthem/i });
  const icon = (button: HTMLElement) => button.querySelector('svg')?.getAttribute('data-icon');

  it("is named by what pressing it does, shows a silenced speaker when paused, and stores each choice", async () => {
    localStorage.setItem(STORAGE_KEYS.anthem, 'false');
    const user = userEvent.setup();
    renderPage(<SiteHeader />, ROOT);
    const toggle = anthemToggle();
    expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay);
    expect(icon(toggle)).toBe('speaker-muted');
    expect(toggle).not.toHaveAttribute('aria-busy');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPause));
    expect(icon(toggle)).toBe('speaker');
    expect(localStorage.getItem(STORAGE_KEYS.anthem)).toBe('true');
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay);
    expect(icon(toggle)).toBe('speaker-muted');
    expect(localStorage.getItem(STORAGE_KEYS.anthem)).toBe('false');
  });

  it('while the track is starting it is busy, with a turning ring and a name, not a bare ellipsis', async () => {
    localStorage.setItem(STORAGE_KEYS.anthem, 'false');
    let answer: () => void = () => undefined;
    play.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage(<SiteHeader />, ROOT);
    const toggle = anthemToggle();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemLoading);
    expect(toggle.textContent).toBe(NAV_TEXT.anthemLoading);
    expect(toggle.querySelector('[data-part="spinner"]')).toBeInTheDocument();
    await act(async () => answer());
    expect(toggle).not.toHaveAttribute('aria-busy');
    expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPause);
    expect(toggle.querySelector('[data-part="spinner"]')).toBeNull();
  });

  it('shows paused when the browser blocks autoplay', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    renderPage(<SiteHeader />, ROOT);
    const toggle = anthemToggle();
    expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPause);
    await waitFor(() => expect(toggle).toHaveAccessibleName(NAV_TEXT.anthemPlay));
    expect(icon(toggle)).toBe('speaker-muted');
    expect(play).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.anthem)).toBeNull();
  });
});

describe('app shell', () => {
  it('wraps public pages in header, footer and floating contact links, under the loader for 3 s', () => {
    vi.useFakeTimers();
    renderPage(<AppShell><p>page</p></AppShell>, { ...ROOT, path: '/about' });
    expect(screen.getByRole('status', { name: NAV_TEXT.loading })).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: NAV_TEXT.mainNav })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2025 ${SITE.name}`);
    expect(screen.getByRole('link', { name: new RegExp(NAV_TEXT.whatsapp) })).toHaveAttribute('href', expect.stringContaining('https://wa.me/'));
    expect(screen.getByRole('link', { name: NAV_TEXT.call(SITE.phones[0]) })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    act(() => {
      vi.advanceTimersByTime(SPLASH_MS + SPLASH_FADE_MS);
    });
    expect(screen.queryByTestId('splash')).toBeNull();
  });

  it('gives the admin area none of the public chrome', () => {
    renderPage(<AppShell><p>admin</p></AppShell>, { ...ROOT, path: '/admin/login' });
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(NAV_TEXT.whatsapp) })).toBeNull();
  });

  it('scrolls to the top on every route change', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { location } = renderPage(<AppShell><p>page</p></AppShell>, { ...ROOT, path: '/about' });
    scrollTo.mockClear();
    act(() => location.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

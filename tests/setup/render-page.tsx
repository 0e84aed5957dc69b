/**
 * The component tests' one way to render: `renderPage(ui, { path, locale, … })` puts a view in what the app gives a
 * page (src/app/app.tsx), only the parts a test asks for: an address (a wouter memory location, or the browser's own
 * history), the language (the app's LocaleRouter reading the address, or a language given outright), the live logic
 * views ask for with useLogic (an area's wiring in src/actors/wiring, or a test's own), the root actors (auth, car
 * data, shortlist), the page data a server-rendered page arrives with, and a router nested under the language (the
 * portal's '/admin'). It answers Testing Library's render result, the memory location and a user-event instance.
 *
 * What a test puts beside the page is part of its `ui` (the toaster: importing src/components/ui/toaster mounts the
 * app's toaster slot, so the kit never imports it). The mock backend's lifecycle (msw server, reset, sign-in) stays in
 * each test file, where it is visible.
 *
 * Lives in tests/setup, beside vitest.setup.ts, not in src/: a module there that is not a *.test file is app code to
 * ESLint (no msw or mocks/, the app's style bans) and could be imported by the app; tests/ is test code the app never
 * ships, free to import src/ (only machines/, server/, domain/, mocks/ and api/ are kept from src/).
 */
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type Options as UserOptions, type UserEvent } from '@testing-library/user-event';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '../../domain/locale';
import type { PageData } from '../../domain/page-data';
import type { AuthMachine } from '../../machines/auth/auth.machine';
import type { CarDataInput } from '../../machines/car-data/car-data.model';
import type { ShortlistMachine } from '../../machines/shortlist/shortlist.machine';
import { LogicProvider, type LiveLogic } from '../../src/actors/logic';
import { heldByStore } from '../../src/actors/page-data';
import { PageDataProvider } from '../../src/actors/page-data-context';
import { AuthContext, CarDataContext, ShortlistProvider } from '../../src/actors/root-actors';
import { LocaleContext } from '../../src/i18n/locale-context';
import { LocaleRouter } from '../../src/i18n/locale-router';

export type MemoryLocation = ReturnType<typeof memoryLocation>;

export interface PageOptions {
  /** The address the page opens at (default '/'), with its query; '/ar/…' is Arabic under the default `locale`. */
  path?: string;
  /**
   * Where the address lives. 'memory' (default): a wouter memory location, its history recorded (`location`).
   * 'browser': the window's own history, replaced with `path` — for a ui that reads window.location itself (the
   * whole <App />, the wiring that reports the page an enquiry was sent from, the inbox's ?id=).
   */
  history?: 'memory' | 'browser';
  /**
   * The page's language. Left out: the address's, read by the app's LocaleRouter (which also nests the routes under
   * '/ar' and sets <html lang dir>), as in the app. 'en' or 'ar': given outright (LocaleContext), the address not
   * read — a view tested apart from its address. null: none, the ui brings its own (the whole <App />).
   */
  locale?: Locale | null;
  /** A router nested under the language, as the portal's '/admin' is in the app. */
  base?: string;
  /** The live logic views ask for with useLogic: an area's wiring (src/actors/wiring/*), or a test's own. */
  logic?: Partial<LiveLogic>;
  /** The admin session's logic (the root actor), started signed out: no stored token is read. */
  auth?: AuthMachine;
  /** The public car-data store's logic (the root actor), holding `input` and what `pageData` brings, as App does. */
  carData?: { logic: ComponentProps<typeof CarDataContext.Provider>['logic']; input?: CarDataInput };
  /** The visitor's shortlist (the root actor) on this browser's storage. */
  shortlist?: ShortlistMachine;
  /** The data a server-rendered page arrived with (src/actors/page-data-context.tsx); null: none. */
  pageData?: PageData | null;
  /** Options of the user-event instance answered as `user` (fake timers: `{ advanceTimers: vi.advanceTimersByTime }`). */
  user?: UserOptions;
}

/** For the whole <App />: at the browser's own address, nothing added around it (App composes its own). */
export const WHOLE_APP = { history: 'browser', locale: null } as const satisfies PageOptions;

export type PageView = RenderResult & { user: UserEvent };
export type MemoryPageView = PageView & { location: MemoryLocation };

export function renderPage(ui: ReactElement, options: PageOptions & { history: 'browser' }): PageView;
export function renderPage(ui: ReactElement, options?: PageOptions & { history?: 'memory' }): MemoryPageView;
export function renderPage(ui: ReactElement, options: PageOptions = {}): PageView | MemoryPageView {
  const { path = '/', history = 'memory', locale, base, logic, auth, carData, shortlist, pageData } = options;

  // From the inside out, in App's order: the page (in its nested router), page data, shortlist, car data, session,
  // logic, language; the address around everything.
  let page: ReactNode = base ? <Router base={base}>{ui}</Router> : ui;
  if (pageData !== undefined) page = <PageDataProvider data={pageData}>{page}</PageDataProvider>;
  if (shortlist) page = <ShortlistProvider logic={shortlist}>{page}</ShortlistProvider>;
  if (carData) {
    const input = { ...heldByStore(pageData ?? null), ...carData.input };
    page = <CarDataContext.Provider logic={carData.logic} options={{ input }}>{page}</CarDataContext.Provider>;
  }
  if (auth) page = <AuthContext.Provider logic={auth} options={{ input: {} }}>{page}</AuthContext.Provider>;
  if (logic) page = <LogicProvider logic={logic}>{page}</LogicProvider>;
  if (locale === undefined) page = <LocaleRouter>{page}</LocaleRouter>;
  else if (locale !== null) page = <LocaleContext.Provider value={locale}>{page}</LocaleContext.Provider>;

  if (history === 'browser') {
    window.history.replaceState(null, '', path);
    return Object.assign(render(<>{page}</>), { user: userEvent.setup(options.user) });
  }
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {page}
    </Router>,
  );
  return Object.assign(view, { location, user: userEvent.setup(options.user) });
}

/**
 * The app's own HTML for a page whose words do not depend on the fleet (home, car types, brands, about, contact,
 * legal, category landing pages): rendered once per address by the renderer a production build makes beside the site
 * (vite.config.ts serverRenderer → <site>-ssr/entry-server.js), then kept: it changes only with a new build. The
 * browser hydrates it. Without a renderer (a site built another way) pages go out as the empty shell, as before.
 * The renderer also carries the words of every page's head (`pageHeads`, domain/page-heads.ts; render/head.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { PAGE_DATA_ID, type PageData } from '../../domain/page-data';
import type { PageHeads } from '../../domain/page-heads';
import { scriptJson } from './head';
import { rendererDir } from './renderer-dir';

export type RenderApp = (url: string, pageData?: PageData | null) => Promise<string>;

/**
 * What the built renderer exports (src/entry-server.tsx): the app's HTML for a page, and the words of every page's
 * head. A stand-in may have either (tests: server/render/site-fixture.ts).
 */
export interface Renderer {
  renderApp?: RenderApp;
  pageHeads?: PageHeads;
}

const ROOT = '<div id="root"></div>';

/** The page's data as a JSON block (never run: the CSP allows no inline script) for the browser's machines to start from. */
const dataBlock = (data: PageData) => `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;

/**
 * `html` with its data block naming `to` instead of `from`: a kept page sent for another spelling of its address (the
 * browser keeps the data only for the address it is at, src/actors/page-data-context.tsx). The block starts with the
 * address (PageData's first key, as page-data.ts writes it).
 */
export function withDataUrl(html: string, from: string, to: string): string {
  const start = (url: string) => dataBlock({ url }).replace(/}<\/script>$/, '');
  return html.replace(start(from), () => start(to));
}

/**
 * Loads the built renderer on first use; `given` stands for it (a test's renderer made from the source, with no build).
 */
export function appHtml(siteDir: string, log: Pick<Logger, 'error'>, given?: Renderer) {
  let renderer: Promise<Renderer | null> | null = given ? Promise.resolve(given) : null;
  const pages = new Map<string, Promise<string | null>>();

  const load = (): Promise<Renderer | null> => {
    const file = join(rendererDir(siteDir), 'entry-server.js');
    if (!existsSync(file)) return Promise.resolve(null);
    return import(pathToFileURL(file).href) as Promise<Renderer>;
  };

  /** The page's HTML for inside #root, or null (no renderer, or it failed: the shell still works). */
  function render(url: string, data: PageData | null): Promise<string | null> {
    renderer ??= load();
    return renderer
      .then((module) => (module?.renderApp ? module.renderApp(url, data) : null))
      .catch((error: unknown) => {
        log.error({ err: error, url }, 'server render failed: the page goes out as the empty shell');
        return null;
      });
  }

  /** A page without fleet data changes only with a new build: rendered once per address. */
  function cached(path: string): Promise<string | null> {
    let page = pages.get(path);
    if (!page) {
      page = render(path, null).then((html) => {
        if (html === null) pages.delete(path);
        return html;
      });
      pages.set(path, page);
    }
    return page;
  }

  return {
    /** The words of every page's head, from the renderer; null when there is none (or it cannot be loaded). */
    heads(): Promise<PageHeads | null> {
      renderer ??= load();
      return renderer.then(
        (module) => module?.pageHeads ?? null,
        () => null,
      );
    },
    /**
     * The shell with the page rendered into its root: a page drawn from the fleet (`data`) is rendered for each call
     * and carries its data as a JSON block. `rendered` is false when the shell goes out empty (no renderer, or it failed).
     */
    async fill(shell: string, url: string, data: PageData | null = null): Promise<{ html: string; rendered: boolean }> {
      const app = await (data ? render(url, data) : cached(url));
      if (!app || !shell.includes(ROOT)) return { html: shell, rendered: false };
      return { html: shell.replace(ROOT, () => `<div id="root">${app}</div>${data ? dataBlock(data) : ''}`), rendered: true };
    },
  };
}

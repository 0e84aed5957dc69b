/**
 * The app's own HTML for a page whose words do not depend on the fleet (home, car types, brands, about, contact,
 * legal, category landing pages): rendered once per address by the renderer a production build makes beside the site
 * (vite.config.ts serverRenderer → <site>-ssr/entry-server.js), then kept: it changes only with a new build. The
 * browser hydrates it. Without a renderer (a site built another way) pages go out as the empty shell, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

export type RenderApp = (path: string) => Promise<string>;

const ROOT = '<div id="root"></div>';

export function rendererDir(siteDir: string): string {
  return `${siteDir.replace(/[\\/]+$/, '')}-ssr`;
}

/** Loads the built renderer on first use. */
export function appHtml(siteDir: string, log: Pick<Logger, 'error'>) {
  let renderer: Promise<RenderApp | null> | null = null;
  const pages = new Map<string, Promise<string | null>>();

  const load = (): Promise<RenderApp | null> => {
    const file = join(rendererDir(siteDir), 'entry-server.js');
    if (!existsSync(file)) return Promise.resolve(null);
    return import(pathToFileURL(file).href).then((module: { renderApp: RenderApp }) => module.renderApp);
  };

  /** The page's HTML for inside #root, or null (no renderer, or it failed: the shell still works). */
  function forPath(path: string): Promise<string | null> {
    let page = pages.get(path);
    if (!page) {
      renderer ??= load();
      page = renderer
        .then((renderApp) => (renderApp ? renderApp(path) : null))
        .catch((error: unknown) => {
          log.error({ err: error, path }, 'server render failed: the page goes out as the empty shell');
          pages.delete(path);
          return null;
        });
      pages.set(path, page);
    }
    return page;
  }

  return {
    /** The shell with the page rendered into its root. */
    async fill(shell: string, path: string): Promise<string> {
      const app = await forPath(path);
      return app && shell.includes(ROOT) ? shell.replace(ROOT, `<div id="root">${app}</div>`) : shell;
    },
  };
}

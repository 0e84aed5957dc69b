/**
 * The app rendered to HTML on the product server (server/render/app-html.ts): the page of an address as the browser's
 * first render shows it, with the start-up loader on top and every lazy page's code waited for. The browser hydrates
 * it (src/boot.tsx) instead of painting from an empty root. Built by Vite into <site>-ssr/entry-server.js.
 * It also hands the server every page's head words (`pageHeads`, domain/page-heads.ts): the server never imports the app.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import type { PageData } from '../domain/page-data';
import { LOCALES } from '../domain/locale';
import { loadLanguage } from './i18n/catalogue';

export { pageHeads } from './app/server-heads';

/** The page at `url` (path and query), drawn from the fleet data the server read for it, if any. */
export async function renderApp(url: string, pageData: PageData | null = null): Promise<string> {
  const [path = '/', search = ''] = url.split('?', 2);
  // The start-up code's words, in both languages (a page's own suspend its render until they are loaded).
  await Promise.all(LOCALES.map(loadLanguage));
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path} ssrSearch={search}>
      <App pageData={pageData} />
    </Router>,
    // Every boundary inline, whatever its size: React otherwise moves a large one to the end with an inline script
    // to put it in place, which the site's CSP (no inline script) blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

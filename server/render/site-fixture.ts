/**
 * For tests of the server-rendered pages: a built site in a test server's SITE_DIR (a bare shell) with a stand-in
 * renderer beside it, where a production build puts the real one, and readers of what a page carries.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { PAGE_DATA_ID, type PageData } from '../../domain/page-data';
import { rendererDir } from './renderer-dir';

export const SHELL = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** Names the address it rendered and counts its calls: '<h1>/cars #3</h1>' is the third render of the process. */
export const COUNTING_RENDERER = `let calls = 0;\nexport async function renderApp(url) { calls += 1; return '<h1>' + url + ' #' + calls + '</h1>'; }\n`;

export async function writeSite(siteDir: string, renderer?: string): Promise<void> {
  await mkdir(siteDir, { recursive: true });
  await writeFile(join(siteDir, 'index.html'), SHELL);
  if (renderer) {
    await mkdir(rendererDir(siteDir), { recursive: true });
    await writeFile(join(rendererDir(siteDir), 'entry-server.js'), renderer);
  }
}

/** What the renderer put in #root ('' for the bare shell). */
export const rootOfHtml = (html: string): string | null =>
  /<div id="root">([\s\S]*?)<\/div>(?:<script[^>]*>[\s\S]*?<\/script>)?<\/body>/.exec(html)?.[1] ?? null;

/** The page's data block, as the browser reads it; null when it has none. */
export function dataOfHtml(html: string): PageData | null {
  const doc = new Window().document;
  doc.write(html);
  const block = doc.getElementById(PAGE_DATA_ID);
  return block ? (JSON.parse(block.textContent ?? '') as PageData) : null;
}

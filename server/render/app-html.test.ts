/**
 * Pages whose words are all in the build arrive rendered: the server puts the renderer's HTML in #root (here a
 * stand-in renderer beside the site, where a production build puts the real one), once per address; the fleet's
 * pages, unknown addresses and the portal go out as the shell. Without a renderer, or when it fails, the shell works.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing';
import { rendererDir } from './app-html';

const SHELL = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
/** Names the address it rendered and counts its calls. */
const COUNTING = `let calls = 0;\nexport async function renderApp(path) { calls += 1; return '<h1>' + path + ' #' + calls + '</h1>'; }\n`;

let server: TestServer;
// Each test starts its own server (each loads its renderer once); the first one also makes the seeded template.
beforeAll(async () => (await createTestServer()).close(), 60_000);
afterEach(async () => server?.close());

async function withSite(renderer?: string): Promise<TestServer> {
  server = await createTestServer();
  const dir = server.config.siteDir;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), SHELL);
  if (renderer) {
    await mkdir(rendererDir(dir), { recursive: true });
    await writeFile(join(rendererDir(dir), 'entry-server.js'), renderer);
  }
  return server;
}

const rootOf = async (res: Response) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(await res.text())?.[1] ?? null;

it('fills #root for the home, car types, brands, about, contact, legal and category pages, once per address', async () => {
  const s = await withSite(COUNTING);
  expect(await rootOf(await s.request('/luxury'))).toBe('<h1>/luxury #1</h1>');
  expect(await rootOf(await s.request('/luxury/'))).toBe('<h1>/luxury #1</h1>');
  let calls = 1;
  for (const path of ['/', '/brands', '/contact', '/privacy', '/suv']) {
    calls += 1;
    expect(await rootOf(await s.request(path)), path).toBe(`<h1>${path} #${calls}</h1>`);
  }
});

it('leaves the fleet pages, the portal and unknown addresses to the browser', async () => {
  const s = await withSite(COUNTING);
  const { data } = (await (await s.request('/api/cars?limit=1')).json()) as { data: Array<{ _id: string }> };
  for (const path of ['/cars', `/cars/${data[0]!._id}`, '/admin/login', '/no-such-page', '/unauth']) {
    expect(await rootOf(await s.request(path)), path).toBe('');
  }
});

it('sends the shell when there is no renderer', async () => {
  const s = await withSite();
  const res = await s.request('/about');
  expect(res.status).toBe(200);
  expect(await rootOf(res)).toBe('');
});

it('sends the shell when the renderer fails, and tries again next time', async () => {
  const s = await withSite(`let calls = 0;\nexport async function renderApp() { calls += 1; if (calls === 1) throw new Error('boom'); return '<p>ok</p>'; }\n`);
  const failed = await s.request('/terms');
  expect(failed.status).toBe(200);
  expect(await rootOf(failed)).toBe('');
  expect(await rootOf(await s.request('/terms'))).toBe('<p>ok</p>');
});

#!/usr/bin/env node
// `npm start`: the product. Builds the site when the last build is missing, is not a production build for this
// server (a demo build, or one pointed at another API), or is older than its sources; then runs the product server
// (server/main.ts) in this terminal, passing Ctrl-C / SIGTERM on so it shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const SOURCES = ['src', 'domain', 'api', 'machines', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json', '.env.production'];

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function whyBuild() {
  const infoFile = join(siteDir, 'build-info.json');
  let info;
  try {
    info = JSON.parse(readFileSync(infoFile, 'utf8'));
  } catch {
    return 'no build yet';
  }
  if (info.mode !== 'production' || info.apiUrl) return `the last build is a ${info.mode} build${info.apiUrl ? ` for ${info.apiUrl}` : ''}`;
  // server/render/renderer-dir.ts: the renderer sits beside the site, in <site>-ssr/.
  if (!existsSync(join(`${siteDir.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js'))) return 'the server renderer is missing';
  const builtAt = statSync(infoFile).mtimeMs;
  if (SOURCES.some((source) => newestMtime(join(root, source)) > builtAt)) return 'sources changed since the last build';
  return null;
}

const reason = process.env.SKIP_BUILD === '1' ? null : whyBuild();
if (reason) {
  console.log(`Building the site (${reason})…`);
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', siteDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: '' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SITE_DIR: siteDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What src/boot.tsx imports to start the app: everything these import statically is needed before the page hydrates. */
const START_SOURCES = ['src/app/app.tsx', 'src/actors/page-data-context.tsx'];
const START_PACKAGES = ['react-dom/client'];
const REACT = /[\\/]node_modules[\\/]react[\\/]/;
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/;
/** The package a module belongs to, or null for the app's own source. */
const packageOf = (id: string) => PACKAGE.exec(id)?.[1] ?? null;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** An Arabic copy module (`x.ar.ts`) and an English one (the twin of an Arabic module beside it). */
const ARABIC = /\.ar\.tsx?$/;
const isEnglishCopy = (id: string) => /\.tsx?$/.test(id) && ['.ar.ts', '.ar.tsx'].some((ext) => existsSync(id.replace(/\.tsx?$/, ext)));

/**
 * The start-up code in a few chunks instead of the three dozen small shared chunks automatic splitting makes of it:
 * React (what src/boot.tsx itself needs), React DOM, and the app. Each chunk costs the browser a request and Vite's
 * loader a `<link rel="modulepreload">` inserted while the page hydrates (~50 ms of main thread on a slow phone for 35
 * of them). Keeping React DOM and the app apart from boot.tsx and from each other lets boot.tsx run them in tasks of
 * their own (one module graph runs in one task: together they were one ~100 ms task on a slow phone). Route chunks
 * import from these. The words the start-up code speaks are one chunk per language (`words-en`, `words-ar`), of which a
 * page loads its own. The server renderer's build keeps the default.
 */
export function startChunks(): Plugin {
  let roots: string[] = [];
  let start: Set<string> | null = null;
  const inStart = (id: string, graph: ModuleGraph) => {
    if (!start) {
      start = new Set();
      const queue = [...roots];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const info = start.has(next) ? null : graph.getModuleInfo(next);
        if (!info) continue;
        start.add(next);
        // A package's own modules come along; another package it imports does not: a barrel (Ark UI's locale
        // provider re-exports its date formatter) would otherwise pull what only a lazy route uses (the date
        // picker's calendar) into the start. What the start really uses of it lands in a shared chunk.
        const from = packageOf(next);
        queue.push(...info.importedIds.filter((id) => from === null || packageOf(id) === from));
      }
    }
    return start.has(id);
  };
  const startWords = (id: string, graph: ModuleGraph) => {
    if (inStart(id, graph)) return null;
    const loadedByStart = graph.getModuleInfo(id)?.dynamicImporters.some((importer) => inStart(importer, graph));
    if (!loadedByStart) return null;
    return ARABIC.test(id) ? 'words-ar' : isEnglishCopy(id) ? 'words-en' : null;
  };
  return {
    name: 'start-chunks',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      const fromRoot = createRequire(join(config.root, 'package.json'));
      roots = [...START_SOURCES.map((source) => join(config.root, source)), ...START_PACKAGES.map((name) => fromRoot.resolve(name))];
    },
    buildStart() {
      start = null;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Vite's and Rolldown's helpers (virtual modules), shared with the entry: inside the start chunk they
                // would make the entry import it before the first paint.
                { name: 'helpers', test: /^\0/, priority: 4 },
                // React itself (3 kB), which boot.tsx needs: React DOM and the app then load, and run, in tasks of their own.
                { name: 'react', test: REACT, priority: 3 },
                { name: (id, graph) => (REACT_DOM.test(id) && inStart(id, graph) ? 'react-dom' : null), priority: 2, debugName: 'react-dom' },
                { name: (id, graph) => (inStart(id, graph) ? 'start' : null), priority: 1, debugName: 'start' },
                // The words the start-up code speaks (src/i18n/catalogue.ts): one chunk per language, loaded before the
                // page hydrates, instead of a request per copy module.
                { name: (id, graph) => startWords(id, graph), priority: 1, debugName: 'words' },
              ],
            },
          },
        },
      },
    }),
  };
}

import { build, defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { rendererDir } from './server/render/renderer-dir.ts';
import { publicStylesheet } from './scripts/vite/public-stylesheet.ts';
import { startChunks } from './scripts/vite/start-chunks.ts';
import { PRELOADED_FONTS, isFontFile } from './domain/preloaded-fonts.ts';

/** build-info.json beside the build: which mode and API it was made for (scripts/start.mjs rebuilds a wrong one). */
function buildInfo(): Plugin {
  let mode = 'production';
  return {
    name: 'build-info',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    generateBundle(options) {
      if (options.format !== 'es' || this.environment?.config.build.ssr) return;
      const apiUrl = process.env.VITE_API_URL ?? '';
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ mode, apiUrl }, null, 2)}\n` });
    },
  };
}

/**
 * A production build also makes the server renderer of the product server: src/entry-server.tsx built for Node into
 * <outDir>-ssr (server/render/app-html.ts loads it). The demo build has no server, so it has none.
 */
function serverRenderer(): Plugin {
  let outDir = 'dist';
  let configFile: string | undefined;
  let skip = true;
  return {
    name: 'server-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      configFile = config.configFile;
      skip = Boolean(config.build.ssr) || config.mode !== 'production';
    },
    async closeBundle() {
      if (skip) return;
      await build({
        configFile,
        mode: 'production',
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: rendererDir(outDir), emptyOutDir: true, copyPublicDir: false },
      });
    },
  };
}


/** `<link rel="preload" as="font">` in index.html for PRELOADED_FONTS, by their hashed names in the build. */
function fontPreloads(): Plugin {
  return {
    name: 'font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => isFontFile(file, PRELOADED_FONTS));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const TEST_FILES = '{src,api,machines,mocks,tests,server,domain,scripts}/**/*.test.{ts,tsx}';
/** The contract suite and the server's own *.postgres.test.ts on a real PostgreSQL server (tests/contract/postgres.ts). */
const POSTGRES_TESTS = '{tests/contract/postgres.contract.test.ts,server/**/*.postgres.test.ts}';

// Modes: `development` (npm start) and `demo` (npm run build:demo) run the in-browser mock backend;
// `production` (npm run build) talks to VITE_API_URL and contains no msw or faker code.
export default defineConfig({
  plugins: [react(), buildInfo(), serverRenderer(), fontPreloads(), startChunks(), publicStylesheet()],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    // A font is always a file of the site: the CSP allows fonts from 'self' only, never an inlined data: URL (the
    // language switch's 4 kB Arabic face would otherwise be inlined).
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
  test: {
    setupFiles: ['tests/setup/vitest.setup.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'unit', include: [TEST_FILES], exclude: [...configDefaults.exclude, POSTGRES_TESTS] } },
      // A throwaway PostgreSQL cluster (or TEST_DATABASE_URL), started only when a file of this project runs.
      { extends: true, test: { name: 'postgres', include: [POSTGRES_TESTS], globalSetup: ['tests/contract/postgres.setup.ts'] } },
    ],
  },
});

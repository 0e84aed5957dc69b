// Where the e2e runs and the bench serve the two builds. One module owns these numbers.
export const DEMO_PORT = 4173; // `npm run preview` of the demo build (in-browser mock backend)
export const REAL_PORT = 4174; // preview of the real-API build
export const MOCK_API_PORT = 8787; // `npx tsx mocks/server.ts`, the standalone mock backend
export const BENCH_DEMO_PORT = 4175; // the bench's own preview of the demo build (4173 stays free for e2e)
export const DEMO_OUT_DIR = 'dist';
export const REAL_OUT_DIR = 'dist-real';
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
export const REAL_URL = `http://localhost:${REAL_PORT}`;
/** VITE_API_URL baked into the real-API build. */
export const MOCK_API_URL = `http://localhost:${MOCK_API_PORT}`;

/**
 * Strings that only msw or faker code carries after minification (log prefix, worker file name, package
 * name, faker's docs links). Found in the demo build's mock chunk; must be absent from the real-API build.
 */
export const MOCK_CODE_MARKERS = Object.freeze(['[MSW]', 'mockServiceWorker', '@faker-js', 'fakerjs.dev']);

/** The product server (server/) serving its own production build, in the e2e suite's product run. */
export const PRODUCT_PORT = 4180;
export const PRODUCT_OUT_DIR = 'dist-product';
export const PRODUCT_URL = `http://localhost:${PRODUCT_PORT}`;
/** The bench's own product server (its own port and a throwaway database, so an e2e run can go on beside it). */
export const BENCH_PRODUCT_PORT = 4181;

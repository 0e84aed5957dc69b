// The bench's extension point: every measurement `npm run bench` runs, in order.
//
// A measurement is { name, description, run(ctx) => Promise<{ rows: Row[], details?: unknown }> }.
// - rows are printed in the table (see rows.mjs: row(section, name, value, unit, note) and na(section, name, reason));
//   numbers are reported, never asserted. Throwing is fine: the runner turns it into an 'n/a (reason)' row.
// - details go to bench/results/*.json under the measurement's name.
// - ctx (see ../bench.mjs):
//     ctx.targets.real / ctx.targets.demo  { url, dir, built, reason }: url is undefined (and reason says why) when
//                                          that build or its preview server is unavailable; built = dir holds this
//                                          run's build
//     ctx.apiUrl                           the standalone mock API (http://localhost:8787), ctx.apiReady boolean
//     ctx.newPage(options?)                a page in a fresh Playwright context (desktop 1366x800 unless options say otherwise)
//     ctx.waitForAppSettled(page)          waits for the start-up loader to go and the network to idle
//     ctx.chromiumPath                     Debian's Chromium (for tools that launch their own)
// `npm run bench -- --only=bundle,app-ready` runs a subset.
//
// Rows planned by later issues: time from /cars open to first card painted, detail page LCP, admin filtering
// of a 2,000-car fleet. Add each as a file in this folder and one entry below.
import { adminFilterMeasurement } from './admin-filter.mjs';
import { appReadyMeasurement } from './app-ready.mjs';
import { bundleMeasurement } from './bundle.mjs';
import { carsFirstCardMeasurement } from './cars-first-card.mjs';
import { detailLcpMeasurement } from './detail-lcp.mjs';
import { enquiriesMeasurement } from './enquiries.mjs';
import { instancesMeasurement } from './instances.mjs';
import { lighthouseMeasurement } from './lighthouse.mjs';
import { pagesMeasurement } from './pages.mjs';
import { serverMeasurement } from './server.mjs';

export const measurements = [bundleMeasurement, appReadyMeasurement, carsFirstCardMeasurement, detailLcpMeasurement, lighthouseMeasurement, adminFilterMeasurement, serverMeasurement, enquiriesMeasurement, pagesMeasurement, instancesMeasurement];

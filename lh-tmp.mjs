import lighthouse, { desktopConfig } from 'lighthouse';
import { launchDebuggableChromium } from './scripts/bench/lighthouse.mjs';
const base = process.env.BASE ?? 'http://localhost:8090';
const paths = (process.env.PATHS ?? '/').split(',');
const presets = (process.env.PRESETS ?? 'mobile').split(',');
const chromium = await launchDebuggableChromium('/usr/bin/chromium');
try {
  for (const preset of presets) for (const path of paths) {
    const r = await lighthouse(base + path, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','best-practices','seo'] }, preset === 'desktop' ? desktopConfig : undefined);
    const l = r.lhr; if (l.runtimeError) console.log('ERR', l.runtimeError.code, l.runtimeError.message, l.runWarnings);
    const a = (k) => l.audits[k]?.numericValue;
    console.log(preset, path, Object.entries(l.categories).map(([k, c]) => `${k} ${Math.round(c.score * 100)}`).join(' '), `LCP ${Math.round(a('largest-contentful-paint'))} FCP ${Math.round(a('first-contentful-paint'))} TBT ${Math.round(a('total-blocking-time'))} CLS ${a('cumulative-layout-shift')?.toFixed(3)} SI ${Math.round(a('speed-index'))}`);
    if (process.env.DETAIL) {
      const shifts = l.audits['layout-shifts']?.details?.items ?? [];
      console.log(JSON.stringify(shifts.slice(0, 4).map(s => ({ score: s.score, node: s.node?.snippet?.slice(0, 100) }))));
      for (const k of ['render-blocking-resources','unused-javascript','largest-contentful-paint-element','bootup-time','mainthread-work-breakdown']) { const d = l.audits[k]; if (d) console.log(k, d.displayValue ?? '', JSON.stringify((d.details?.items ?? []).slice(0,4)).slice(0,600)); }
    }
  }
} finally { await chromium.stop(); }

/**
 * Where a production build puts the product server's renderer: beside the site, in `<site>-ssr/` (vite.config.ts
 * builds it there, app-html.ts loads it from there; scripts/start.mjs, plain Node, checks the same place).
 */
export function rendererDir(siteDir: string): string {
  return `${siteDir.replace(/[\\/]+$/, '')}-ssr`;
}

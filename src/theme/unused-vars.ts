/**
 * Drops the custom property declarations no `var()` of the stylesheet reads (Panda declares one for every token of
 * its presets, used or not). Repeated until nothing changes, as a dropped declaration may have been the only reader
 * of another. The app's code reads no token variable itself: its styles go through Panda, which writes var() into
 * this stylesheet; variables set from code at run time (Zag's --x, a card's --dot) are not declared here.
 */
const DECLARATION = /(?<=^|[;{\s])--([A-Za-z0-9_-]+)\s*:[^;{}]*(;|(?=\}))/g;
const READ = /var\(\s*--([A-Za-z0-9_-]+)/g;

export function dropUnusedVars(css: string): string {
  let current = css;
  for (;;) {
    const read = new Set([...current.matchAll(READ)].map((m) => m[1]));
    const next = current.replace(DECLARATION, (whole, name: string) => (read.has(name) ? whole : ''));
    if (next === current) return next;
    current = next;
  }
}

/**
 * The faces a page's first paint writes with, fetched with its HTML (`<link rel="preload" as="font">`): every page's
 * Latin faces (written into index.html by the build, vite.config.ts), and an Arabic page's text face too (written by
 * the product server into the Arabic pages' head). Names are the files' in src/theme/fonts, before the build's hash.
 * A fact of the theme kept in the base layer because both the build and the server read it: the server finds the
 * hashed files among the built assets (server/routes/site.ts), so no build output names them.
 */
export const PRELOADED_FONTS = ['inter-400', 'cormorant-garamond-600'] as const;
export const ARABIC_PRELOADED_FONTS = ['ibm-plex-sans-arabic-400'] as const;

/** Whether a built file (`assets/inter-400-Ab12.woff2`) is one of `fonts`. */
export const isFontFile = (file: string, fonts: readonly string[]): boolean => {
  const name = file.split('/').pop() ?? '';
  return name.endsWith('.woff2') && fonts.some((font) => name.startsWith(`${font}-`));
};

import { defineConfig } from '@pandacss/dev';
import { theme, globalCss } from './src/theme';
import { dropUnusedVars } from './src/theme/unused-vars';

/** preset-panda's colour scales: the house palette (src/theme) never uses them, so their variables stay out of the CSS. */
const UNUSED_PALETTES = [
  'rose', 'pink', 'fuchsia', 'purple', 'violet', 'indigo', 'blue', 'sky', 'cyan', 'teal', 'emerald', 'green', 'lime',
  'yellow', 'amber', 'orange', 'red', 'neutral', 'stone', 'zinc', 'gray', 'slate',
];

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  globalCss,
  theme: { extend: theme },
  conditions: { extend: { reducedMotion: '@media (prefers-reduced-motion: reduce)' } },
  hooks: {
    'preset:resolved': ({ name, preset, utils }) =>
      name === '@pandacss/preset-panda' ? (utils.omit(preset, UNUSED_PALETTES.map((palette) => `theme.tokens.colors.${palette}`)) as typeof preset) : preset,
    // The whole stylesheet: a token variable nothing reads is dropped (see src/theme/unused-vars.ts).
    'cssgen:done': ({ artifact, content }) => (artifact === 'styles.css' ? dropUnusedVars(content) : content),
  },
});

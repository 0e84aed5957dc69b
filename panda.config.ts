import { defineConfig } from '@pandacss/dev';
import { theme, globalCss } from './src/theme';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  globalCss,
  theme: { extend: theme },
  conditions: { extend: { reducedMotion: '@media (prefers-reduced-motion: reduce)' } },
});

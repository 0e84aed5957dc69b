import { defineGlobalStyles, defineTokens, defineSemanticTokens, defineTextStyles } from '@pandacss/dev';

/** The house palette: near-black surfaces, warm gold accent, white and soft-grey text (DESIGN.md §5). */
const tokens = defineTokens({
  colors: {
    ink: { 950: { value: '#07070a' }, 900: { value: '#0d0d12' }, 850: { value: '#13131a' }, 800: { value: '#1a1a23' }, 700: { value: '#26262f' }, 600: { value: '#3a3a45' } },
    gold: { 300: { value: '#ecd7a4' }, 400: { value: '#dcc080' }, 500: { value: '#c9a55c' }, 600: { value: '#a8853f' }, 700: { value: '#7d6230' } },
    mist: { 50: { value: '#f7f5f0' }, 200: { value: '#d9d6cf' }, 300: { value: '#b9b5ad' }, 400: { value: '#9a968e' } },
    status: {
      green: { value: '#3ecf8e' },
      red: { value: '#f26b6b' },
      yellow: { value: '#f2c94c' },
      grey: { value: '#9a9aa5' },
    },
  },
  fonts: {
    display: { value: "'Cormorant Garamond', 'Times New Roman', serif" },
    body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
  },
  radii: { card: { value: '14px' }, pill: { value: '999px' } },
  easings: { luxe: { value: 'cubic-bezier(0.22, 1, 0.36, 1)' } },
});

const semanticTokens = defineSemanticTokens({
  colors: {
    bg: { value: '{colors.ink.950}' },
    surface: { value: '{colors.ink.900}' },
    raised: { value: '{colors.ink.850}' },
    line: { value: 'rgba(255,255,255,0.09)' },
    text: { value: '{colors.mist.50}' },
    muted: { value: '{colors.mist.300}' },
    accent: { value: '{colors.gold.500}' },
    accentHover: { value: '{colors.gold.400}' },
    danger: { value: '{colors.status.red}' },
  },
});

const textStyles = defineTextStyles({
  display: { value: { fontFamily: 'display', fontWeight: '600', lineHeight: '1.05', letterSpacing: '-0.01em' } },
  eyebrow: { value: { fontFamily: 'body', fontSize: 'xs', fontWeight: '600', letterSpacing: '0.24em', textTransform: 'uppercase' } },
});

export const theme = { tokens, semanticTokens, textStyles };

export const globalCss = defineGlobalStyles({
  'html, body': { bg: 'bg', color: 'text', fontFamily: 'body', WebkitFontSmoothing: 'antialiased' },
  html: { scrollBehavior: 'smooth', _reducedMotion: { scrollBehavior: 'auto' } },
  '::selection': { bg: 'gold.500', color: 'ink.950' },
  ':focus-visible': { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  'h1, h2, h3': { fontFamily: 'display' },
});

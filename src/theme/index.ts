import { defineGlobalStyles, defineLayerStyles, defineTokens, defineSemanticTokens, defineTextStyles } from '@pandacss/dev';

/** The house palette: near-black surfaces, warm gold accent, white and soft-grey text (DESIGN.md §5). */
const tokens = defineTokens({
  colors: {
    ink: { 950: { value: '#07070a' }, 900: { value: '#0d0d12' }, 850: { value: '#13131a' }, 800: { value: '#1a1a23' }, 700: { value: '#26262f' }, 600: { value: '#3a3a45' } },
    gold: { 300: { value: '#ecd7a4' }, 400: { value: '#dcc080' }, 500: { value: '#c9a55c' }, 600: { value: '#a8853f' }, 700: { value: '#7d6230' } },
    mist: { 50: { value: '#f7f5f0' }, 200: { value: '#d9d6cf' }, 300: { value: '#b9b5ad' }, 400: { value: '#9a968e' } },
    status: {
      green: { value: '#3ecf8e' },
      greenPale: { value: '#9ff0c9' },
      red: { value: '#f26b6b' },
      redBright: { value: '#ff8585' },
      redPale: { value: '#ffb4b4' },
      yellow: { value: '#f2c94c' },
      grey: { value: '#9a9aa5' },
    },
    /** WhatsApp's brand green (its buttons and links are recognised by it). */
    whatsapp: { 500: { value: '#25d366' }, 400: { value: '#3be07a' } },
    // white and black come from preset-panda; the semantic tokens below take them with an alpha (`{colors.white/6}`).
  },
  fonts: {
    display: { value: "'Cormorant Garamond', 'Times New Roman', serif" },
    body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
    /**
     * Arabic text (`:lang(ar)`, globalCss below) writes with these instead: the Arabic face first (src/theme/fonts.css
     * gives it the Arabic letters only), so Latin words, digits and signs in it fall back to Cormorant or Inter.
     */
    displayArabic: { value: "'Amiri', 'Cormorant Garamond', 'Times New Roman', serif" },
    bodyArabic: { value: "'IBM Plex Sans Arabic', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
    /** The language switch's 'العربية' on an English page: a face of just its letters, a few kB instead of the whole. */
    arabicLabel: { value: "'IBM Plex Sans Arabic Label', 'IBM Plex Sans Arabic', 'Inter', system-ui, sans-serif" },
  },
  radii: { card: { value: '14px' }, pill: { value: '999px' } },
  easings: { luxe: { value: 'cubic-bezier(0.22, 1, 0.36, 1)' } },
});

/**
 * Colours and surfaces by role. Features and components use only these (and the palette above); raw colours live in
 * this file alone (lint: no-restricted-syntax in eslint.config.js). Alphas are Panda's opacity modifier
 * (`{colors.gold.500/35}` = rgba(201,165,92,.35), emitted as color-mix). Steps the eye cannot tell apart were merged.
 */
const semanticTokens = defineSemanticTokens({
  colors: {
    bg: { value: '{colors.ink.950}' },
    surface: { value: '{colors.ink.900}' },
    raised: { value: '{colors.ink.850}' },
    text: { value: '{colors.mist.50}' },
    muted: { value: '{colors.mist.300}' },
    /** Hairlines and borders on dark surfaces. */
    line: {
      DEFAULT: { value: '{colors.white/9}' },
      /** Inputs, outlined controls, panel edges over photos, dividers that must read. */
      strong: { value: '{colors.white/16}' },
      /** An input's border under the pointer. */
      hover: { value: '{colors.white/26}' },
    },
    /** White veils on dark: fills of ghost controls, chips, tracks, map grids. */
    glass: {
      /** Barely-there fill: chips, toggles, nav hover, map grid lines. */
      faint: { value: '{colors.white/4}' },
      /** Ghost control / search field / progress track. */
      soft: { value: '{colors.white/6}' },
      /** Focused field, hovered close button, decorative numerals. */
      medium: { value: '{colors.white/9}' },
      /** Hovered ghost control, splash progress track. */
      strong: { value: '{colors.white/12}' },
    },
    /** The gold accent and its tints. */
    accent: {
      DEFAULT: { value: '{colors.gold.500}' },
      hover: { value: '{colors.gold.400}' },
      /** Faint tint: tinted cards, the tail of gold gradients. */
      faint: { value: '{colors.gold.500/5}' },
      /** Quiet tint: icon discs, toggled-on controls, drop targets, backdrop glows. */
      subtle: { value: '{colors.gold.500/8}' },
      /** Hover / active / selected / checked fills, page glows. */
      soft: { value: '{colors.gold.500/12}' },
      /** Hero glows, selected option, gradient heads. */
      muted: { value: '{colors.gold.500/18}' },
      /** Light halo around the logo or a map pin. */
      glow: { value: '{colors.gold.500/25}' },
      /** Gold borders. */
      line: {
        DEFAULT: { value: '{colors.gold.500/35}' },
        subtle: { value: '{colors.gold.500/25}' },
        /** Icon rings, hovered gold-edged cards, link underlines. */
        strong: { value: '{colors.gold.500/45}' },
      },
    },
    /** Modal and drawer backdrops. */
    scrim: { value: '{colors.black/65}' },
    /** Ink overlays on photos and over content: gradients, chips, arrows, sticky bars. */
    veil: {
      light: { value: '{colors.ink.950/20}' },
      /** Chips over photos, the middle of photo gradients. */
      medium: { value: '{colors.ink.950/55}' },
      /** Gallery arrows and counters, upload overlays, the dark ends of photo gradients. */
      heavy: { value: '{colors.ink.950/72}' },
      /** Badges and panels over photos, the admin top bar. */
      dense: { value: '{colors.ink.950/85}' },
      /** The scrolled site header, the foot of the login photo. */
      solid: { value: '{colors.ink.950/95}' },
    },
    /** Status tones: DEFAULT (dot, icon, solid button), soft (tinted fill), line (tinted border), text (on soft). */
    danger: {
      DEFAULT: { value: '{colors.status.red}' },
      hover: { value: '{colors.status.redBright}' },
      soft: { value: '{colors.status.red/10}' },
      line: { value: '{colors.status.red/40}' },
      text: { value: '{colors.status.redPale}' },
    },
    success: {
      DEFAULT: { value: '{colors.status.green}' },
      soft: { value: '{colors.status.green/10}' },
      line: { value: '{colors.status.green/40}' },
      text: { value: '{colors.status.greenPale}' },
      /** The halo of the "open now" dot. */
      glow: { value: '{colors.status.green/18}' },
    },
    warning: {
      DEFAULT: { value: '{colors.status.yellow}' },
      soft: { value: '{colors.status.yellow/10}' },
      line: { value: '{colors.status.yellow/40}' },
    },
    neutral: {
      DEFAULT: { value: '{colors.status.grey}' },
      soft: { value: '{colors.status.grey/10}' },
      line: { value: '{colors.status.grey/40}' },
    },
    whatsapp: {
      DEFAULT: { value: '{colors.whatsapp.500}' },
      hover: { value: '{colors.whatsapp.400}' },
      /** WhatsApp green for an icon or text on a dark surface. */
      text: { value: '{colors.whatsapp.400}' },
      line: { value: '{colors.whatsapp.500/50}' },
    },
  },
  shadows: {
    /** A card standing off the page. */
    card: { value: '0 20px 50px {colors.black/45}' },
    /** A shadow pooling under a panel or a photo stage (negative spread). */
    drop: { value: '0 30px 60px -30px {colors.black/80}' },
    /** Floating round buttons; `lift.hover` when they rise. */
    lift: {
      DEFAULT: { value: '0 10px 30px {colors.black/45}' },
      hover: { value: '0 14px 34px {colors.black/55}' },
    },
    /** Gold glow under a hovered card or tile. */
    glow: { value: '0 24px 48px -24px {colors.gold.500/35}' },
    /** Menus, toasts, suggestion lists. */
    popover: { value: '0 18px 50px {colors.black/55}' },
    /** Dialogs, the brands mega-menu, the login panel. */
    dialog: { value: '0 30px 80px {colors.black/60}' },
    /** Side sheets: `drawer.start` for a sheet on the left edge, `drawer.end` on the right (the drawer recipe swaps them in RTL). */
    drawer: {
      start: { value: '30px 0 80px {colors.black/50}' },
      end: { value: '-30px 0 80px {colors.black/50}' },
    },
    /** Focus ring of text fields. */
    focusRing: { value: '0 0 0 3px {colors.gold.500/35}' },
  },
});

const textStyles = defineTextStyles({
  // The serif face wherever it is used. Cormorant's default figures are old-style ('11' reads 'ıı'): here its lining,
  // tabular ones (the font subset keeps both features: src/theme/fonts.test.ts).
  serif: { value: { fontFamily: 'display', fontVariantNumeric: 'lining-nums tabular-nums' } },
  display: { value: { fontFamily: 'display', fontVariantNumeric: 'lining-nums tabular-nums', fontWeight: '600', lineHeight: '1.05', letterSpacing: '-0.01em' } },
  eyebrow: { value: { fontFamily: 'body', fontSize: 'xs', fontWeight: '600', letterSpacing: '0.24em', textTransform: 'uppercase' } },
  /** The small gold call to action at the foot of a tile ('View collection →'). */
  cue: { value: { fontSize: 'xs', fontWeight: '600', letterSpacing: '0.16em', textTransform: 'uppercase' } },
});

/** A card edge: a line around rounded corners. Border before its colour: the shorthand would reset it. */
const cardEdge = (borderColor: string) => ({ border: '1px solid', borderColor, borderRadius: 'card' });
const hairlineFrame = cardEdge('line');

/**
 * Surfaces the views share (`layerStyle: 'panel'`): one place for each look. Each expands to exactly these
 * declarations; a view's own properties win over them (Panda's compositions layer sits under its utilities).
 */
const layerStyles = defineLayerStyles({
  /** The hairline card edge; the fill is the view's. */
  frame: { value: hairlineFrame },
  /** A card raised off the page: the hairline card edge on the raised colour (cars, tiles, toasts). */
  raisedCard: { value: { background: 'raised', ...hairlineFrame } },
  /** A panel on the page: the hairline card edge on the surface colour. */
  panel: { value: { background: 'surface', ...hairlineFrame } },
  /** A raised card floating over the page: dialogs, the brands menu. */
  floating: { value: { background: 'raised', ...hairlineFrame, boxShadow: 'dialog' } },
  /** The shape of a card still to come (featured and related cars while they load). */
  ghostCard: {
    value: { aspectRatio: '4 / 5', ...hairlineFrame, background: 'linear-gradient(160deg, {colors.ink.800}, {colors.ink.950})' },
  },
  /** A gold card edge: hero bands, callouts, a card over the map. */
  goldFrame: { value: cardEdge('accent.line') },
  /** A soft gold card edge: the quote card, the empty shortlist. */
  softGoldFrame: { value: cardEdge('accent.line.subtle') },
  /** A panel faintly tinted gold, its edge a soft gold: notes and perks set apart from the page. */
  tintedPanel: { value: { background: 'accent.faint', ...cardEdge('accent.line.subtle') } },
  /** A round gold-edged mark around an icon. */
  goldRing: { value: { border: '1px solid', borderColor: 'accent.line.strong', borderRadius: 'pill', color: 'gold.400' } },
  /** The outline of a round or pill control on the dark: a hairline that reads (its hover colour is the view's). */
  pillOutline: { value: { border: '1px solid', borderColor: 'line.strong', borderRadius: 'pill' } },
  /** A row of a list divided by hairlines; the last row has none. */
  listRow: { value: { borderBottom: '1px solid {colors.line}', _last: { borderBottom: 'none' } } },
  /** A gold bar, dark at the inline start and bright at the tip, whichever way the line runs. */
  goldBar: {
    value: {
      background: 'linear-gradient(90deg, {colors.gold.700}, {colors.gold.400})',
      _rtl: { background: 'linear-gradient(270deg, {colors.gold.700}, {colors.gold.400})' },
    },
  },
});

export const theme = { tokens, semanticTokens, textStyles, layerStyles };

export const globalCss = defineGlobalStyles({
  // Every number in lining figures. Tabular ones come with the serif (text styles serif and display); Inter's tabular
  // set would also widen the hyphens and stops of running text.
  'html, body': { bg: 'bg', color: 'text', fontFamily: 'body', fontVariantNumeric: 'lining-nums', WebkitFontSmoothing: 'antialiased' },
  html: { scrollBehavior: 'smooth', _reducedMotion: { scrollBehavior: 'auto' } },
  '::selection': { bg: 'gold.500', color: 'ink.950' },
  ':focus-visible': { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  'h1, h2, h3': { textStyle: 'serif' },
  // Arabic text (an Arabic page, or the language switch's 'العربية' on an English one): the Arabic faces head both
  // stacks, and its lines are a little taller. Letter-spacing and italics, which break joined letters: src/index.css.
  ':lang(ar)': { '--fonts-body': '{fonts.bodyArabic}', '--fonts-display': '{fonts.displayArabic}' },
  'html:lang(ar)': { lineHeight: '1.65' },
  '[lang]:lang(ar)': { fontFamily: 'body' },
  'html:not(:lang(ar)) [hreflang|="ar"]:lang(ar)': { '--fonts-body': '{fonts.arabicLabel}' },
});

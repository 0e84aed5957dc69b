// Flat config (ESLint 10). `npm run lint` = `eslint . --max-warnings=0`.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];

// The layers (docs/architecture.md): domain ← api ← machines ← src; the server and the mock backend stand on domain.
// Nothing below src/ imports it, tests included; the one exception is a server test that takes src/entry-server.tsx
// as the renderer a build would produce (server/render/render.test.ts). Specifiers are matched as written.
const LAYER = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const srcBan = { regex: LAYER(['src']), message: 'The app (src/) stands on this layer, not the other way round: move what both need to domain/.' };
const srcBanButRenderer = {
  regex: '^(\\.\\./)+src(/(?!entry-server(\\.tsx)?$)|$)',
  message: 'A server test reads the app only through src/entry-server.tsx, the renderer a build would produce.',
};
const domainBans = [
  srcBan,
  { regex: LAYER(['api', 'machines', 'server', 'mocks']), message: 'domain/ is the base layer: it imports no other layer.' },
];
const apiBans = (tests) => [
  srcBan,
  // Its tests may drive the clients against the mock backend, as machine tests do.
  { regex: LAYER(tests ? ['machines', 'server'] : ['machines', 'server', 'mocks']), message: 'api/ stands on domain/ only.' },
];
// Decision 020: machines and clients hold message descriptors (domain/message.ts), never the catalogue's words.
const wordsBan = {
  regex: '(^|/)domain/app-messages(\\.ar)?$',
  message: "Machines and clients hold message descriptors (domain/message.ts: msg(key, …)), never words: views render them with useMessageText().",
};
const srcImportSyntaxBan = {
  selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+src(\\/|$)/]',
  message: 'The app (src/) stands on this layer, not the other way round.',
};

// DESIGN.md §1: machines are pure XState (no React, DOM views or mocks).
const machineUiBans = {
  paths: [
    { name: 'react', message: 'machines/ is pure XState: no React.' },
    { name: 'react-dom', message: 'machines/ is pure XState: no React.' },
    { name: '@xstate/react', message: 'machines/ is pure XState: React bindings belong to src/.' },
    { name: 'wouter', message: 'machines/ never routes: navigation is an action provided by src/.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', 'wouter/*'], message: 'machines/ is pure XState: no React or wouter.' },
    {
      group: ['**/src/features', '**/src/features/**', '**/src/components', '**/src/components/**'],
      message: 'machines/ never imports views: views depend on machines, not the other way round.',
    },
  ],
};
const mockBan = {
  group: ['**/mocks', '**/mocks/**'],
  message: 'Only tests and the lazy import in src/boot.tsx may reach the mock backend.',
};
// DESIGN.md §1: the real-API build contains no msw or faker code.
const mockLibraryBans = {
  paths: [
    { name: 'msw', message: 'msw belongs to mocks/ and tests.' },
  ],
  patterns: [mockBan, { group: ['msw/*', '@faker-js/*'], message: 'msw and faker belong to mocks/ and tests.' }],
};

// Feature boundaries (bulletproof-react): src/app composes features; a feature never imports another feature or
// src/app; shared pieces (src/components, src/actors) never import features or src/app. Specifiers are matched as
// written: any run of `../` followed by a sibling feature's folder name, or by `app`, leaves the feature.
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The design-system pieces only the portal uses: the public stylesheet leaves their rules out
// (scripts/vite/public-stylesheet.ts), so public code must not render them.
const PORTAL_UI = JSON.parse(fs.readFileSync(new URL('./scripts/vite/portal-ui.json', import.meta.url), 'utf8'));
const portalUiBan = {
  regex: `(^|/)ui/(${PORTAL_UI.map(escapeRegex).join('|')})$`,
  message: 'A portal-only design-system piece (scripts/vite/portal-ui.json): its styles are not in the public sheet.',
};
const featureBoundaryBans = (feature) => {
  const others = FEATURES.filter((name) => name !== feature).map(escapeRegex);
  return [
    ...(feature === 'admin' ? [] : [portalUiBan]),
    {
      regex: `^(\\.\\./)+(${others.join('|')})(/|$)|(^|/)src/features/(?!${escapeRegex(feature)}(/|$))`,
      message: 'Features never import each other: move shared pieces to src/components (or src/actors, src/config).',
    },
    {
      regex: '^(\\.\\./)+app(/|$)|(^|/)src/app(/|$)',
      message: 'Features never import src/app: app composes features; shared state lives in src/actors.',
    },
  ];
};
const sharedBoundaryBans = [
  {
    regex: '^(\\.\\./)+(features|app)(/|$)|(^|/)src/(features|app)(/|$)',
    message: 'src/components and src/actors are shared: they never import src/features or src/app.',
  },
  portalUiBan,
];
// A later block's no-restricted-imports replaces an earlier one for the same file, so each block carries the mock
// bans too (tests may reach the mock backend, as in the src/ block above).
const restrictImports = (patterns, { tests }) => [
  'error',
  tests ? { patterns } : { ...mockLibraryBans, patterns: [...mockLibraryBans.patterns, ...patterns] },
];
const boundaryBlocks = (folders, patterns) => [
  { files: folders.map((folder) => `${folder}/**/*.{ts,tsx}`), ignores: TEST_FILES, rules: { 'no-restricted-imports': restrictImports(patterns, { tests: false }) } },
  { files: folders.flatMap((folder) => TEST_FILES.map((glob) => `${folder}/${glob}`)), rules: { 'no-restricted-imports': restrictImports(patterns, { tests: true }) } },
];
const mockImportSyntaxBan = {
  selector: 'ImportExpression[source.value=/(^|\\/)mocks(\\/|$)|^msw|^@faker-js\\//]',
  message: 'Only src/boot.tsx may load the mock backend lazily.',
};
// Raw colours live in src/theme only: features and components use its semantic tokens (colors, shadows), in strings
// as `{colors.line.strong}`. A later block's no-restricted-syntax replaces the src/ block's, so it repeats that ban.
const RAW_COLOUR = '/rgba?\\(|hsla?\\(|#[0-9a-f]{3,8}\\b/i';
const rawColourMessage = "No raw colours outside src/theme: use a semantic token (bg: 'glass.soft', '1px solid {colors.line.strong}', boxShadow: 'card').";
// Decision 009: machines meet their real actors in src/actors/wiring, provided by src/app; views ask with useLogic().
const provideBan = {
  selector: "CallExpression[callee.property.name='provide']",
  message: 'Views never wire machines: ask with useLogic(); make the logic in src/actors/wiring (docs/decisions/009).',
};
// src/theme sets the figures once: lining everywhere, tabular with the serif's text styles. A view's own
// font-variant-numeric would reset them, and the bare serif family would come without them.
const figureBans = [
  {
    selector: "Property[key.name='fontVariantNumeric']",
    message: 'Figures are set once in src/theme (lining everywhere, tabular with the serif); a view that sets fontVariantNumeric resets them.',
  },
  {
    selector: "Property[key.name='fontFamily'][value.value='display']",
    message: "The serif comes with its figures through a text style: textStyle: 'serif' (or 'display'), not fontFamily: 'display'.",
  },
];
const rawColourBans = [
  { selector: `Literal[value=${RAW_COLOUR}]`, message: rawColourMessage },
  { selector: `TemplateElement[value.raw=${RAW_COLOUR}]`, message: rawColourMessage },
];
// Decision 014: the layout mirrors in Arabic (right to left) through logical properties: ms/me, ps/pe,
// insetInlineStart/End, borderInlineStart/End, logical radii, textAlign start/end. A physical side in a style object
// comes back wrong in one of the two directions. A symmetric use (left: 50% with translateX(-50%)) is allowed with an
// eslint-disable comment giving that reason. Scroll positions (scrollTo({ left })) are not styles.
const PHYSICAL_SIDE = '/^(left|right|ml|mr|pl|pr|(margin|padding|scrollMargin|scrollPadding|border|rounded|borderTop|borderBottom|roundedTop|roundedBottom)(Left|Right)\\w*)$/';
const physicalSideMessage =
  "Physical left/right in a style: use the logical one (ms/me, ps/pe, insetInlineStart/End, borderInlineStart/End, roundedStart/End, textAlign: 'start'/'end') so Arabic mirrors (docs/decisions/014).";
const physicalSideBans = [
  {
    selector: `Property:not(CallExpression[callee.property.name=/^scroll(To|By)?$/] > ObjectExpression > Property)[key.name=${PHYSICAL_SIDE}]`,
    message: physicalSideMessage,
  },
  { selector: `Property[key.value=${PHYSICAL_SIDE}]`, message: physicalSideMessage },
  { selector: "Property[key.name=/^(textAlign|float)$/][value.value=/^(left|right)$/]", message: physicalSideMessage },
];

// Decision 020: one way to isolate text of another direction — ltr()/isolate() of domain/bidi.ts in strings, <Ltr>/<Isolate>
// of src/components/bidi.tsx in JSX. The isolate characters, a bare <bdi> and an inline dir="ltr" are refused elsewhere.
const BIDI_CHARACTERS = /[\u2066-\u2069]/;
const oneBidiWay = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, message) => context.report({ node, message });
    const strings = "Isolate with ltr() or isolate() of domain/bidi.ts, not U+2066-U+2069 in a string (docs/decisions/020).";
    return {
      Literal(node) {
        if (typeof node.value === 'string' && BIDI_CHARACTERS.test(node.value)) report(node, strings);
      },
      TemplateElement(node) {
        if (BIDI_CHARACTERS.test(node.value.cooked ?? node.value.raw)) report(node, strings);
      },
      JSXOpeningElement(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        const dir = node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'dir');
        if (name === 'bdi') report(node, 'Use <Ltr> or <Isolate> of src/components/bidi.tsx, not a bare <bdi> (docs/decisions/020).');
        else if (['span', 'a', 'p', 'strong', 'em'].includes(name) && dir?.value?.value === 'ltr')
          report(node, 'Wrap left-to-right text in <Ltr> of src/components/bidi.tsx, not an inline dir="ltr" (docs/decisions/020).');
      },
    };
  },
};

// Decision 020: a view speaks through the page's catalogue (useCopy, useMessages), never by testing the language.
const noLanguageTest = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const isLanguage = (node) => node.type === 'Literal' && (node.value === 'ar' || node.value === 'en');
    return {
      BinaryExpression(node) {
        if (['===', '!==', '==', '!='].includes(node.operator) && (isLanguage(node.left) || isLanguage(node.right)))
          context.report({ node, message: "A view does not test the language: take its words from useCopy(catalogue) or useMessages() (docs/decisions/020)." });
      },
    };
  },
};
// Decision 020: a language's words are loaded through a catalogue (src/i18n/catalogue.ts), each language its own chunk,
// so a page ships its own language only. A static import of an Arabic copy module (`*.ar`) would ship it on every page;
// a type import is free.
const ARABIC_MODULE = /\.ar(\.tsx?)?$/;
const oneLanguageShipped = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (!ARABIC_MODULE.test(node.source.value) || node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
        context.report({
          node,
          message: "Load a language's words through a catalogue (catalogue() of src/i18n/catalogue.ts, read with useCopy), not a static import of an .ar module (docs/decisions/020).",
        });
      },
    };
  },
};
const house = { rules: { 'one-bidi-way': oneBidiWay, 'no-language-test': noLanguageTest, 'one-language-shipped': oneLanguageShipped } };

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-real/',
    'dist-product/',
    '*-ssr/',
    'data/',
    'styled-system/',
    'domain/api-schema.d.ts',
    'public/mockServiceWorker.js',
    'bench/results/',
    'playwright-report/',
    'test-results/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['src/**/*.{ts,tsx}', '**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['machines/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { ...machineUiBans, patterns: [...machineUiBans.patterns, mockBan, srcBan, wordsBan] }] },
  },
  {
    // Machine tests may drive actors against the msw node server, never against React.
    files: TEST_FILES.map((glob) => `machines/${glob}`),
    rules: { 'no-restricted-imports': ['error', { ...machineUiBans, patterns: [...machineUiBans.patterns, srcBan] }] },
  },
  {
    files: ['domain/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainBans }] },
  },
  {
    files: ['api/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiBans(false), wordsBan] }] },
  },
  {
    files: TEST_FILES.map((glob) => `api/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: apiBans(true) }] },
  },
  {
    // The server and the mock backend stand on domain/ only (their tests may reach the machines' fixtures).
    files: ['server/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [srcBan, { regex: LAYER(['api', 'machines']), message: 'The server and the mock backend stand on domain/ only: move the rule there.' }] },
      ],
    },
  },
  {
    files: TEST_FILES.map((glob) => `mocks/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [srcBan] }] },
  },
  {
    files: TEST_FILES.map((glob) => `server/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [srcBanButRenderer] }] },
  },
  {
    files: ['machines', 'server', 'domain', 'mocks', 'api'].map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-syntax': ['error', srcImportSyntaxBan] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/boot.tsx', ...TEST_FILES],
    rules: {
      'no-restricted-imports': ['error', mockLibraryBans],
      'no-restricted-syntax': ['error', mockImportSyntaxBan, ...physicalSideBans],
    },
  },
  ...FEATURES.flatMap((feature) => boundaryBlocks([`src/features/${feature}`], featureBoundaryBans(feature))),
  ...boundaryBlocks(['src/components', 'src/actors'], sharedBoundaryBans),
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', mockImportSyntaxBan, ...rawColourBans, provideBan, ...figureBans, ...physicalSideBans] },
  },
  {
    // Their tests too: a view test wires through the same src/actors/wiring factories, with fake clients.
    files: ['src/features', 'src/components'].flatMap((dir) => TEST_FILES.map((glob) => `${dir}/${glob}`)),
    rules: { 'no-restricted-syntax': ['error', provideBan] },
  },
  {
    files: ['src', 'domain', 'machines', 'api', 'server', 'mocks'].map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: ['domain/bidi.ts', 'src/components/bidi.tsx'],
    plugins: { house },
    rules: { 'house/one-bidi-way': 'error' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { house },
    rules: { 'house/no-language-test': 'error' },
  },
  {
    // What the browser runs (an Arabic module may build on another: they load together); the server renderer's head
    // words (src/app/server-heads.ts) are built for Node only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/**/*.ar.{ts,tsx}', 'src/app/server-heads.ts'],
    plugins: { house },
    rules: { 'house/one-language-shipped': 'error' },
  },
);

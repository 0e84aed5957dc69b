/**
 * The public pages' stylesheet without the portal's rules.
 *
 * Panda writes one atomic stylesheet for every file it scans; the portal's own utilities are ~2.3 kB gzip of it and no
 * visitor needs them. The build keeps the whole sheet for the portal (src/features/admin/admin.css, loaded by Vite
 * with the portal's code) and takes out of the sheet every page links the rules only portal files use.
 *
 * Why the cascade stays right: the portal's sheet is the complete sheet in Panda's order, and it comes after the
 * public one. For any two rules on one element, the later copies decide, and those are both in the complete sheet,
 * in Panda's order. On a public page the public sheet alone is Panda's order minus rules no public element uses.
 */
import { createHash } from 'node:crypto';
import { loadConfigAndCreateContext } from '@pandacss/node';
import { transform, type Selector } from 'lightningcss';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import portalUi from './portal-ui.json';

/**
 * The design-system pieces only the portal uses (eslint keeps them out of public code): their wrappers and recipes
 * count as portal sources, so their recipes' every variant stays out of the public sheet too.
 */
export const PORTAL_UI: readonly string[] = portalUi;

/** The portal's sources: their utilities stay out of the public sheet. */
export const PORTAL_SOURCES = [
  './src/features/admin/**',
  ...PORTAL_UI.flatMap((name) => [`./src/components/ui/${name}.tsx`, `./src/theme/recipes/${name}.ts`]),
];

/** The class names a selector needs on its element and ancestors (`.group:hover .x` needs `group` and `x`). */
function classesOf(selector: Selector): string[] {
  return selector.flatMap((part) => (part.type === 'class' ? [part.name] : []));
}

/** Every class name the rules of `css` are written for. */
export function classNamesIn(css: string): Set<string> {
  const names = new Set<string>();
  transform({
    filename: 'classes.css',
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        for (const name of classesOf(selector)) names.add(name);
      },
    },
  });
  return names;
}

/**
 * `css` without the rules whose every selector needs a class outside `kept`. Rules with no class (the reset, the
 * page's globals, tokens, keyframes, font faces) stay, and so does a rule one of whose selectors is still used (the
 * minifier joins rules that declare the same thing; rewriting one does not survive Lightning CSS's round trip).
 */
export function keepClasses(css: string, kept: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'public.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const used = rule.value.selectors.some((selector) => classesOf(selector).every((name) => kept.has(name)));
          return used ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/** The class names of the sheet Panda writes for the files outside PORTAL_SOURCES (its globals included). */
async function publicClassNames(root: string): Promise<Set<string>> {
  const ctx = await loadConfigAndCreateContext({ cwd: root, config: { exclude: PORTAL_SOURCES } });
  ctx.parseFiles();
  const sheet = ctx.createSheet();
  ctx.appendBaselineCss(sheet);
  ctx.appendParserCss(sheet);
  return classNamesIn(ctx.getCss(sheet));
}

const isChunk = (file: OutputAsset | OutputChunk): file is OutputChunk => file.type === 'chunk';

/** The production and demo builds: the stylesheet the entry (every page's HTML) links loses the portal's rules. */
export function publicStylesheet(): Plugin {
  let root = process.cwd();
  return {
    name: 'public-stylesheet',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    // Before Vite writes index.html: the HTML then names the stylesheet by its new name.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).filter(isChunk).find((chunk) => chunk.isEntry);
      const sheets = [...(entry?.viteMetadata?.importedCss ?? [])];
      if (sheets.length === 0) return;
      const kept = await publicClassNames(root);
      for (const name of sheets) {
        const asset = bundle[name];
        if (asset?.type !== 'asset') continue;
        const source = keepClasses(String(asset.source), kept);
        // A new content, a new name: a browser holding the old file (cached for good) never reuses it.
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const renamed = name.replace(/-[\w-]+\.css$/, `-${hash}.css`);
        delete bundle[name];
        this.emitFile({ type: 'asset', fileName: renamed, source });
        entry?.viteMetadata?.importedCss.delete(name);
        entry?.viteMetadata?.importedCss.add(renamed);
      }
    },
  };
}

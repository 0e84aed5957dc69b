/**
 * Issue 12 / decision 014: every English copy module has an Arabic twin `<name>.ar.ts(x)` with the same exports, the
 * same shape, and Arabic words wherever the English has words. tsc checks the shapes that are typed `Translated<…>`;
 * this test checks the values: a key, an array item or a function left out, and an English text pasted (or left) in
 * the Arabic catalogue.
 *
 * How values are walked, side by side:
 * - objects: the same own keys; arrays: the same length; strings: compared as below;
 * - functions: called with the same sample arguments on both sides, chosen by the English function's parameter names
 *   (SAMPLE_ARGUMENTS; a new parameter name fails the test until it gets a sample), and their results walked in turn;
 * - React elements (the legal pages' bodies, *.tsx): their structure differs between the languages (Arabic sentences
 *   are not English ones in the same order), so they are not walked in parallel: every text node of the Arabic element
 *   (children, and the props of the components it uses, e.g. StorageList's items) must be Arabic by the rule below.
 */
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BRAND_TILES, NAV_BRANDS } from '../config/catalog-shared';
import { SITE } from '../../domain/site';

type Module = Record<string, unknown>;
type Loader = () => Promise<Module>;

const ARABIC: Record<string, Loader> = import.meta.glob<Module>(['/src/**/*.ar.ts', '/src/**/*.ar.tsx', '!/src/**/*.test.*']);
const ENGLISH: Record<string, Loader> = import.meta.glob<Module>(['/src/**/*.ts', '/src/**/*.tsx', '!/src/**/*.ar.*', '!/src/**/*.test.*', '!/src/**/*.d.ts']);

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_WORD = /[A-Za-z]{2,}/g;

/**
 * What may stay in Latin script in an Arabic text, because it is the same in both languages (decision 014): the company
 * name, the car brands (brand names stay in Latin), WhatsApp (a product name the Arabic texts also write
 * واتساب, but may quote as is), e-mail addresses, web addresses and site paths. Removed from both sides before the
 * comparison: a text made only of these needs no Arabic.
 */
const SAME_IN_BOTH: readonly (string | RegExp)[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b(https?:\/\/|mailto:|tel:)\S+/g, // web, mail and phone links
  /(^|\s)\/[\w\-./?=&%]*/g, // site paths and image files: '/cars', '/media/types/suv.webp'
  SITE.name,
  ...new Set([...BRAND_TILES, ...NAV_BRANDS].map((brand) => brand.name)),
  'WhatsApp',
];

/** Fields that hold an identifier, an address or an icon name, never a text read by a visitor. */
const TECHNICAL_KEYS = new Set(['id', 'key', 'slug', 'link', 'href', 'image', 'logo', 'icon', 'url']);
/** `{ value, label }` is a form option: its value is what the form sends (the same in both languages), the label is read. */
const isOptionValue = (key: string, parent: object) => key === 'value' && 'label' in parent;

/**
 * Sample arguments by the parameter names of the English functions (the same arguments go to both languages). Strings
 * are chosen from SAME_IN_BOTH or without letters, so the arguments add no Latin words to a result.
 */
const SAMPLE_ARGUMENTS: Record<string, unknown> = {
  // texts
  car: 'Ferrari',
  name: 'Ferrari',
  brand: 'Ferrari',
  title: 'Ferrari',
  label: 'Ferrari',
  plural: 'Ferrari',
  feature: 'Ferrari',
  text: '…',
  message: '…',
  reason: '…',
  role: 'admin',
  items: '…',
  phone: SITE.phones[0],
  url: 'https://example.com/cars/1',
  link: 'https://example.com/cars/1',
  date: '18/08/2025',
  day: '18/08/2025', // a calendar day's name (the contact form's calendar)
  from: '18/08/2025',
  to: '20/08/2025',
  reference: 'LD-7K3Q9', // an enquiry's reference (issue 19)
  rating: '5',
  best: '5',
  share: '25%',
  // numbers
  count: 3,
  max: 5,
  min: 8,
  i: 2,
  total: 5,
  position: 2,
  seconds: 5,
  status: 503,
  shown: 12,
  step: 12,
  rendered: 12,
  matching: 40,
  used: 3,
  year: 2024,
  n: 3,
  value: '3', // a figure as the car page writes it (a string: '3.6s', '650'), also read as a number
  active: 30,
  inactive: 10,
  written: '3',
  // data
  category: 'luxury',
  lines: ['1. Ferrari\nhttps://example.com/cars/1'],
  years: [2024, 2023],
};

/** A car as the car page's functions take it (brand, model and year are all they read). */
const SAMPLE_CAR = { id: 1, brand: 'Ferrari', model: '812', year: 2024 };

/** Sample arguments of the functions whose parameter names SAMPLE_ARGUMENTS would misread (a car object, not a name). */
const SAMPLE_CALLS: Record<string, readonly unknown[]> = {
  carMeta: [SAMPLE_CAR],
  'ENQUIRY_TEXT.whatsapp': [SAMPLE_CAR, 'https://example.com/cars/1'],
  'ENQUIRY_FORM_TEXT.whatsapp': [{ name: 'Ferrari', subject: '…', message: '…', car: 'Ferrari', dates: '18/08/2025' }],
};

/** The parameter names of a function, from its source: `(car, max) => …`, `function seats(count, written = …)`. */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const arrow = /^(?:async\s*)?([A-Za-z_$][\w$]*)\s*=>/.exec(source);
  if (arrow?.[1]) return [arrow[1]];
  const open = source.indexOf('(');
  let depth = 0;
  let close = open;
  for (; close < source.length; close++) {
    const char = source.charAt(close);
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char) && --depth === 0) break;
  }
  const names: string[] = [];
  let part = '';
  depth = 0;
  for (const char of source.slice(open + 1, close)) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth--;
    if (char === ',' && depth === 0) {
      names.push(part);
      part = '';
    } else part += char;
  }
  names.push(part);
  return names.map((p) => (p.split('=')[0] ?? '').trim()).filter(Boolean);
}

function withoutSameInBoth(text: string): string {
  let rest = text;
  for (const allowed of SAME_IN_BOTH) rest = typeof allowed === 'string' ? rest.split(allowed).join(' ') : rest.replace(allowed, ' ');
  return rest;
}

const latinWords = (text: string) => withoutSameInBoth(text).match(LATIN_WORD) ?? [];

interface Problem {
  path: string;
  problem: string;
}

/** Every text node of a React element: its children, and the props of the components it renders (not of DOM tags). */
function elementTexts(node: unknown, path: string, out: { path: string; text: string }[]): void {
  if (typeof node === 'string') {
    if (node.trim()) out.push({ path, text: node });
  } else if (Array.isArray(node)) {
    node.forEach((child, i) => elementTexts(child, `${path}[${i}]`, out));
  } else if (isValidElement(node)) {
    const element = node as ReactElement<Record<string, unknown>>;
    const tag = typeof element.type === 'string' ? element.type : 'component';
    for (const [prop, value] of Object.entries(element.props)) {
      if (prop === 'children' || (typeof element.type !== 'string' && !TECHNICAL_KEYS.has(prop))) {
        elementTexts(value, `${path}<${tag}>.${prop}`, out);
      }
    }
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (!TECHNICAL_KEYS.has(key)) elementTexts(value, `${path}.${key}`, out);
    }
  }
}

function compareText(en: string, ar: string, path: string, problems: Problem[]): void {
  // An empty or letterless Arabic value for an English sentence fails too: the text was left out.
  if (latinWords(en).length > 0 && !ARABIC_SCRIPT.test(ar)) {
    problems.push({ path, problem: `no Arabic: ${JSON.stringify(ar)} (English: ${JSON.stringify(en)})` });
  }
}

/** Walks an English value and its Arabic twin side by side, collecting what differs. */
function compare(en: unknown, ar: unknown, path: string, problems: Problem[]): void {
  if (isValidElement(en) || isValidElement(ar)) {
    if (!isValidElement(en) || !isValidElement(ar)) {
      problems.push({ path, problem: 'a React element on one side only' });
      return;
    }
    const texts: { path: string; text: string }[] = [];
    elementTexts(ar, path, texts);
    if (texts.length === 0) problems.push({ path, problem: 'an Arabic element without text' });
    for (const { path: at, text } of texts) {
      const latin = latinWords(text);
      if (latin.length > 0 && !ARABIC_SCRIPT.test(text)) problems.push({ path: at, problem: `no Arabic: ${JSON.stringify(text)}` });
    }
    return;
  }
  if (typeof en !== typeof ar || Array.isArray(en) !== Array.isArray(ar) || (en === null) !== (ar === null)) {
    problems.push({ path, problem: `English is ${kind(en)}, Arabic is ${kind(ar)}` });
    return;
  }
  if (typeof en === 'string') {
    compareText(en, ar as string, path, problems);
  } else if (typeof en === 'function') {
    const names = parameterNames(en as (...args: never[]) => unknown);
    const unknown = path in SAMPLE_CALLS ? [] : names.filter((name) => !(name in SAMPLE_ARGUMENTS));
    if (unknown.length > 0) {
      problems.push({ path, problem: `no sample argument for parameter(s) ${unknown.join(', ')}: add them to SAMPLE_ARGUMENTS` });
      return;
    }
    const args = SAMPLE_CALLS[path] ?? names.map((name) => SAMPLE_ARGUMENTS[name]);
    const call = (fn: unknown) => (fn as (...a: unknown[]) => unknown)(...args);
    compare(call(en), call(ar), `${path}(${names.join(', ')})`, problems);
  } else if (Array.isArray(en)) {
    const arr = ar as unknown[];
    if (en.length !== arr.length) problems.push({ path, problem: `${en.length} items in English, ${arr.length} in Arabic` });
    for (let i = 0; i < Math.min(en.length, arr.length); i++) compare(en[i], arr[i], `${path}[${i}]`, problems);
  } else if (en && typeof en === 'object') {
    const enObject = en as Record<string, unknown>;
    const arObject = ar as Record<string, unknown>;
    const enKeys = Object.keys(enObject);
    const arKeys = Object.keys(arObject);
    const missing = enKeys.filter((key) => !(key in arObject));
    const extra = arKeys.filter((key) => !(key in enObject));
    if (missing.length > 0) problems.push({ path, problem: `missing in Arabic: ${missing.join(', ')}` });
    if (extra.length > 0) problems.push({ path, problem: `not in English: ${extra.join(', ')}` });
    for (const key of enKeys) {
      if (!(key in arObject) || TECHNICAL_KEYS.has(key) || isOptionValue(key, enObject)) continue;
      compare(enObject[key], arObject[key], `${path}.${key}`, problems);
    }
  }
  // numbers, booleans, undefined: the same in both languages (tsc checks their types)
}

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

/** The English twin of an Arabic module: x.ar.ts → x.ts or x.tsx (privacy-copy.ar.tsx beside privacy-copy.tsx). */
function englishTwin(arabicPath: string): string | undefined {
  const base = arabicPath.replace(/\.ar\.tsx?$/, '');
  return [`${base}.ts`, `${base}.tsx`].find((candidate) => candidate in ENGLISH);
}

/**
 * Exports of an Arabic module with no English counterpart, by design: KNOWN_PLACES translates the place names of car
 * data entered in English ('Business Bay' → 'الخليج التجاري'); in English those names are shown as entered. Each
 * value is checked against its key (the English it translates).
 */
const ARABIC_ONLY: Readonly<Record<string, readonly string[]>> = { '/src/config/vehicle-terms.ar.ts': ['KNOWN_PLACES'] };

/** The problems of one Arabic module against its English twin. */
async function catalogueProblems(arabicPath: string, arabic: Module): Promise<Problem[]> {
  const twin = englishTwin(arabicPath);
  if (!twin) return [{ path: arabicPath, problem: 'no English twin beside it' }];
  const english = await ENGLISH[twin]!();
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(arabic)) {
    if (ARABIC_ONLY[arabicPath]?.includes(name)) {
      const table = value as Record<string, unknown>;
      compare(Object.fromEntries(Object.keys(table).map((key) => [key, key])), table, name, problems);
      continue;
    }
    if (!(name in english)) problems.push({ path: name, problem: `exported by ${arabicPath}, not by ${twin}` });
    else compare(english[name], value, name, problems);
  }
  return problems;
}

const report = (problems: Problem[]) => problems.map(({ path, problem }) => `${path}: ${problem}`);

const ARABIC_PATHS = Object.keys(ARABIC).sort();

describe('the Arabic catalogue (decision 014)', () => {
  it('finds the Arabic modules', () => {
    // A guard against a glob that silently matches nothing (and a test that then passes by checking nothing).
    expect(ARABIC_PATHS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ARABIC_PATHS)('%s has the English twin’s names, shape and texts, in Arabic', async (path) => {
    const problems = await catalogueProblems(path, await ARABIC[path]!());
    expect(report(problems)).toEqual([]);
  });

  it('catches an English text left in the Arabic catalogue', async () => {
    // The test of the test: the Arabic navigation with one text replaced by its English must fail.
    const path = '/src/features/shell/shell-links.ar.ts';
    const arabic = await ARABIC[path]!();
    const english = await ENGLISH['/src/features/shell/shell-links.ts']!();
    const enText = english.NAV_TEXT as Record<string, string>;
    const broken = { ...arabic, NAV_TEXT: { ...(arabic.NAV_TEXT as object), allCars: enText.allCars } };
    expect(report(await catalogueProblems(path, broken))).toEqual([expect.stringContaining('NAV_TEXT.allCars: no Arabic')]);
    const missing = { ...arabic, FOOTER_LEGAL: (arabic.FOOTER_LEGAL as unknown[]).slice(1) };
    expect(report(await catalogueProblems(path, missing))).toEqual([expect.stringContaining('FOOTER_LEGAL: 3 items in English, 2 in Arabic')]);
  });
});

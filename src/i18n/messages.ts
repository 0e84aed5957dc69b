/**
 * A message of the English catalogue (domain/app-messages.ts) in the page's language. Machines and clients keep English
 * messages in their context; a view shows `localizeMessage(message, locale)`. Templated messages ('Server Error
 * (500): …') are matched by their template and their inner message is translated in turn; a text the catalogue does
 * not know (a server's own message, a car's data) is returned as it is.
 */
import { MSG } from '../../domain/app-messages';
import { appMessages } from './app-messages';
import { loadedWords } from './catalogue';
import type { Locale } from '../../domain/locale';

type Key = keyof typeof MSG;
type Render = (...args: string[]) => string;

/** Stand-ins passed to a template to find where its arguments go (private-use characters no message contains). */
const SLOTS = ['\uE000', '\uE001', '\uE002'] as const;

interface Template {
  pattern: RegExp;
  render: Render;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(): { exact: Map<string, string>; templates: Template[] } {
  const MSG_AR = loadedWords(appMessages, 'ar');
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const key of Object.keys(MSG) as Key[]) {
    const en: unknown = MSG[key];
    const ar: unknown = MSG_AR[key];
    if (typeof en === 'string' && typeof ar === 'string') {
      exact.set(en, ar);
    } else if (typeof en === 'function' && typeof ar === 'function') {
      const sample = (en as Render)(...SLOTS);
      const order = [...sample.matchAll(/[\uE000-\uE002]/g)].map((m) => SLOTS.indexOf(m[0] as (typeof SLOTS)[number]));
      if (order.length === 0) continue;
      const source = escape(sample).replace(/[\uE000-\uE002]/g, '([\\s\\S]+?)');
      const translate = ar as Render;
      templates.push({
        pattern: new RegExp(`^${source}$`),
        render: (...captured) => {
          const args: string[] = [];
          order.forEach((slot, i) => (args[slot] = captured[i] ?? ''));
          return translate(...args);
        },
      });
      // A template whose arguments are optional ('No cars found') also has a fixed text.
      const bare = (en as () => string)();
      if (!bare.includes('undefined')) exact.set(bare, (ar as () => string)());
    }
  }
  return { exact, templates };
}

let table: ReturnType<typeof compile> | undefined;

function toArabic(message: string): string {
  table ??= compile();
  const known = table.exact.get(message);
  if (known !== undefined) return known;
  for (const { pattern, render } of table.templates) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1).map(toArabic));
  }
  return message;
}

export function localizeMessage(message: string, locale: Locale): string {
  return locale === 'ar' ? toArabic(message) : message;
}

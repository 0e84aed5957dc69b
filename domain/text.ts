/**
 * What free text both backends accept (issue 20): no control characters, and well-formed Unicode. PostgreSQL refuses
 * a NUL in text and jsonb (the server answered 500), and would silently store a lone surrogate as U+FFFD; the other
 * controls have no place in a name or a message. One rule for every text a request sends: the car form
 * (domain/schemas.ts), the contact form (domain/enquiries.ts), and the list and search parameters (domain/list-query.ts).
 */
import type { z } from 'zod';
import { ValidationError } from './http-errors';

/** C0 controls and DEL; multi-line text may keep tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_NEWLINE = /[\u0000-\u001F\u007F]/;
/** With the u flag a surrogate pair is one code point, so this matches only a half without its other half. */
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_CHARACTERS_REFUSED = 'must not contain control characters';
export const INVALID_UNICODE_REFUSED = 'must be valid Unicode text';

export interface TextRule {
  /** Tab, line feed and carriage return allowed (a description, a message); other controls never. */
  multiline?: boolean;
}

/** Why `value` is refused, or null when it is acceptable text. */
export function textProblem(value: string, { multiline = false }: TextRule = {}): string | null {
  if ((multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value)) return CONTROL_CHARACTERS_REFUSED;
  if (LONE_SURROGATE.test(value)) return INVALID_UNICODE_REFUSED;
  return null;
}

/** `value` when it is acceptable one-line text (a query or path parameter); otherwise a ValidationError naming `field`. */
export function requireSafeText(value: string, field: string): string {
  const problem = textProblem(value);
  if (problem !== null) throw new ValidationError(field, problem);
  return value;
}

/**
 * `schema` (a string schema, before any trimming or length check, so the first refusal names the real problem) with
 * the rule added: a refusal aborts the field's later checks.
 */
export function withSafeText(schema: z.ZodString, rule: TextRule = {}): z.ZodString {
  return schema.refine((v) => textProblem(v, rule) === null, {
    error: (issue) => (typeof issue.input === 'string' ? textProblem(issue.input, rule) : null) ?? CONTROL_CHARACTERS_REFUSED,
    abort: true,
  });
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut (search results' lengths). */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

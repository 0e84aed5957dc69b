import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTROL_CHARACTERS_REFUSED, INVALID_UNICODE_REFUSED, requireSafeText, textProblem, withSafeText } from './text';
import { ValidationError } from './http-errors';

describe('textProblem: the one rule for text a request sends (issue 20)', () => {
  it('accepts ordinary text in any script, and emoji (surrogate pairs)', () => {
    for (const value of ['', 'Ferrari Roma', 'مقاعد جلدية', 'Ferrari 🏎️ Roma', '3.9L V8 — twin turbo', '𝒳']) expect(textProblem(value), value).toBeNull();
  });

  it('refuses NUL, the other C0 controls and DEL; line breaks and tabs only in multi-line text', () => {
    for (const value of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f']) {
      expect(textProblem(value), JSON.stringify(value)).toBe(CONTROL_CHARACTERS_REFUSED);
      expect(textProblem(value, { multiline: true }), JSON.stringify(value)).toBe(CONTROL_CHARACTERS_REFUSED);
    }
    for (const value of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(textProblem(value), JSON.stringify(value)).toBe(CONTROL_CHARACTERS_REFUSED);
      expect(textProblem(value, { multiline: true }), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses a lone surrogate, high or low, anywhere', () => {
    for (const value of ['\ud800', 'a\ud83db', '\udc00a', 'ok 🏎 \udfce']) expect(textProblem(value), JSON.stringify(value)).toBe(INVALID_UNICODE_REFUSED);
  });

  it('withSafeText puts the refusal before the field’s own checks; requireSafeText names the parameter', () => {
    const schema = withSafeText(z.string()).trim().min(1, { error: 'is required' });
    expect(schema.safeParse('\u0000').error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTERS_REFUSED]);
    expect(schema.safeParse(' \ud800 ').error?.issues.map((i) => i.message)).toEqual([INVALID_UNICODE_REFUSED]);
    expect(schema.parse('  Roma ')).toBe('Roma');
    expect(requireSafeText('ferrari', 'brand')).toBe('ferrari');
    expect(() => requireSafeText('a\u0000', 'brand')).toThrow(new ValidationError('brand', CONTROL_CHARACTERS_REFUSED));
  });
});

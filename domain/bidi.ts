/**
 * The one way to isolate text of another direction inside a sentence (decision 020): a phone number, a reference or a
 * figure inside Arabic keeps its written order, a name typed in either script keeps its own. In JSX the same two live
 * in src/components/bidi.tsx (`<Ltr>`, `<Isolate>`); ESLint refuses the isolate characters and a bare <bdi> elsewhere.
 */

/** Left to right whatever the page's direction (U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE). */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** The text's own direction, taken from its first strong letter (U+2068 FIRST STRONG ISOLATE … U+2069). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

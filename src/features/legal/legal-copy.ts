/**
 * The words every legal page shares (the frame around the sections): the eyebrow, the last-updated line, the table of
 * contents' title and the labels of the cookie page's storage cards. The Arabic sits beside it in legal-copy.ar.ts;
 * views read them through legal-text.ts (decision 020).
 */
export const LEGAL_TEXT = {
  eyebrow: 'Legal',
  updated: (date: string) => `Last updated ${date}`,
  toc: 'On this page',
  storage: { where: 'Stored in', who: 'Used for', purpose: 'Purpose', kept: 'Kept' },
} as const;

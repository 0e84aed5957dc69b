/**
 * The words every legal page shares (the frame around the sections): the eyebrow, the last-updated line, the table of
 * contents' title and the labels of the cookie page's storage cards. The Arabic sits beside it in legal-copy.ar.ts.
 */
export const LEGAL_TEXT = {
  eyebrow: 'Legal',
  updated: (date: string) => `Last updated ${date}`,
  toc: 'On this page',
  storage: { where: 'Stored in', who: 'Used for', purpose: 'Purpose', kept: 'Kept' },
} as const;

/** The day every legal page was last updated (SPEC §2 gives it for the disclaimer; the others were written with it). */
export const LEGAL_UPDATED = '2025-08-18';

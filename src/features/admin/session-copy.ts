/**
 * The portal's words while the stored session cannot be checked (issue 11): the server or the network is down, the
 * token is kept. The reason itself is SPEC §8's text (domain/app-messages.ts); these frame it. Written once for views and tests.
 */
export const SESSION_TEXT = {
  eyebrow: 'Admin Portal',
  title: 'Connection interrupted',
  lead: 'You are still signed in. The portal checks your session again as soon as the connection returns, or when you try again.',
  retry: 'Try Again',
  retrying: 'Checking...',
  otherAccount: 'Sign in with another account',
} as const;

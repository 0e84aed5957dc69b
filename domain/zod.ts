import * as z from 'zod/mini';

/**
 * zod for the app's own schemas: its mini form (checks as functions, so a bundle holds only what it uses; the public
 * pages' first load carries it) and without its JIT: the site's CSP forbids eval, and zod's probe for it
 * (new Function) is reported as a CSP violation in every browser console. Schemas made before this line would keep
 * the JIT, so the app imports zod from here.
 */
z.config({ jitless: true });

export { z };

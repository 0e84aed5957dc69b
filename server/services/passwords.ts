/**
 * Password hashing: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) so the parameters travel with each hash and can be raised later.
 * About 10–60 ms per hash on one core: cheap enough that tests use the production parameters too.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: the package declares a const enum, which verbatimModuleSyntax cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash (never throws on bad data). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows, verified against when the e-mail has no account, so a login for an unknown
 * address takes as long as one for a known address (no account enumeration by timing). Made on first use.
 */
let decoy: Promise<string> | null = null;

export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(await decoy, password);
  return false;
}

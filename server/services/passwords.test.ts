import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id at OWASP parameters, salted, in PHC format', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct');
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse batterY')).resolves.toBe(false);
    await expect(verifyPassword(stored, '')).resolves.toBe(false);
  });

  it('never throw on a stored value that is not an argon2 hash', async () => {
    await expect(verifyPassword('5f4dcc3b5aa765d61d8327deb882cf99', 'password')).resolves.toBe(false);
    await expect(verifyPassword('', 'password')).resolves.toBe(false);
  });

  it('a decoy check takes the time of a real one and always fails', async () => {
    await expect(verifyDecoy('anything')).resolves.toBe(false);
  });
});

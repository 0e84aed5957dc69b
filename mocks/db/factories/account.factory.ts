import type { Faker } from '@faker-js/faker';
import { hashPassword } from '../password';
import type { Account } from '../types';

export interface AccountSeed {
  email: string;
  name: string;
  role: string;
  password: string;
}

/** The accounts every fresh database has: an administrator, and a signed-in non-admin (for /unauth and 403s). */
export const SEEDED_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Fleet Administrator', role: 'admin' },
  staff: { email: 'staff@example.com', password: 'staff123', name: 'Showroom Staff', role: 'staff' },
} as const satisfies Record<string, AccountSeed>;

export type AccountDraft = Omit<Account, 'passwordHash'> & { password: string };

/** Draws everything random synchronously, so concurrent seeds cannot interleave their faker state. */
export function draftAccount(seed: AccountSeed, faker: Faker, refDate: Date): AccountDraft {
  return {
    id: faker.database.mongodbObjectId(),
    email: seed.email.toLowerCase(),
    name: seed.name,
    role: seed.role,
    passwordSalt: faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }),
    createdAt: faker.date.past({ years: 3, refDate }).toISOString(),
    password: seed.password,
  };
}

export async function finishAccount({ password, ...draft }: AccountDraft): Promise<Account> {
  return { ...draft, passwordHash: await hashPassword(password, draft.passwordSalt) };
}

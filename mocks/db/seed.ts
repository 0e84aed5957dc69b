/**
 * The seeded database: the same fleet and accounts on every run (fixed faker seed and reference date).
 * Uses its own Faker instance so nothing else that uses faker can shift the sequence.
 */
import { Faker, base, en } from '@faker-js/faker';
import { DB_VERSION, SEED, SEED_REF_DATE } from '../config';
import { CATALOGUE, type CatalogueEntry } from './catalogue';
import { SEEDED_ACCOUNTS, draftAccount, finishAccount } from './factories/account.factory';
import { buildCar } from './factories/car.factory';
import type { Car, Db } from './types';

export function createSeedFaker(): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED);
  faker.setDefaultRefDate(SEED_REF_DATE);
  return faker;
}

/** The seeded cars, newest first (as the real server's default sort returns them). */
export function seedCars(faker: Faker, createdBy: string, catalogue: readonly CatalogueEntry[] = CATALOGUE): Car[] {
  const refDate = new Date(SEED_REF_DATE);
  const slugs = new Set<string>();
  const cars = catalogue.map((entry) => buildCar(entry, { faker, createdBy, refDate, slugs }));
  return cars.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function seedDb(): Promise<Db> {
  const faker = createSeedFaker();
  const refDate = new Date(SEED_REF_DATE);
  const adminDraft = draftAccount(SEEDED_ACCOUNTS.admin, faker, refDate);
  const staffDraft = draftAccount(SEEDED_ACCOUNTS.staff, faker, refDate);
  const cars = seedCars(faker, adminDraft.id);
  const accounts = await Promise.all([finishAccount(adminDraft), finishAccount(staffDraft)]);
  return {
    version: DB_VERSION,
    cars,
    accounts,
    sessions: [],
    accessTokens: [],
    resetTokens: [],
    // No seeded enquiries: the product server starts with none either, and the contract suite compares both.
    enquiries: [],
    demandPresses: [],
    viewMarks: [],
    trash: [],
    audit: [],
    uploads: new Map(),
  };
}

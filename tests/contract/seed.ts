/** The seed, as both backends must serve it (server/db/demo-fleet.json is the mock's seed), for the contract suites. */
import { readFileSync } from 'node:fs';
import type { Car } from '../../domain/types';

export const FLEET = JSON.parse(readFileSync(new URL('../../server/db/demo-fleet.json', import.meta.url), 'utf8')) as Car[];
export const ACTIVE = FLEET.filter((c) => c.isActive);
export const INACTIVE = FLEET.filter((c) => !c.isActive);
export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const STAFF = { email: 'staff@example.com', password: 'staff123' };
/** The seeded administrator's id: the author of the seeded cars on both backends. */
export const ADMIN_ID = FLEET[0]!.createdBy!;
export const ADMIN_NAME = 'Fleet Administrator';
export const SEED_IDS = new Set(FLEET.flatMap((c) => [c._id, c.createdBy, c.updatedBy].filter((v): v is string => !!v)));
export const SEED_TIMES = new Set(FLEET.flatMap((c) => [c.createdAt, c.updatedAt]));
export const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

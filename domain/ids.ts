/** Identifiers shaped like the real server's (MongoDB ObjectIds, opaque tokens). */
import { SERVER_MSG } from './messages';
import { BadRequestError } from './http-errors';

export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh 24-hex ObjectId: 4 bytes of seconds since the epoch, then 8 random bytes. */
export function newObjectId(now = Date.now()): string {
  return Math.floor(now / 1000).toString(16).padStart(8, '0').slice(-8) + randomHex(8);
}

export const OBJECT_ID = /^[a-f0-9]{24}$/;

export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}

/** 400 'Valid car ID is required' unless the id is 24 hex characters. */
export function requireCarId(id: string): string {
  if (!isObjectId(id)) throw new BadRequestError(SERVER_MSG.invalidCarId, 'id');
  return id;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Case-, accent- and dash-insensitive form used by filters and search ('rolls-royce' = 'Rolls Royce'). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

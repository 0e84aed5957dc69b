/** Small helpers for tests that call the mock backend through msw/node with real fetch. */
import type { components } from '../domain/api-schema';
import { SEEDED_ACCOUNTS } from './db/factories/account.factory';

export const API = 'http://localhost';

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch + JSON body (or null when the answer is not JSON). */
export async function api<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  const response = await fetch(`${API}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseBody(text) as T };
}

export function jsonInit(method: string, body: unknown, token?: string): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
}

export function bearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}

type Account = { email: string; password: string };

export async function login(account: Account = SEEDED_ACCOUNTS.admin): Promise<string> {
  const res = await api<components['schemas']['LoginResponse']>('/api/auth/admin/login', jsonInit('POST', account));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken;
}

export type Car = components['schemas']['Car'];
export type CarInput = components['schemas']['CarInput'];
export type CarList = components['schemas']['CarListResponse'];

/** A valid admin form payload. */
export function carInput(overrides: Partial<CarInput> = {}): CarInput {
  return {
    name: 'Ferrari 12Cilindri',
    brand: 'Ferrari',
    model: '12Cilindri',
    year: 2025,
    category: 'Coupe',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: 2,
    location: 'Business Bay, Dubai',
    description: 'A front-engined V12 berlinetta.',
    features: ['Bluetooth', 'Leather Seats'],
    specifications: { engine: '6.5L V12', horsepower: 830, topSpeed: 340, acceleration: '2.9s', color: 'Rosso Red' },
    isFeatured: false,
    isActive: true,
    isAvailable: true,
    images: [{ url: '/fleet/ferrari-roma-blue-front-quarter.svg', alt: 'Ferrari 12Cilindri Image 1', isPrimary: true }],
    ...overrides,
  };
}

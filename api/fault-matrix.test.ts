// @vitest-environment happy-dom
/**
 * The fault matrix (issue 11): every client call, each answered by a 429 with Retry-After, a 500, a 401, a network
 * failure, a timeout and a malformed body, must fail with its SPEC §8 message (and nothing uncaught), then succeed
 * when asked again once the fault is gone, against the real mock backend.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, getLastResetToken, resetMockBackend, SEEDED_ACCOUNTS, server } from '../mocks/node';
import { api, carInput, jsonInit } from '../mocks/test-helpers';
import { ADMIN_TIMEOUT_MS, AUTH_TIMEOUT_MS, PUBLIC_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../domain/constants';
import { adminApi } from './admin-client';
import { authApi } from './auth-client';
import { ApiError } from './errors';
import { apiUrl, setUnauthorizedHandler } from './http';
import { MSG } from '../domain/app-messages';
import { publicApi, resetPublicGap } from './public-client';
import { clearToken, setToken } from './token-storage';
import { english } from '../tests/setup/english';
import { trashedCar } from '../domain/trash';

type Family = 'public' | 'home' | 'admin' | 'auth' | 'upload';
type Fault = '429' | '500' | '401' | 'network' | 'timeout' | 'malformed';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Call {
  name: string;
  family: Family;
  method: Method;
  /** The address the fault answers, as msw matches it. */
  path: string;
  run: (ids: Ids) => Promise<unknown>;
  /** Calls whose OK answer has no body to check (nothing to be malformed). */
  noBody?: boolean;
}

/** `enquiry`: one sent before each test (the inbox's calls read, change and delete it). */
type Ids = { car: string; other: string; enquiry: string };

const SERVER_SAYS = 'Something broke on our side';
const RETRY_AFTER_S = 2;

const CALLS: Call[] = [
  { name: 'publicApi.listCars', family: 'public', method: 'get', path: '/api/cars', run: () => publicApi.listCars({}) },
  { name: 'publicApi.listFeatured', family: 'public', method: 'get', path: '/api/cars/featured', run: () => publicApi.listFeatured() },
  { name: 'publicApi.listByCategory', family: 'public', method: 'get', path: '/api/cars/sports', run: () => publicApi.listByCategory('Sports') },
  { name: 'publicApi.listByBrand', family: 'public', method: 'get', path: '/api/cars/brand/Ferrari', run: () => publicApi.listByBrand('Ferrari') },
  { name: 'publicApi.listBrands', family: 'public', method: 'get', path: '/api/cars/brands', run: () => publicApi.listBrands() },
  { name: 'publicApi.getCar', family: 'public', method: 'get', path: '/api/cars/:id', run: ({ car }) => publicApi.getCar(car) },
  { name: 'publicApi.listRelated', family: 'public', method: 'get', path: '/api/cars/:id/related', run: ({ car }) => publicApi.listRelated(car) },
  { name: 'publicApi.incrementView', family: 'public', method: 'post', path: '/api/cars/:id/increment-view', run: ({ car }) => publicApi.incrementView(car) },
  { name: 'publicApi.searchCars', family: 'public', method: 'get', path: '/api/car/search/:text', run: () => publicApi.searchCars('Fer') },
  { name: 'publicApi.createEnquiry', family: 'public', method: 'post', path: '/api/enquiries', run: ({ car }) => publicApi.createEnquiry({ name: 'Aisha Khan', email: 'aisha@example.com', subject: 'Weekend', message: 'Is it free on Friday?', locale: 'en', carId: car, elapsedMs: 60_000 }) },
  { name: 'publicApi.fetchHomeFeatured', family: 'home', method: 'get', path: '/api/cars/featured', run: () => publicApi.fetchHomeFeatured() },
  { name: 'authApi.login', family: 'auth', method: 'post', path: '/api/auth/admin/login', run: () => authApi.login(SEEDED_ACCOUNTS.admin) },
  { name: 'authApi.checkAuth', family: 'auth', method: 'get', path: '/api/auth/check-auth', run: () => authApi.checkAuth() },
  { name: 'authApi.changePassword', family: 'auth', method: 'post', path: '/api/auth/change-password', run: () => authApi.changePassword({ currentPassword: SEEDED_ACCOUNTS.admin.password, newPassword: 'a-new-Passw0rd-for-the-matrix' }) },
  { name: 'authApi.forgotPassword', family: 'auth', method: 'post', path: '/api/auth/forgot-password', run: () => authApi.forgotPassword({ email: SEEDED_ACCOUNTS.admin.email }) },
  { name: 'authApi.refresh', family: 'auth', method: 'post', path: '/api/auth/refresh-token', run: () => authApi.refresh() },
  { name: 'authApi.resetPassword', family: 'auth', method: 'post', path: '/api/auth/reset-password', run: () => resetWithFreshLink() },
  { name: 'authApi.logout', family: 'auth', method: 'post', path: '/api/auth/admin/logout', run: () => authApi.logout() },
  { name: 'adminApi.listCars', family: 'admin', method: 'get', path: '/api/admin/cars/get', run: () => adminApi.listCars({}) },
  { name: 'adminApi.getCar', family: 'admin', method: 'get', path: '/api/admin/cars/get/:id', run: ({ car }) => adminApi.getCar(car) },
  { name: 'adminApi.addCar', family: 'admin', method: 'post', path: '/api/admin/cars/add', run: () => adminApi.addCar(carInput()) },
  { name: 'adminApi.editCar', family: 'admin', method: 'put', path: '/api/admin/cars/edit/:id', run: ({ car }) => adminApi.editCar(car, carInput()) },
  { name: 'adminApi.setStatus', family: 'admin', method: 'patch', path: '/api/admin/cars/toggle-availability/:id', run: ({ car }) => adminApi.setStatus(car, 'maintenance') },
  { name: 'adminApi.stats', family: 'admin', method: 'get', path: '/api/admin/cars/stats', run: () => adminApi.stats() },
  { name: 'adminApi.demandStats', family: 'admin', method: 'get', path: '/api/admin/demand', run: () => adminApi.demandStats() },
  { name: 'adminApi.deleteCar', family: 'admin', method: 'delete', path: '/api/admin/cars/delete/:id', run: ({ other }) => adminApi.deleteCar(other), noBody: true },
  // The inbox (issue 19); the CSV export's answer is any text, so it has nothing to be malformed.
  { name: 'adminApi.listEnquiries', family: 'admin', method: 'get', path: '/api/admin/enquiries', run: () => adminApi.listEnquiries({ status: 'new' }) },
  { name: 'adminApi.exportEnquiries', family: 'admin', method: 'get', path: '/api/admin/enquiries/export', run: () => adminApi.exportEnquiries({}), noBody: true },
  { name: 'adminApi.getEnquiry', family: 'admin', method: 'get', path: '/api/admin/enquiries/:id', run: ({ enquiry }) => adminApi.getEnquiry(enquiry) },
  { name: 'adminApi.updateEnquiry', family: 'admin', method: 'patch', path: '/api/admin/enquiries/:id', run: ({ enquiry }) => adminApi.updateEnquiry(enquiry, { status: 'contacted' }) },
  { name: 'adminApi.addEnquiryNote', family: 'admin', method: 'post', path: '/api/admin/enquiries/:id/notes', run: ({ enquiry }) => adminApi.addEnquiryNote(enquiry, 'Called back') },
  { name: 'adminApi.deleteEnquiry', family: 'admin', method: 'delete', path: '/api/admin/enquiries/:id', run: ({ enquiry }) => adminApi.deleteEnquiry(enquiry), noBody: true },
  { name: 'adminApi.listAccounts', family: 'admin', method: 'get', path: '/api/admin/accounts', run: () => adminApi.listAccounts() },
  // The trash and the activity log (issue 22).
  { name: 'adminApi.listTrash', family: 'admin', method: 'get', path: '/api/admin/trash', run: () => adminApi.listTrash() },
  { name: 'adminApi.restoreCar', family: 'admin', method: 'post', path: '/api/admin/trash/:id/restore', run: async ({ other }) => adminApi.restoreCar(await inTrash(other)) },
  { name: 'adminApi.purgeCar', family: 'admin', method: 'delete', path: '/api/admin/trash/:id', run: async ({ other }) => adminApi.purgeCar(await inTrash(other)), noBody: true },
  { name: 'adminApi.listTeam', family: 'admin', method: 'get', path: '/api/admin/team', run: () => adminApi.listTeam() },
  { name: 'adminApi.inviteAdmin', family: 'admin', method: 'post', path: '/api/admin/team/invite', run: () => adminApi.inviteAdmin({ name: 'Noura Haddad', email: 'noura@example.com' }) },
  { name: 'adminApi.setAccountActive', family: 'admin', method: 'post', path: '/api/admin/team/:id/deactivate', run: async () => adminApi.setAccountActive((await getDb()).accounts.find((a) => a.role === 'staff')!.id, false) },
  { name: 'adminApi.signOutOthers', family: 'admin', method: 'post', path: '/api/admin/team/sign-out-others', run: () => adminApi.signOutOthers(), noBody: true },
  { name: 'adminApi.listActivity', family: 'admin', method: 'get', path: '/api/admin/activity', run: () => adminApi.listActivity({ kind: 'car.edit' }) },
  { name: 'adminApi.uploadImage', family: 'upload', method: 'post', path: '/api/admin/cars/upload-image', run: () => adminApi.uploadImage(new File([PNG], 'car.png', { type: 'image/png' })) },
];

/** Puts the car in the mock's trash, as a delete would (once: a retried call finds it there). */
async function inTrash(id: string): Promise<string> {
  const db = await getDb();
  const at = db.cars.findIndex((c) => c._id === id);
  if (at >= 0) db.trash.push(trashedCar(db.cars.splice(at, 1)[0]!, Date.now(), { name: 'Fleet Administrator', email: SEEDED_ACCOUNTS.admin.email }));
  return id;
}

/** Asks for a reset link (the real mock answers), then uses it: the reset call is the one the fault answers. */
async function resetWithFreshLink() {
  const { email } = SEEDED_ACCOUNTS.admin;
  await authApi.forgotPassword({ email });
  return authApi.resetPassword({ token: getLastResetToken(email) ?? '', newPassword: 'a-new-Passw0rd-for-the-matrix' });
}

/** The smallest valid PNG (1×1), so the recovered upload is a real image. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

const TIMEOUT_MS: Record<Family, number> = {
  public: PUBLIC_TIMEOUT_MS,
  home: PUBLIC_TIMEOUT_MS,
  admin: ADMIN_TIMEOUT_MS,
  auth: AUTH_TIMEOUT_MS,
  upload: UPLOAD_TIMEOUT_MS,
};

/** SPEC §8: what each family says for each fault. */
function expected(family: Family, fault: Fault): string {
  if (fault === 'network') return family === 'upload' ? MSG.uploadGeneric : MSG.networkError;
  if (fault === 'timeout') return family === 'upload' ? MSG.uploadTimeout : MSG.networkError;
  if (fault === 'malformed') return MSG.invalidResponseFormat;
  const status = Number(fault);
  switch (family) {
    case 'public':
      return status === 429 ? MSG.tooManyRequests : status >= 500 ? MSG.publicServerError : MSG.publicError(status, SERVER_SAYS);
    case 'home':
      return MSG.httpError(status);
    case 'upload':
      return status === 401 ? MSG.uploadAuth : SERVER_SAYS;
    default:
      return MSG.serverError(status, SERVER_SAYS);
  }
}

/** A request that never answers until the client gives up on it. */
const hang = ({ request }: { request: Request }) =>
  new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));

function faultHandler(call: Call, fault: Fault): HttpHandler {
  const answer = {
    '429': () => HttpResponse.json({ success: false, message: SERVER_SAYS }, { status: 429, headers: { 'Retry-After': String(RETRY_AFTER_S) } }),
    '500': () => HttpResponse.json({ success: false, message: SERVER_SAYS }, { status: 500 }),
    '401': () => HttpResponse.json({ success: false, message: SERVER_SAYS }, { status: 401 }),
    network: () => HttpResponse.error(),
    timeout: hang,
    malformed: () => HttpResponse.json({ success: true, data: { nonsense: true }, cars: 'none', user: 7, accessToken: 1, url: null }),
  }[fault];
  return http[call.method](apiUrl(call.path), answer);
}

const FAULTS: Fault[] = ['429', '500', '401', 'network', 'timeout', 'malformed'];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
let ids: Ids;
let unauthorized = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  process.on('unhandledRejection', onUnhandled);
});
beforeEach(async () => {
  await resetMockBackend();
  resetPublicGap();
  unhandled.length = 0;
  unauthorized = 0;
  setUnauthorizedHandler(() => void (unauthorized += 1));
  const [car, other] = (await getDb()).cars.filter((c) => c.isActive);
  if (!car || !other) throw new Error('seed too small');
  ids = { car: car._id, other: other._id, enquiry: await sendEnquiry() };
  await signIn();
  resetPublicGap();
});

/** An enquiry sent as the contact form sends it; answers its id. */
async function sendEnquiry(): Promise<string> {
  const body = { name: 'Aisha Khan', email: 'aisha@example.com', subject: 'Weekend', message: 'Is it free on Friday?', locale: 'en', elapsedMs: 60_000 };
  const sent = await api<{ data: { reference: string } }>('/api/enquiries', jsonInit('POST', body));
  const id = (await getDb()).enquiries.find((e) => e.reference === sent.body.data.reference)?._id;
  if (!id) throw new Error(`the enquiry was not stored (${sent.status})`);
  return id;
}

async function signIn() {
  const { accessToken } = await authApi.login(SEEDED_ACCOUNTS.admin);
  setToken(accessToken, true);
}
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  setUnauthorizedHandler(null);
  clearToken();
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  server.close();
});

async function failureOf(p: Promise<unknown>): Promise<ApiError> {
  const outcome = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

it('covers every call of the three clients', () => {
  const clients = { publicApi, authApi, adminApi };
  const every = Object.entries(clients).flatMap(([client, api]) => Object.keys(api).map((method) => `${client}.${method}`));
  expect(CALLS.map((c) => c.name).sort()).toEqual(every.sort());
});

describe.each(CALLS)('$name', (call) => {
  it.each(FAULTS.filter((f) => !(f === 'malformed' && call.noBody)))('%s: the §8 message, nothing uncaught, and it recovers when asked again', async (fault) => {
    server.use(faultHandler(call, fault));
    let error: ApiError;
    if (fault === 'timeout') {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pending = failureOf(call.run(ids));
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS[call.family]);
      error = await pending;
      vi.useRealTimers();
    } else {
      error = await failureOf(call.run(ids));
    }
    expect(english(error)).toBe(expected(call.family, fault));
    expect(error.retryAfter).toBe(fault === '429' ? RETRY_AFTER_S : undefined);
    // The 401 hook (sign out, go to the login page) runs for the public client's and the admin's calls; the auth
    // calls leave it to the auth machine, the home's own fetch has no session to end.
    const hooked = call.family === 'public' || call.family === 'admin' || call.family === 'upload';
    expect(unauthorized).toBe(fault === '401' && hooked ? 1 : 0);

    server.resetHandlers();
    // An admin 401 ended the session (its token is gone): recovering means signing in again.
    if (fault === '401' && hooked) await signIn();
    resetPublicGap();
    await call.run(ids);
    expect(unhandled).toEqual([]);
  });
});

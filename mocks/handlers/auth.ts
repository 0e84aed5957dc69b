/**
 * /api/auth/*: login with a short-lived access token (35 minutes: one refresh interval and a margin) and an httpOnly refresh cookie that rotates on every refresh,
 * refresh, check, logout, passwords.
 */
import { recordEvent } from './audit';
import { REFRESH_COOKIE, REFRESH_SESSION_TTL_MS, RESET_TOKEN_TTL_MS } from '../../domain/rules';
import { randomHex } from '../../domain/ids';
import { hashPassword, verifyPassword } from '../db/password';
import { saveDb } from '../db/store';
import { announceResetToken } from '../runtime';
import { SERVER_MSG } from '../../domain/messages';
import { HttpError, route } from './route';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../domain/schemas';
import {
  authenticate, bearerToken, canSignIn, clearedRefreshCookie, findSessionByCookie, isLive, issueAccessToken, openSession, pruneSessions,
  refreshCookie, revokeSession, revokeUserSessions, rotateRefreshToken, toUser,
} from './session';
import { parseOrThrow, readJson } from '../../domain/validation';
import { ValidationError } from '../../domain/http-errors';

export const authHandlers = [
  route('post', '/api/auth/admin/login', 'auth', async ({ request, db, now, json }) => {
    const { email, password } = parseOrThrow(loginSchema, await readJson(request));
    const account = db.accounts.find((a) => a.email === email.toLowerCase());
    if (!account || !canSignIn(account) || !(await verifyPassword(password, account.passwordSalt, account.passwordHash))) {
      throw new HttpError(401, SERVER_MSG.invalidCredentials);
    }
    const { session, accessToken } = openSession(db, account, now);
    account.lastSignInAt = now;
    recordEvent(db, { kind: 'account.signIn', actor: account, at: now });
    await saveDb(db);
    return json(
      200,
      { success: true, message: SERVER_MSG.loginOk, accessToken, user: toUser(account) },
      { 'Set-Cookie': refreshCookie(session.refreshToken, REFRESH_SESSION_TTL_MS) },
    );
  }),

  route('post', '/api/auth/admin/logout', 'auth', async ({ request, cookies, db, now, json }) => {
    const token = bearerToken(request);
    const record = token ? db.accessTokens.find((t) => t.token === token) : undefined;
    if (record) revokeSession(db, record.sessionId, now);
    const cookie = cookies[REFRESH_COOKIE];
    const fromCookie = cookie ? findSessionByCookie(db, cookie) : undefined;
    if (fromCookie) revokeSession(db, fromCookie.session.id, now);
    pruneSessions(db, now);
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.logoutOk }, { 'Set-Cookie': clearedRefreshCookie() });
  }),

  // Rotates the cookie like the product server: a value already exchanged coming back means a copy is in someone
  // else's hands, so the whole session is revoked (both holders sign in again).
  route('post', '/api/auth/refresh-token', 'auth', async ({ cookies, db, now, json }) => {
    const cleared = { 'Set-Cookie': clearedRefreshCookie() };
    const cookie = cookies[REFRESH_COOKIE];
    if (!cookie) throw new HttpError(401, SERVER_MSG.refreshRequired, cleared);
    const found = findSessionByCookie(db, cookie);
    if (found?.used) {
      revokeSession(db, found.session.id, now);
      await saveDb(db);
    }
    const session = found && !found.used && isLive(found.session, now) ? found.session : undefined;
    const account = session && db.accounts.find((a) => a.id === session.userId);
    if (session && account && !canSignIn(account)) {
      revokeSession(db, session.id, now);
      await saveDb(db);
    }
    if (!session || !account || !canSignIn(account)) throw new HttpError(401, SERVER_MSG.refreshInvalid, cleared);
    const next = rotateRefreshToken(session);
    const accessToken = issueAccessToken(db, account, session.id, now);
    await saveDb(db);
    return json(
      200,
      { success: true, message: SERVER_MSG.refreshOk, accessToken },
      { 'Set-Cookie': refreshCookie(next, session.expiresAt - now) },
    );
  }),

  route('get', '/api/auth/check-auth', 'auth', async ({ request, db, now, json }) => {
    const { account } = authenticate(db, request, now);
    return json(200, { success: true, message: SERVER_MSG.authOk, user: toUser(account) });
  }),

  route('post', '/api/auth/change-password', 'auth', async ({ request, db, now, json }) => {
    const { account, sessionId } = authenticate(db, request, now);
    const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, await readJson(request));
    if (!(await verifyPassword(currentPassword, account.passwordSalt, account.passwordHash))) {
      throw new ValidationError('currentPassword', 'is incorrect');
    }
    if (currentPassword === newPassword) throw new ValidationError('newPassword', 'must differ from the current password');
    account.passwordSalt = randomHex(8);
    account.passwordHash = await hashPassword(newPassword, account.passwordSalt);
    // Other devices are signed out; the session that changed the password stays.
    revokeUserSessions(db, account.id, now, sessionId);
    recordEvent(db, { kind: 'account.passwordChange', actor: account, at: now });
    pruneSessions(db, now);
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.passwordChanged });
  }),

  route('post', '/api/auth/forgot-password', 'auth', async ({ request, db, now, json }) => {
    const { email } = parseOrThrow(forgotPasswordSchema, await readJson(request));
    const account = db.accounts.find((a) => a.email === email.toLowerCase());
    if (account && canSignIn(account)) {
      const token = randomHex(32);
      db.resetTokens.push({ token, userId: account.id, email: account.email, createdAt: now, expiresAt: now + RESET_TOKEN_TTL_MS, usedAt: null });
      await saveDb(db);
      announceResetToken(account.email, token);
    }
    // The same answer either way, so the endpoint does not reveal which addresses have accounts.
    return json(200, { success: true, message: SERVER_MSG.resetSent });
  }),

  route('post', '/api/auth/reset-password', 'auth', async ({ request, db, now, json }) => {
    const { token, newPassword } = parseOrThrow(resetPasswordSchema, await readJson(request));
    const record = db.resetTokens.find((t) => t.token === token && t.usedAt === null && t.expiresAt > now);
    const account = record && db.accounts.find((a) => a.id === record.userId);
    if (!record || !account || !canSignIn(account)) throw new ValidationError('token', 'is invalid or has expired');
    record.usedAt = now;
    account.pending = false;
    account.passwordSalt = randomHex(8);
    account.passwordHash = await hashPassword(newPassword, account.passwordSalt);
    revokeUserSessions(db, account.id, now);
    recordEvent(db, { kind: 'account.passwordReset', actor: account, at: now });
    await saveDb(db);
    return json(200, { success: true, message: SERVER_MSG.passwordReset });
  }),
];

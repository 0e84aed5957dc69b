/**
 * /api/auth/*: the mock's statuses, bodies and messages (mocks/handlers/auth.ts), with real sessions behind them:
 * argon2id passwords, a rotating refresh cookie (services/sessions.ts), JWT access tokens naming a revocable session
 * (services/auth.ts), throttled logins, single-use reset links sent by mail or to the outbox.
 */
import { actorOf } from '../services/audit';
import { REFRESH_COOKIE } from '../../domain/rules';
import { SERVER_MSG } from '../../domain/messages';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../domain/schemas';
import { parseOrThrow, readJson } from '../../domain/validation';
import { HttpError, ValidationError } from '../../domain/http-errors';
import { route, type Router } from '../http';
import { canSignIn, findAccountByEmail, findAccountById, normaliseEmail, setPassword, toUser } from '../services/accounts';
import {
  authenticate, clearedRefreshCookie, issueAccessToken, refreshCookie, sessionOfBearer,
} from '../services/auth';
import { consume, count, refund, take, tooMany } from '../services/limits';
import { consumeResetToken, createResetToken, resetLink, siteOrigin } from '../services/password-reset';
import { verifyDecoy, verifyPassword } from '../services/passwords';
import { openSession, pruneSessions, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from '../services/sessions';

export function authRoutes(router: Router): void {
  const { deps } = router;
  const { limiters } = deps;

  /**
   * A login attempt takes its points before the password is checked, in one step each, so of a parallel burst at
   * most the limit reach the check (the rest answer 429); a right password gives them back. The lock is per address
   * and per account + address, never per account alone: a stranger cannot lock the owner out. Past loginByAccount
   * wrong passwords the account is under attack and every address gets one guess per window
   * (docs/decisions/017-sign-in-throttling.md). Answers the refund for a right password.
   */
  async function admitLogin(accountKey: string, ip: string): Promise<() => Promise<void>> {
    const pairKey = `${accountKey} ${ip}`;
    await take(limiters.loginByIp, ip);
    const pair = await take(limiters.loginByAccountIp, pairKey);
    const wide = await count(limiters.loginByAccount, accountKey);
    if (wide.consumedPoints > limiters.loginByAccount.points && pair.consumedPoints > 1) {
      await refund(limiters.loginByAccount, accountKey); // refused, so not a guess
      deps.metrics.limitRefused('loginByAccount'); // the under-attack rule refused it, not a consume
      throw tooMany(pair);
    }
    if (wide.consumedPoints === limiters.loginByAccount.points + 1) deps.log.warn({ ip }, 'login: an account is under attack (one guess per address)');
    return async () => {
      await Promise.all([
        refund(limiters.loginByIp, ip),
        refund(limiters.loginByAccountIp, pairKey),
        refund(limiters.loginByAccount, accountKey),
      ]);
    };
  }

  route(router, 'post', '/api/auth/admin/login', async ({ request, now, ip, json }) => {
    const { email, password } = parseOrThrow(loginSchema, await readJson(request));
    const accountKey = normaliseEmail(email);
    const giveBack = await admitLogin(accountKey, ip);
    const account = await findAccountByEmail(deps.db, accountKey);
    const valid =
      account && canSignIn(deps.config, account) ? await verifyPassword(account.passwordHash, password) : await verifyDecoy(password);
    if (!account || !valid) {
      deps.log.info({ ip, accountId: account?.id ?? null }, 'login failed');
      throw new HttpError(401, SERVER_MSG.invalidCredentials);
    }
    await giveBack();
    await pruneSessions(deps.db, now);
    const session = await openSession(deps.db, actorOf(account), now);
    const accessToken = await issueAccessToken(deps, account, session.sessionId, now);
    deps.log.info({ ip, accountId: account.id }, 'signed in');
    return json(
      200,
      { success: true, message: SERVER_MSG.loginOk, accessToken, user: toUser(account) },
      { 'Set-Cookie': refreshCookie(deps, request, session.refreshToken, session.expiresAt - now) },
    );
  });

  route(router, 'post', '/api/auth/admin/logout', async ({ request, now, ip, cookie, json }) => {
    await consume(limiters.auth, ip);
    // Both ways in, so a tab holding only one of them (an expired access token, or only the cookie) still signs out.
    const fromBearer = await sessionOfBearer(deps, request);
    if (fromBearer) await revokeSession(deps.db, fromBearer, now);
    const presented = cookie(REFRESH_COOKIE);
    const fromCookie = presented ? await sessionOfRefreshToken(deps.db, presented) : undefined;
    if (fromCookie) await revokeSession(deps.db, fromCookie, now);
    return json(200, { success: true, message: SERVER_MSG.logoutOk }, { 'Set-Cookie': clearedRefreshCookie(deps, request) });
  });

  route(router, 'post', '/api/auth/refresh-token', async ({ request, now, ip, cookie, json }) => {
    await consume(limiters.auth, ip);
    const cleared = { 'Set-Cookie': clearedRefreshCookie(deps, request) };
    const presented = cookie(REFRESH_COOKIE);
    if (!presented) throw new HttpError(401, SERVER_MSG.refreshRequired, cleared);
    const outcome = await rotateRefreshToken(deps.db, presented, now);
    if (outcome.kind === 'replayed') deps.log.warn({ ip, sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
    if (outcome.kind !== 'rotated') throw new HttpError(401, SERVER_MSG.refreshInvalid, cleared);
    const account = await findAccountById(deps.db, outcome.userId);
    if (!account || !canSignIn(deps.config, account)) {
      await revokeSession(deps.db, outcome.sessionId, now);
      throw new HttpError(401, SERVER_MSG.refreshInvalid, cleared);
    }
    const accessToken = await issueAccessToken(deps, account, outcome.sessionId, now);
    return json(
      200,
      { success: true, message: SERVER_MSG.refreshOk, accessToken },
      { 'Set-Cookie': refreshCookie(deps, request, outcome.refreshToken, outcome.expiresAt - now) },
    );
  });

  route(router, 'get', '/api/auth/check-auth', async ({ request, now, ip, json }) => {
    await consume(limiters.auth, ip);
    const { account } = await authenticate(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.authOk, user: toUser(account) });
  });

  route(router, 'post', '/api/auth/change-password', async ({ request, now, ip, json }) => {
    await consume(limiters.auth, ip);
    const { account, sessionId } = await authenticate(deps, request, now);
    const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, await readJson(request));
    if (!(await verifyPassword(account.passwordHash, currentPassword))) throw new ValidationError('currentPassword', 'is incorrect');
    if (currentPassword === newPassword) throw new ValidationError('newPassword', 'must differ from the current password');
    // Other devices are signed out; the session that changed the password stays.
    await setPassword(deps.db, actorOf(account), newPassword, now, 'account.passwordChange', sessionId);
    deps.log.info({ ip, accountId: account.id }, 'password changed');
    return json(200, { success: true, message: SERVER_MSG.passwordChanged });
  });

  route(router, 'post', '/api/auth/forgot-password', async ({ request, now, ip, json }) => {
    await consume(limiters.auth, ip);
    const { email } = parseOrThrow(forgotPasswordSchema, await readJson(request));
    await consume(limiters.forgotByIp, ip);
    // Not awaited: the answer goes before the account is even looked up, so it takes the same time whether or not
    // the address has one (issue 20: a known account answered ~1.8 ms slower), and a slow database or SMTP server
    // neither delays nor changes it.
    void sendResetLink(email, siteOrigin(deps.config, request), now).catch((error: unknown) =>
      deps.log.error({ err: error }, 'password reset failed'),
    );
    return json(200, { success: true, message: SERVER_MSG.resetSent });
  });

  /** forgot-password's work, after its answer: a single-use token and a mail with the link, for an active account. */
  async function sendResetLink(email: string, origin: string | undefined, now: number): Promise<void> {
    const account = await findAccountByEmail(deps.db, email);
    if (!account || !canSignIn(deps.config, account)) return;
    if (!origin) {
      deps.log.error('password reset requested but no link can be built: set PUBLIC_URL (or CORS_ORIGINS)');
      return;
    }
    const link = resetLink(origin, await createResetToken(deps.db, account.id, now));
    await deps.mailer.sendPasswordReset({ to: account.email, name: account.name, link });
  }

  route(router, 'post', '/api/auth/reset-password', async ({ request, now, ip, json }) => {
    await consume(limiters.auth, ip);
    const { token, newPassword } = parseOrThrow(resetPasswordSchema, await readJson(request));
    const userId = await consumeResetToken(deps.db, token, now);
    const account = userId ? await findAccountById(deps.db, userId) : undefined;
    if (!account || !canSignIn(deps.config, account)) throw new ValidationError('token', 'is invalid or has expired');
    await setPassword(deps.db, actorOf(account), newPassword, now, 'account.passwordReset');
    deps.log.info({ ip, accountId: account.id }, 'password reset');
    return json(200, { success: true, message: SERVER_MSG.passwordReset });
  });
}

/** /api/admin/team/*: the portal's accounts (issue 22). Every route needs an admin's Bearer token. */
import { HttpError, ValidationError } from '../../domain/http-errors';
import { isObjectId } from '../../domain/ids';
import { SERVER_MSG } from '../../domain/messages';
import { inviteSchema } from '../../domain/schemas';
import { parseOrThrow, readJson } from '../../domain/validation';
import { route, type Router } from '../http';
import { actorOf } from '../services/audit';
import { requirePortalAdmin } from '../services/auth';
import { resetLink, siteOrigin } from '../services/password-reset';
import { inviteAdmin, listTeam, setActive, signOutOthers } from '../services/team';

function accountId(raw: string): string {
  if (!isObjectId(raw)) throw new ValidationError('id', 'must be an account id');
  return raw;
}

export function adminTeamRoutes(router: Router): void {
  const { deps } = router;
  const { db } = deps;

  route(router, 'get', '/api/admin/team', async ({ request, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    return json(200, { success: true, message: SERVER_MSG.accountsOk, data: await listTeam(db, now) });
  });

  route(router, 'post', '/api/admin/team/invite', async ({ request, now, json }) => {
    const { account } = await requirePortalAdmin(deps, request, now);
    const input = parseOrThrow(inviteSchema, await readJson(request));
    const origin = siteOrigin(deps.config, request);
    if (!origin) {
      deps.log.error('an invitation was asked for but no link can be built: set PUBLIC_URL (or CORS_ORIGINS)');
      throw new HttpError(500, SERVER_MSG.inviteNoOrigin);
    }
    const invited = await inviteAdmin(db, input, actorOf(account), now);
    if (invited === 'taken') throw new HttpError(409, SERVER_MSG.emailTaken);
    try {
      await deps.mailer.sendPasswordReset({ to: invited.member.email, name: invited.member.name, link: resetLink(origin, invited.token, true), invitedBy: account.name });
    } catch (error) {
      deps.log.error({ err: error, to: invited.member.email }, 'invitation mail failed');
      throw new HttpError(502, SERVER_MSG.inviteMailFailed);
    }
    return json(201, { success: true, message: SERVER_MSG.invited, data: invited.member });
  });

  for (const [path, active] of [
    ['/api/admin/team/{id}/deactivate', false],
    ['/api/admin/team/{id}/reactivate', true],
  ] as const) {
    route(router, 'post', path, async ({ request, param, now, json }) => {
      const { account } = await requirePortalAdmin(deps, request, now);
      const outcome = await setActive(db, accountId(param('id')), active, actorOf(account), now);
      if (outcome === 'notFound') throw new HttpError(404, SERVER_MSG.accountNotFound);
      if (outcome === 'last') throw new HttpError(409, SERVER_MSG.lastAdmin);
      return json(200, { success: true, message: active ? SERVER_MSG.accountReactivated : SERVER_MSG.accountDeactivated, data: outcome });
    });
  }

  route(router, 'post', '/api/admin/team/sign-out-others', async ({ request, now, json }) => {
    const { account, sessionId } = await requirePortalAdmin(deps, request, now);
    await signOutOthers(db, account.id, sessionId, now);
    return json(200, { success: true, message: SERVER_MSG.signedOutOthers });
  });
}

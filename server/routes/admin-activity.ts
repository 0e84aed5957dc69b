/** /api/admin/activity: the portal's audit log (issue 22), for admins only. */
import { parseActivityQuery } from '../../domain/audit';
import { SERVER_MSG } from '../../domain/messages';
import { route, type Router } from '../http';
import { listActivity } from '../services/audit';
import { requirePortalAdmin } from '../services/auth';

export function adminActivityRoutes(router: Router): void {
  const { deps } = router;
  route(router, 'get', '/api/admin/activity', async ({ request, url, now, json }) => {
    await requirePortalAdmin(deps, request, now);
    const page = await listActivity(deps.db, parseActivityQuery(url.searchParams));
    return json(200, { success: true, message: SERVER_MSG.activityOk, ...page });
  });
}

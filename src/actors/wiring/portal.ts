import { createActivityActors, createCarHistoryActors } from '../../../machines/activity/activity.actors';
import { activityMachine } from '../../../machines/activity/activity.machine';
import { carHistoryMachine } from '../../../machines/activity/car-history.machine';
import { createAdminCarsActors } from '../../../machines/admin-cars/admin-cars.actors';
import { adminCarsMachine } from '../../../machines/admin-cars/admin-cars.machine';
import { createCarDialogActors } from '../../../machines/car-dialog/car-dialog.actors';
import { carDialogMachine } from '../../../machines/car-dialog/car-dialog.machine';
import { createChangePasswordActors } from '../../../machines/change-password/change-password.actors';
import { changePasswordMachine } from '../../../machines/change-password/change-password.machine';
import { createPasswordRequestActors } from '../../../machines/change-password/password-request.actors';
import { passwordRequestMachine } from '../../../machines/change-password/password-request.machine';
import { createDashboardActors } from '../../../machines/dashboard/dashboard.actors';
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import { createInboxCountActors, createInboxDetailActors, createInboxListActors } from '../../../machines/inbox/inbox.actors';
import { inboxCountMachine } from '../../../machines/inbox/inbox-count.machine';
import { inboxDetailMachine } from '../../../machines/inbox/inbox-detail.machine';
import { inboxListMachine } from '../../../machines/inbox/inbox-list.machine';
import { createLoginActors } from '../../../machines/login/login.actors';
import { loginMachine } from '../../../machines/login/login.machine';
import { createTeamActors } from '../../../machines/team/team.actors';
import { teamMachine } from '../../../machines/team/team.machine';
import { createTrashActors } from '../../../machines/trash/trash.actors';
import { trashMachine } from '../../../machines/trash/trash.machine';
import { adminApi } from '../../../api/admin-client';
import { authApi } from '../../../api/auth-client';
import type { LiveLogic, RootActors } from '../logic';

/**
 * The admin portal's machines wired to the real clients, once (docs/decisions/009): provided by `src/app` around the
 * admin area and the login and password pages, all lazy, so a visitor never downloads them.
 */
export const logic = {
  dashboard: dashboardMachine.provide(createDashboardActors({ clients: { adminApi } })),
  adminCars: adminCarsMachine.provide(createAdminCarsActors({ clients: { adminApi } })),
  carDialog: carDialogMachine.provide(createCarDialogActors({ clients: { adminApi } })),
  changePassword: changePasswordMachine.provide(createChangePasswordActors({ clients: { authApi } })),
  passwordRequest: passwordRequestMachine.provide(createPasswordRequestActors({ clients: { authApi } })),
  inboxList: inboxListMachine.provide(createInboxListActors({ clients: { adminApi } })),
  inboxDetail: inboxDetailMachine.provide(createInboxDetailActors({ clients: { adminApi } })),
  inboxCount: inboxCountMachine.provide(createInboxCountActors({ clients: { adminApi } })),
  trash: trashMachine.provide(createTrashActors({ clients: { adminApi } })),
  activity: activityMachine.provide(createActivityActors({ clients: { adminApi } })),
  carHistory: carHistoryMachine.provide(createCarHistoryActors({ clients: { adminApi } })),
  team: teamMachine.provide(createTeamActors({ clients: { adminApi } })),
} satisfies Partial<LiveLogic>;

/** The login signs in through the app's auth actor, so its logic is made for that actor (by `wired()`, src/app/routes.tsx). */
export function logicFor({ auth }: RootActors) {
  return {
    login: loginMachine.provide(createLoginActors({ auth })),
  } satisfies Partial<LiveLogic>;
}

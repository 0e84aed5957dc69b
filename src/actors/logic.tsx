import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ActivityMachine } from '../../machines/activity/activity.machine';
import type { CarHistoryMachine } from '../../machines/activity/car-history.machine';
import type { AdminCarsMachine } from '../../machines/admin-cars/admin-cars.machine';
import type { AnthemMachine } from '../../machines/anthem/anthem.machine';
import type { AuthMachine } from '../../machines/auth/auth.machine';
import type { AutocompleteMachine } from '../../machines/autocomplete/autocomplete.machine';
import type { CarDataMachine } from '../../machines/car-data/car-data.machine';
import type { CarDetailMachine } from '../../machines/car-detail/car-detail.machine';
import type { CarDialogMachine } from '../../machines/car-dialog/car-dialog.machine';
import type { ChangePasswordMachine } from '../../machines/change-password/change-password.machine';
import type { PasswordRequestMachine } from '../../machines/change-password/password-request.machine';
import type { CollectionMachine } from '../../machines/collection/collection.machine';
import type { ContactFormMachine } from '../../machines/contact-form/contact-form.machine';
import type { DashboardMachine } from '../../machines/dashboard/dashboard.machine';
import type { FeaturedMachine } from '../../machines/featured/featured.machine';
import type { InboxCountMachine } from '../../machines/inbox/inbox-count.machine';
import type { InboxDetailMachine } from '../../machines/inbox/inbox-detail.machine';
import type { InboxListMachine } from '../../machines/inbox/inbox-list.machine';
import type { LoginMachine } from '../../machines/login/login.machine';
import type { ShortlistMachine } from '../../machines/shortlist/shortlist.machine';
import type { TeamMachine } from '../../machines/team/team.machine';
import type { TrashMachine } from '../../machines/trash/trash.machine';

/**
 * The machines a view runs, wired to their real actors (docs/decisions/009-machine-wiring.md). Machines declare
 * placeholder actors; `src/actors/wiring/*` makes the live logic once with each machine's `create*Actors({ clients })`;
 * the app provides it where it composes a page (`src/app`); a view asks for it by name and never calls `.provide()`.
 * Type-only imports: this registry adds no machine to a chunk.
 */
export interface LiveLogic {
  featured: FeaturedMachine;
  auth: AuthMachine;
  anthem: AnthemMachine;
  autocomplete: AutocompleteMachine;
  contactForm: ContactFormMachine;
  carData: CarDataMachine;
  collection: CollectionMachine;
  carDetail: CarDetailMachine;
  login: LoginMachine;
  dashboard: DashboardMachine;
  adminCars: AdminCarsMachine;
  carDialog: CarDialogMachine;
  changePassword: ChangePasswordMachine;
  passwordRequest: PasswordRequestMachine;
  shortlist: ShortlistMachine;
  inboxList: InboxListMachine;
  inboxDetail: InboxDetailMachine;
  inboxCount: InboxCountMachine;
  trash: TrashMachine;
  activity: ActivityMachine;
  carHistory: CarHistoryMachine;
  team: TeamMachine;
}

/** The app's root actors a page's logic may be made for (the login signs in through the auth actor). */
export type RootActors = { auth: ActorRefFrom<AuthMachine> };

const LogicContext = createContext<Partial<LiveLogic>>({});

/** Provides logic to a subtree, on top of what an outer provider gave (the root's and a page's). */
export function LogicProvider({ logic, children }: { logic: Partial<LiveLogic>; children: ReactNode }) {
  const outer = useContext(LogicContext);
  const value = useMemo(() => ({ ...outer, ...logic }), [outer, logic]);
  return <LogicContext.Provider value={value}>{children}</LogicContext.Provider>;
}

/** The live logic of one machine; a page rendered without its wiring fails loudly, naming what is missing. */
export function useLogic<K extends keyof LiveLogic>(name: K): LiveLogic[K] {
  const logic = useContext(LogicContext)[name];
  if (logic === undefined) throw new Error(`No "${name}" logic provided: wire it in src/app (docs/decisions/009-machine-wiring.md)`);
  return logic as LiveLogic[K];
}

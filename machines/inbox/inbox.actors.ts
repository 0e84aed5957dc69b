import { fromPromise } from 'xstate';
import type { AdminApi } from '../../api/admin-client';
import type { EnquiryPatch, InboxDetailMachine } from './inbox-detail.machine';
import type { InboxCountMachine } from './inbox-count.machine';
import type { InboxListMachine } from './inbox-list.machine';
import type { CarOption, Enquiry, InboxPage, InboxQuery, PersonRef } from './inbox.model';

export type InboxClients = {
  adminApi: Pick<
    AdminApi,
    'listEnquiries' | 'exportEnquiries' | 'getEnquiry' | 'updateEnquiry' | 'addEnquiryNote' | 'deleteEnquiry' | 'listAccounts' | 'listCars'
  >;
};

/**
 * The inbox's real effects (docs/decisions/009): one page of the list, the CSV of the filtered list, the fleet's
 * names for the car filter, and the detail's reads and writes. The actor's signal aborts a call whose state was left.
 */
export function createInboxListActors({ clients }: { clients: InboxClients }) {
  const { adminApi } = clients;
  return {
    actors: {
      listEnquiries: fromPromise<InboxPage, InboxQuery>(async ({ input, signal }) => {
        const body = await adminApi.listEnquiries(input, { signal });
        return { enquiries: body.data, total: body.total, currentPage: body.currentPage, totalPages: body.totalPages, newCount: body.newCount };
      }),
      exportEnquiries: fromPromise<string, InboxQuery>(({ input, signal }) => adminApi.exportEnquiries(input, { signal })),
      listFleet: fromPromise<CarOption[], void>(async ({ signal }) => {
        const body = await adminApi.listCars({}, { signal });
        return body.data.map((car) => ({ _id: car._id, name: car.name }));
      }),
    },
  } satisfies Parameters<InboxListMachine['provide']>[0];
}

export function createInboxDetailActors({ clients }: { clients: InboxClients }) {
  const { adminApi } = clients;
  return {
    actors: {
      getEnquiry: fromPromise<Enquiry, { id: string }>(({ input, signal }) => adminApi.getEnquiry(input.id, { signal })),
      listAccounts: fromPromise<PersonRef[], void>(({ signal }) => adminApi.listAccounts({ signal })),
      updateEnquiry: fromPromise<Enquiry, { id: string; patch: EnquiryPatch }>(({ input, signal }) =>
        adminApi.updateEnquiry(input.id, input.patch, { signal }),
      ),
      addNote: fromPromise<Enquiry, { id: string; text: string }>(({ input, signal }) => adminApi.addEnquiryNote(input.id, input.text, { signal })),
      deleteEnquiry: fromPromise<void, { id: string }>(({ input, signal }) => adminApi.deleteEnquiry(input.id, { signal })),
    },
  } satisfies Parameters<InboxDetailMachine['provide']>[0];
}

/** The count alone: the smallest page of new enquiries (its newCount is the whole inbox's). */
export function createInboxCountActors({ clients }: { clients: { adminApi: Pick<AdminApi, 'listEnquiries'> } }) {
  return {
    actors: {
      countNew: fromPromise<number, void>(async ({ signal }) => (await clients.adminApi.listEnquiries({ status: 'new', limit: 1 }, { signal })).newCount),
    },
  } satisfies Parameters<InboxCountMachine['provide']>[0];
}

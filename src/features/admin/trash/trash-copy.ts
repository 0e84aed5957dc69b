import { TRASH_DAYS } from '../../../../domain/constants';

/** The portal's trash (issue 22): its texts, written once for views and tests; the Arabic twin is ./trash-copy.ar.ts. */
export const TRASH_TEXT = {
  eyebrow: 'Fleet',
  title: 'Trash',
  metaTitle: 'Trash | Admin',
  metaDescription: 'Deleted cars wait here before they are deleted for good: restore them or delete them now.',
  intro: `Deleted cars stay here for ${TRASH_DAYS} days. Restore one to put it back on the site exactly as it was.`,
  refresh: 'Refresh',
  loading: 'Loading the trash...',
  loadFailed: 'The trash could not be loaded.',
  tryAgain: 'Try Again',
  emptyTitle: 'The trash is empty',
  emptyText: `Deleted cars wait here for ${TRASH_DAYS} days before they are deleted for good.`,
  listLabel: 'Deleted cars, latest deleted first',
  count: (count: number) => (count === 1 ? '1 car in the trash' : `${count} cars in the trash`),
  deletedBy: 'Deleted by',
  deletedAt: 'Deleted on',
  purgeAt: 'Deleted for good on',
  restore: 'Restore',
  restoring: 'Restoring...',
  purge: 'Delete forever',
  // The 'Delete forever' confirmation
  purgeTitle: 'Delete this car forever?',
  purgeText: (name: string) => `${name} will be deleted for good and can no longer be restored. This cannot be undone.`,
  cancel: 'Cancel',
  confirmPurge: 'Delete forever',
  purging: 'Deleting...',
} as const;

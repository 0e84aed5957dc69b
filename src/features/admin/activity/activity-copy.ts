import type { AuditKind } from '../../../../domain/types';

/**
 * The portal's activity log and a car's History dialog (issue 22): their texts, written once for views and tests; the
 * Arabic twin is ./activity-copy.ar.ts. A change's field is named by the car form's own label where it has one
 * (FORM_TEXT.labels in ../cars/cars-copy.ts); FIELD_LABELS holds the rest.
 */
export const ACTIVITY_TEXT = {
  eyebrow: 'Audit log',
  title: 'Activity',
  metaTitle: 'Activity | Admin',
  metaDescription: 'Who changed what in the portal, and when: every change to the fleet, every sign-in and password change.',
  intro: 'Every change to the fleet and every sign-in, newest first: who made it, when, and what it changed.',
  refresh: 'Refresh',
  // Filters
  filtersLabel: 'Filter the activity',
  admin: 'Admin',
  allAdmins: 'All admins',
  kind: 'Kind of change',
  allKinds: 'All changes',
  reset: 'Reset Filters',
  // The list
  listLabel: 'Activity, newest first',
  loading: 'Loading the activity...',
  loadFailed: 'The activity could not be loaded.',
  tryAgain: 'Try Again',
  shown: (count: number) => (count === 1 ? '1 event shown' : `${count} events shown`),
  emptyTitle: 'No activity yet',
  emptyText: 'Changes to the fleet and sign-ins to the portal are listed here as they happen.',
  emptyFilteredTitle: 'Nothing matches these filters',
  emptyFilteredText: 'Choose another admin or kind of change, or reset the filters.',
  loadOlder: 'Load older',
  loadingOlder: 'Loading older activity...',
  olderFailed: 'Older activity could not be loaded.',
  allLoaded: 'That is the start of the log.',
  historyAllLoaded: 'That is all of its recorded history.',
  // A row
  by: 'by',
  aCar: 'a car',
  anAccount: 'an account',
  changesLabel: 'What changed',
  was: 'Before:',
  now: 'After:',
  yes: 'Yes',
  no: 'No',
  showAll: 'Show all',
  showLess: 'Show less',
  listSeparator: ', ',
  images: (count: number) => (count === 1 ? '1 image' : `${count} images`),
  added: 'Added',
  removed: 'Removed',
  imagesReordered: 'The same images: their order, cover or descriptions changed.',
  // A car's History dialog
  historyTitle: (car: string) => `History of ${car}`,
  addedBy: (name: string, date: string) => `Added by ${name} on ${date}`,
  editedBy: (name: string, date: string) => `Last edited by ${name} on ${date}`,
  aFormerAdmin: 'a former admin',
  historyEmptyTitle: 'No changes recorded yet',
  historyEmptyText: 'Changes to this car are listed here as they happen.',
  close: 'Close',
} as const;

/** What an event says it did, by kind: a car's events name the car, an account's the account. */
export const EVENT_SENTENCES: Record<AuditKind, (name: string) => string> = {
  'car.create': (car) => `Added ${car}`,
  'car.edit': (car) => `Edited ${car}`,
  'car.status': (car) => `Changed the status of ${car}`,
  'car.delete': (car) => `Moved ${car} to the trash`,
  'car.restore': (car) => `Restored ${car}`,
  'car.purge': (car) => `Deleted ${car} for good`,
  'account.signIn': () => 'Signed in',
  'account.passwordChange': () => 'Changed their password',
  'account.passwordReset': () => 'Reset their password',
  'account.invite': (name) => `Invited ${name}`,
  'account.deactivate': (name) => `Deactivated ${name}`,
  'account.reactivate': (name) => `Reactivated ${name}`,
};

/** The kind filter's options. */
export const KIND_LABELS: Record<AuditKind, string> = {
  'car.create': 'Cars added',
  'car.edit': 'Cars edited',
  'car.status': 'Status changes',
  'car.delete': 'Moved to the trash',
  'car.restore': 'Restored from the trash',
  'car.purge': 'Deleted for good',
  'account.signIn': 'Sign-ins',
  'account.passwordChange': 'Password changes',
  'account.passwordReset': 'Password resets',
  'account.invite': 'Admins invited',
  'account.deactivate': 'Accounts deactivated',
  'account.reactivate': 'Accounts reactivated',
};

/** Fields the car form has no label for, or a label a change reads better without ('Features (comma-separated)'). */
export const FIELD_LABELS = {
  features: 'Features',
  status: 'Status',
  slug: 'Web address (slug)',
  isFeatured: 'Featured on the home page',
  isActive: 'Shown on the website',
  isAvailable: 'Available for rent',
} as const;

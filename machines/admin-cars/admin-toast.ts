import type { Message } from '../../domain/message';
/** A toast a fleet machine asks for; the view shows it with notify() (SPEC §8: one at a time). */
export type AdminToast = { title: Message; description?: Message; type: 'success' | 'error' | 'info' };

/** Emitted by the fleet machines (admin-cars, car-dialog, car-form); views listen with `actor.on('notify', ...)`. */
export type NotifyEmitted = { type: 'notify'; toast: AdminToast };

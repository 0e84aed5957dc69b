import { msg, type Message } from '../../domain/message';
import type { Car } from '../../domain/types';

/**
 * A toast a fleet machine asks for; the view shows it with notify() (SPEC §8: one at a time). `action` is a button in
 * the toast (the delete's Undo) that sends `event` back to the machine that asked.
 */
export type AdminToast<E = never> = {
  title: Message;
  description?: Message;
  type: 'success' | 'error' | 'info';
  action?: { label: Message; event: E };
};

/** Emitted by the fleet machines (admin-cars, car-dialog, car-form); views listen with `actor.on('notify', ...)`. */
export type NotifyEmitted<E = never> = { type: 'notify'; toast: AdminToast<E> };

/** The toast of a car back from the trash (the fleet's Undo, the Trash page's Restore): with its new slug if it got one. */
export function restoredToast(output: { car: Car; previousSlug?: string }): AdminToast<never> {
  return {
    title: msg('carRestored'),
    ...(output.previousSlug === undefined ? {} : { description: msg('carRestoredNewSlug', output.car.slug) }),
    type: 'success',
  };
}

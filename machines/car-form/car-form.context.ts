/** The car form's types and the pure reads and updates its machine and views share (kept apart so the machine stays small). */
import { isApiError, reasonOf } from '../../api/errors';
import { msg, type Message } from '../../domain/message';
import type { UploadSlotRef } from '../upload-slot/upload-slot.machine';
import type { SlotReport } from '../upload-slot/upload-slot.model';
import {
  anyUploading,
  fieldOfServerMessage,
  fieldProblems,
  toCarInput,
  uploadedImages,
  type Car,
  type ArabicAlts,
  type CarFormValues,
  type CarInput,
  type FeaturesField,
  type FlagField,
  type FormTarget,
  type SlotSummary,
  type TextField,
} from './car-form.model';

export type CarFormInput = {
  /** The car being edited; absent when adding. */
  car?: Car | null;
  /** The year the clock says (new-car default; the year input allows up to the next one). */
  currentYear: number;
};

export type SaveError = { message: Message; field: FormTarget | null };

/** One save (SPEC §7): add, or edit the car the form opened with. */
export type SaveCarInput = { mode: 'add'; payload: CarInput } | { mode: 'edit'; id: string; payload: CarInput };

export type CarFormContext = {
  mode: 'add' | 'edit';
  carId: string | null;
  maxYear: number;
  initialValues: CarFormValues;
  values: CarFormValues;
  /** The custom brand typed before going back to the list, restored when 'Other' is chosen again. */
  customBrandDraft: string;
  /** The image slot actors (fixed ids slot-0..slot-4). */
  slots: Record<string, UploadSlotRef>;
  /** Slot ids in display order: the first uploaded image is the cover (primary) image. */
  order: string[];
  /** What each slot last reported. */
  slotStates: Record<string, SlotSummary>;
  /** The image URLs in order when the form opened, to tell whether anything changed. */
  initialImages: string[];
  /** The Arabic alt text typed for each image, by url (a replaced image has a new url, so starts without one). */
  altsAr: ArabicAlts;
  initialAltsAr: ArabicAlts;
  /** false until a refused submit: problems are shown next to the fields only after a try. */
  showErrors: boolean;
  /** The last failed save: its reason, and the field it names when the server named one. */
  saveError: SaveError | null;
  /** The car as saved (the form's output). */
  saved: Car | null;
};

export type CarFormEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'flag.set'; field: FlagField; value: boolean }
  | { type: 'brand.select'; value: string }
  | { type: 'brand.useList' }
  /** A suggestion chip: to the English features, or with `field: 'arFeatures'` to the Arabic ones. */
  | { type: 'feature.add'; feature: string; field?: FeaturesField }
  | { type: 'altAr.change'; url: string; value: string }
  | { type: 'slot.move'; id: string; by: -1 | 1 }
  | { type: 'form.submit' }
  | SlotReport;

/** What the form tells the dialog after every change: close freely, ask first, or wait for the save. */
export type FormStatusReport = { type: 'form.status'; dirty: boolean; busy: boolean };

export type CarFormTag = 'busy';

export const slotId = (index: number): string => `slot-${index}`;

export const formImages = (context: CarFormContext) => uploadedImages(context.order, context.slotStates);
export const isUploading = (context: CarFormContext) => anyUploading(context.slotStates);
export const problemsOf = (context: CarFormContext) => fieldProblems(context.values, context.maxYear);

/** SPEC §5: every required field given and valid, a custom brand non-empty, at least one image, none uploading. */
export function canSubmit(context: CarFormContext): boolean {
  return Object.keys(problemsOf(context)).length === 0 && formImages(context).length > 0 && !isUploading(context);
}

/** Anything that closing would throw away: a changed value, a changed image list, or an upload under way. */
export function isDirty(context: CarFormContext): boolean {
  const keys = Object.keys(context.values) as Array<keyof CarFormValues>;
  if (keys.some((key) => context.values[key] !== context.initialValues[key])) return true;
  const urls = formImages(context).map((image) => image.url);
  const altChanged = (url: string) => (context.altsAr[url] ?? '') !== (context.initialAltsAr[url] ?? '');
  return (
    isUploading(context) ||
    urls.length !== context.initialImages.length ||
    urls.some((url, i) => url !== context.initialImages[i] || altChanged(url))
  );
}

/** The save the form's values and images make (SPEC §5 payload). */
export function saveInputOf(context: CarFormContext): SaveCarInput {
  const payload = toCarInput(context.values, formImages(context), context.altsAr);
  return context.mode === 'edit' && context.carId ? { mode: 'edit', id: context.carId, payload } : { mode: 'add', payload };
}

/** A failed save: its reason ('Failed to add car' / 'Failed to update car' when none), and the field the server named. */
export function saveErrorOf(error: unknown, mode: 'add' | 'edit'): SaveError {
  const serverMessage = isApiError(error) ? error.serverMessage : undefined;
  return {
    message: reasonOf(error, mode === 'add' ? msg('addCarFailed') : msg('updateCarFailed')),
    field: fieldOfServerMessage(serverMessage),
  };
}

/** Whether an edit changes the field a server refusal named (the refusal then stops applying). */
export function touchesField(event: CarFormEvent, field: FormTarget): boolean {
  switch (event.type) {
    case 'field.change':
    case 'flag.set':
      return event.field === field;
    case 'brand.select':
    case 'brand.useList':
      return field === 'brand';
    case 'feature.add':
      return field === (event.field ?? 'features');
    case 'slot.changed':
    case 'slot.move':
    case 'altAr.change':
      return field === 'images';
    default:
      return false;
  }
}

/** The slot order with `id` moved one place left (-1) or right (1); null when it cannot move (unknown, or at an end). */
export function movedOrder(order: readonly string[], id: string, by: -1 | 1): string[] | null {
  const from = order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const moved = [...order];
  moved.splice(from, 1);
  moved.splice(to, 0, id);
  return moved;
}

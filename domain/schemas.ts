/** zod schemas of the request bodies, typed against openapi.yaml's schemas. */
import { z } from 'zod';
import type { components } from './api-schema';
import {
  ALT_TEXT_MAX, ADMIN_CATEGORIES, CAR_STATUSES, FUEL_TYPES, MAX_IMAGES, META_DESCRIPTION_MAX, META_TITLE_MAX, TRANSMISSIONS, YEAR_MIN,
} from './constants';
import { PASSWORD_MIN_LENGTH } from './constants';
import { isOwnImageUrl } from './image-files';
import { EMAIL_MAX, INVITE_NAME_MAX } from './team';
import { withSafeText } from './text';

type S = components['schemas'];

const required = (what = 'a string') => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'is required' : `must be ${what}`),
});

const text = (what = 'a string') => z.string(required(what));
const email = text().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be a valid e-mail address' });
const newPassword = text().min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` });
const nonEmpty = text().min(1, { error: 'is required' });
/** A top-level body: anything but an object is 'body: must be a JSON object'. */
const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: 'must be a JSON object' });

export const loginSchema: z.ZodType<S['LoginRequest']> = body({ email, password: nonEmpty });
export const forgotPasswordSchema: z.ZodType<S['ForgotPasswordRequest']> = body({ email });
export const changePasswordSchema: z.ZodType<S['ChangePasswordRequest']> = body({ currentPassword: nonEmpty, newPassword });
export const resetPasswordSchema: z.ZodType<S['ResetPasswordRequest']> = body({ token: nonEmpty, newPassword });
/** An invitation (issue 22): a name as it will be shown, and the address the set-password link goes to. */
export const inviteSchema: z.ZodType<S['InviteRequest']> = body({
  name: withSafeText(text().trim().min(1, { error: 'is required' }).max(INVITE_NAME_MAX, { error: `must be at most ${INVITE_NAME_MAX} characters` })),
  email: text()
    .trim()
    .max(EMAIL_MAX, { error: `must be at most ${EMAIL_MAX} characters` })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be a valid e-mail address' }),
});

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`) });

export const statusSchema = oneOf(CAR_STATUSES);
export const statusChangeSchema: z.ZodType<S['StatusChangeRequest']> = body({ status: statusSchema });

const int = (min: number, max: number, rangeText: string) =>
  z
    .number(required('a number'))
    .int({ error: 'must be a whole number' })
    .min(min, { error: rangeText })
    .max(max, { error: rangeText });

const optionalNumber = z.number(required('a number')).min(0, { error: 'must be at least 0' }).optional();

/**
 * Free text of the car form: safe text (domain/text.ts: no control characters, no lone surrogates; `multiline` keeps
 * tab and line breaks), then trimmed and measured.
 */
const trimmed = (max: number, min = 0, multiline = false) =>
  withSafeText(text(), { multiline })
    .trim()
    .min(min, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export interface ImageUrlPolicy {
  /**
   * The origins an absolute image url may name besides a site-relative path: the request's own origin and the
   * configured public URL (e.g. `[url.origin]`). Anything else, however it is spelled, is refused.
   */
  origins: readonly string[];
}

export const IMAGE_URL_REFUSED = 'must be an image uploaded to this site';

/**
 * The admin car form; `maxYear` is the current year plus one by the handler's clock. Image urls must be our own
 * uploads or fleet renders (domain/image-files.ts), so a car page never loads a foreign, `javascript:` or `data:` url.
 */
export function carInputSchema(maxYear: number, images: ImageUrlPolicy): z.ZodType<S['CarInput']> {
  return body({
    name: trimmed(120, 1),
    brand: trimmed(60, 1),
    model: trimmed(80, 1),
    year: int(YEAR_MIN, maxYear, `must be between ${YEAR_MIN} and ${maxYear}`),
    category: oneOf(ADMIN_CATEGORIES),
    transmission: oneOf(TRANSMISSIONS),
    fuelType: oneOf(FUEL_TYPES),
    seats: int(1, 9, 'must be between 1 and 9'),
    location: trimmed(120).optional(),
    description: withSafeText(text(), { multiline: true }).max(5000, { error: 'must be at most 5000 characters' }).optional(),
    features: z
      .array(trimmed(80, 1), required('a list'))
      .max(50, { error: 'must have at most 50 entries' })
      .optional(),
    specifications: z
      .object(
        {
          engine: trimmed(120).optional(),
          horsepower: optionalNumber,
          topSpeed: optionalNumber,
          acceleration: trimmed(40).optional(),
          mileage: trimmed(40).optional(),
          color: trimmed(60).optional(),
          interiorColor: trimmed(60).optional(),
        },
        required('an object'),
      )
      .optional(),
    metaTitle: trimmed(META_TITLE_MAX).optional(),
    metaDescription: trimmed(META_DESCRIPTION_MAX, 0, true).optional(),
    // The words of the Arabic pages (issue 22), with the English fields' limits.
    ar: z
      .object(
        {
          description: withSafeText(text(), { multiline: true }).max(5000, { error: 'must be at most 5000 characters' }).optional(),
          features: z
            .array(trimmed(80, 1), required('a list'))
            .max(50, { error: 'must have at most 50 entries' })
            .optional(),
          metaTitle: trimmed(META_TITLE_MAX).optional(),
          metaDescription: trimmed(META_DESCRIPTION_MAX, 0, true).optional(),
        },
        required('an object'),
      )
      .optional(),
    isFeatured: z.boolean(required('true or false')).optional(),
    isActive: z.boolean(required('true or false')).optional(),
    isAvailable: z.boolean(required('true or false')).optional(),
    status: statusSchema.optional(),
    images: z
      .array(
        z.object(
          {
            url: trimmed(2000, 1).refine((url) => isOwnImageUrl(url, images.origins), { error: IMAGE_URL_REFUSED }),
            alt: withSafeText(text()).max(ALT_TEXT_MAX, { error: `must be at most ${ALT_TEXT_MAX} characters` }),
            altAr: withSafeText(text()).max(ALT_TEXT_MAX, { error: `must be at most ${ALT_TEXT_MAX} characters` }).optional(),
            isPrimary: z.boolean(required('true or false')),
          },
          required('an object'),
        ),
        required('a list'),
      )
      .min(1, { error: 'must have at least 1 image' })
      .max(MAX_IMAGES, { error: `must have at most ${MAX_IMAGES} images` }),
    pricePerDay: optionalNumber,
    pricePerWeek: optionalNumber,
    pricePerMonth: optionalNumber,
  });
}

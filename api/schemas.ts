import { z } from '../domain/zod';
import { ADMIN_CATEGORIES, CAR_STATUSES, FUEL_TYPES, SORT_OPTIONS, TRANSMISSIONS } from '../domain/constants';
import { ENQUIRY_STATUSES, PREFERRED_CONTACTS } from '../domain/constants';
import type { components } from '../domain/api-schema';

/**
 * Runtime checks of every response the clients read, mirroring openapi.yaml. The type assertions at the bottom
 * make `tsc` fail when a schema here and the generated type drift apart. Formats and patterns (email, date-time,
 * 24-hex ids) are left to the server: a response is refused for a wrong shape, not for a style detail.
 */
type S = components['schemas'];

export const carCategorySchema = z.enum(ADMIN_CATEGORIES);
export const transmissionSchema = z.enum(TRANSMISSIONS);
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export const carStatusSchema = z.enum(CAR_STATUSES);
export const sortOrderSchema = z.enum(SORT_OPTIONS.map((o) => o.value) as [S['SortOrder'], ...S['SortOrder'][]]);

const count = z.int().check(z.minimum(0));

export const carImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  altAr: z.optional(z.string()),
  isPrimary: z.boolean(),
});

/** A car's words for the Arabic pages (issue 22). */
export const carArabicSchema = z.object({
  description: z.optional(z.string()),
  features: z.optional(z.array(z.string())),
  metaTitle: z.optional(z.string()),
  metaDescription: z.optional(z.string()),
});

export const specificationsSchema = z.object({
  engine: z.optional(z.string()),
  horsepower: z.optional(z.number()),
  topSpeed: z.optional(z.number()),
  acceleration: z.optional(z.string()),
  mileage: z.optional(z.string()),
  color: z.optional(z.string()),
  interiorColor: z.optional(z.string()),
});

export const carSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.int(),
  category: carCategorySchema,
  transmission: transmissionSchema,
  fuelType: fuelTypeSchema,
  seats: z.int(),
  location: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  specifications: specificationsSchema,
  metaTitle: z.optional(z.string()),
  metaDescription: z.optional(z.string()),
  ar: z.optional(carArabicSchema),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  images: z.array(carImageSchema),
  slug: z.string(),
  viewCount: count,
  bookingCount: count,
  status: carStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});

const envelope = { success: z.boolean(), message: z.string() };

export const messageResponseSchema = z.object(envelope);

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});

export const loginResponseSchema = z.object({ ...envelope, accessToken: z.string().check(z.minLength(1)), user: adminUserSchema });
export const refreshResponseSchema = z.object({ ...envelope, accessToken: z.string().check(z.minLength(1)) });
export const userResponseSchema = z.object({ ...envelope, user: adminUserSchema });

export const carResponseSchema = z.object({ ...envelope, data: carSchema });
export const carArrayResponseSchema = z.object({ ...envelope, data: z.array(carSchema) });
export const carListResponseSchema = z.object({
  ...envelope,
  data: z.array(carSchema),
  total: count,
  currentPage: z.int().check(z.minimum(1)),
  totalPages: count,
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
/** GET /api/cars/{id}: SPEC §7 reads "data (first element if an array)". */
export const carOrArrayResponseSchema = z.object({ ...envelope, data: z.union([carSchema, z.array(carSchema)]) });

/** GET /api/cars/brands: the /cars filter's brands, each with its count of active cars. */
export const brandCountSchema = z.object({ brand: z.string().check(z.minLength(1)), count: z.int().check(z.minimum(1)) });
export const brandListResponseSchema = z.object({ ...envelope, data: z.array(brandCountSchema) });

export const viewCountResponseSchema = z.object({ ...envelope, data: z.object({ viewCount: count }) });

export const uploadResponseSchema = z.object({
  ...envelope,
  result: z.object({
    url: z.string().check(z.minLength(1)),
    fileName: z.optional(z.string()),
    size: z.optional(z.int()),
    contentType: z.optional(z.string()),
  }),
});

export const countByKeySchema = z.object({ key: z.string(), count });
export const carStatsSchema = z.object({
  total: count,
  active: count,
  inactive: count,
  featured: count,
  available: count,
  totalViews: count,
  byStatus: z.array(countByKeySchema),
  byCategory: z.array(countByKeySchema),
  byBrand: z.array(countByKeySchema),
  mostViewed: z.array(
    z.object({ _id: z.string(), name: z.string(), brand: z.string(), model: z.string(), viewCount: count }),
  ),
});
export const carStatsResponseSchema = z.object({ ...envelope, data: carStatsSchema });

// ---- The contact form's send (issue 19): POST /api/enquiries answers the reference to quote.
export const enquiryCreatedResponseSchema = z.object({
  ...envelope,
  data: z.object({ reference: z.string().check(z.regex(/^LD-[0-9A-Z]{5}$/)) }),
});
export const enquirySchemaChecks: { EnquiryCreatedResponse: Is<typeof enquiryCreatedResponseSchema, 'EnquiryCreatedResponse'> } = {
  EnquiryCreatedResponse: true,
};

// ---- The dashboard's demand (issue 19): GET /api/admin/demand.
export const demandStatsSchema = z.object({
  days: z.array(z.object({ day: z.string(), count })),
  byChannel: z.array(countByKeySchema),
  topCars: z.array(z.object({ _id: z.string(), name: z.string(), form: count, whatsapp: count, call: count, total: count })),
  medianMinutesToContact: z.nullable(z.number().check(z.minimum(0))),
});
export const demandStatsResponseSchema = z.object({ ...envelope, data: demandStatsSchema });
export const demandSchemaChecks: {
  DemandStats: Is<typeof demandStatsSchema, 'DemandStats'>;
  DemandStatsResponse: Is<typeof demandStatsResponseSchema, 'DemandStatsResponse'>;
} = { DemandStats: true, DemandStatsResponse: true };

// ---- The admin inbox (issue 19): /api/admin/enquiries and /api/admin/accounts.
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES);
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export const enquiryNoteSchema = z.object({ id: z.string(), text: z.string(), author: personRefSchema, createdAt: z.string() });
export const enquirySchema = z.object({
  _id: z.string().check(z.minLength(1)),
  reference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  preferredContact: z.enum(PREFERRED_CONTACTS),
  carInterest: z.string(),
  rentalPeriod: z.string(),
  dateFrom: z.nullable(z.string()),
  dateTo: z.nullable(z.string()),
  delivery: z.string(),
  deliveryAddress: z.string(),
  car: z.nullable(z.object({ _id: z.string(), name: z.string(), exists: z.boolean() })),
  locale: z.enum(['en', 'ar']),
  page: z.string(),
  referrer: z.string(),
  status: enquiryStatusSchema,
  assignee: z.nullable(personRefSchema),
  contactedAt: z.nullable(z.string()),
  notes: z.array(enquiryNoteSchema),
});
export const enquiryResponseSchema = z.object({ ...envelope, data: enquirySchema });
export const enquiryListResponseSchema = z.object({
  ...envelope,
  data: z.array(enquirySchema),
  total: count,
  currentPage: z.int().check(z.minimum(1)),
  totalPages: count,
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
  newCount: count,
});
export const accountListResponseSchema = z.object({ ...envelope, data: z.array(personRefSchema) });
// The trash (issue 22).
export const accountRefSchema = z.object({ name: z.string(), email: z.string() });
export const trashedCarSchema = z.object({ car: carSchema, deletedAt: z.string(), deletedBy: accountRefSchema, purgeAt: z.string() });
export const trashListResponseSchema = z.object({ ...envelope, data: z.array(trashedCarSchema) });
export const restoreResponseSchema = z.object({ ...envelope, data: carSchema, previousSlug: z.optional(z.string()) });
export const trashSchemaChecks: {
  AccountRef: Is<typeof accountRefSchema, 'AccountRef'>;
  TrashedCar: Is<typeof trashedCarSchema, 'TrashedCar'>;
  TrashListResponse: Is<typeof trashListResponseSchema, 'TrashListResponse'>;
  RestoreResponse: Is<typeof restoreResponseSchema, 'RestoreResponse'>;
} = { AccountRef: true, TrashedCar: true, TrashListResponse: true, RestoreResponse: true };
// The audit log (issue 22).
export const auditKindSchema = z.enum(['car.create', 'car.edit', 'car.status', 'car.delete', 'car.restore', 'car.purge', 'account.signIn', 'account.passwordChange', 'account.passwordReset', 'account.invite', 'account.deactivate', 'account.reactivate']);
export const fieldChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export const auditActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: auditActorSchema,
  kind: auditKindSchema,
  car: z.nullable(z.object({ _id: z.string(), name: z.string() })),
  account: z.nullable(auditActorSchema),
  changes: z.array(fieldChangeSchema),
});
export const activityResponseSchema = z.object({ ...envelope, data: z.array(auditEventSchema), nextBefore: z.nullable(z.string()) });
export const auditSchemaChecks: {
  AuditKind: Is<typeof auditKindSchema, 'AuditKind'>;
  AuditEvent: Is<typeof auditEventSchema, 'AuditEvent'>;
  ActivityResponse: Is<typeof activityResponseSchema, 'ActivityResponse'>;
} = { AuditKind: true, AuditEvent: true, ActivityResponse: true };
// The portal's accounts (issue 22).
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
  pending: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  activeSessions: count,
  createdAt: z.string(),
});
export const teamResponseSchema = z.object({ ...envelope, data: z.array(teamMemberSchema) });
export const teamMemberResponseSchema = z.object({ ...envelope, data: teamMemberSchema });
export const teamSchemaChecks: {
  TeamMember: Is<typeof teamMemberSchema, 'TeamMember'>;
  TeamResponse: Is<typeof teamResponseSchema, 'TeamResponse'>;
  TeamMemberResponse: Is<typeof teamMemberResponseSchema, 'TeamMemberResponse'>;
} = { TeamMember: true, TeamResponse: true, TeamMemberResponse: true };
/** The export's answer: CSV text (not JSON). */
export const csvTextSchema = z.string();
export const inboxSchemaChecks: {
  EnquiryStatus: Is<typeof enquiryStatusSchema, 'EnquiryStatus'>;
  PersonRef: Is<typeof personRefSchema, 'PersonRef'>;
  EnquiryNote: Is<typeof enquiryNoteSchema, 'EnquiryNote'>;
  Enquiry: Is<typeof enquirySchema, 'Enquiry'>;
  EnquiryResponse: Is<typeof enquiryResponseSchema, 'EnquiryResponse'>;
  EnquiryListResponse: Is<typeof enquiryListResponseSchema, 'EnquiryListResponse'>;
  AccountListResponse: Is<typeof accountListResponseSchema, 'AccountListResponse'>;
} = {
  EnquiryStatus: true,
  PersonRef: true,
  EnquiryNote: true,
  Enquiry: true,
  EnquiryResponse: true,
  EnquiryListResponse: true,
  AccountListResponse: true,
};

// Compile-time drift checks: each schema's type must equal the generated component type, both ways.
type Check<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Is<T extends z.ZodMiniType, N extends keyof S> = Check<z.infer<T>, S[N]>;

export const schemaChecks: {
  CarCategory: Is<typeof carCategorySchema, 'CarCategory'>;
  Transmission: Is<typeof transmissionSchema, 'Transmission'>;
  FuelType: Is<typeof fuelTypeSchema, 'FuelType'>;
  CarStatus: Is<typeof carStatusSchema, 'CarStatus'>;
  SortOrder: Is<typeof sortOrderSchema, 'SortOrder'>;
  CarImage: Is<typeof carImageSchema, 'CarImage'>;
  CarArabic: Is<typeof carArabicSchema, 'CarArabic'>;
  Specifications: Is<typeof specificationsSchema, 'Specifications'>;
  Car: Is<typeof carSchema, 'Car'>;
  MessageResponse: Is<typeof messageResponseSchema, 'MessageResponse'>;
  AdminUser: Is<typeof adminUserSchema, 'AdminUser'>;
  LoginResponse: Is<typeof loginResponseSchema, 'LoginResponse'>;
  RefreshResponse: Is<typeof refreshResponseSchema, 'RefreshResponse'>;
  UserResponse: Is<typeof userResponseSchema, 'UserResponse'>;
  CarResponse: Is<typeof carResponseSchema, 'CarResponse'>;
  CarArrayResponse: Is<typeof carArrayResponseSchema, 'CarArrayResponse'>;
  CarListResponse: Is<typeof carListResponseSchema, 'CarListResponse'>;
  BrandCount: Is<typeof brandCountSchema, 'BrandCount'>;
  BrandListResponse: Is<typeof brandListResponseSchema, 'BrandListResponse'>;
  ViewCountResponse: Is<typeof viewCountResponseSchema, 'ViewCountResponse'>;
  UploadResponse: Is<typeof uploadResponseSchema, 'UploadResponse'>;
  CountByKey: Is<typeof countByKeySchema, 'CountByKey'>;
  CarStats: Is<typeof carStatsSchema, 'CarStats'>;
  CarStatsResponse: Is<typeof carStatsResponseSchema, 'CarStatsResponse'>;
} = {
  CarCategory: true,
  Transmission: true,
  FuelType: true,
  CarStatus: true,
  SortOrder: true,
  CarImage: true,
  CarArabic: true,
  Specifications: true,
  Car: true,
  MessageResponse: true,
  AdminUser: true,
  LoginResponse: true,
  RefreshResponse: true,
  UserResponse: true,
  CarResponse: true,
  CarArrayResponse: true,
  CarListResponse: true,
  BrandCount: true,
  BrandListResponse: true,
  ViewCountResponse: true,
  UploadResponse: true,
  CountByKey: true,
  CarStats: true,
  CarStatsResponse: true,
};

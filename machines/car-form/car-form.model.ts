import type { components } from '../../domain/api-schema';
import {
  ADMIN_CATEGORIES,
  ADMIN_TRANSMISSIONS,
  DEFAULT_LOCATION,
  FUEL_TYPES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  OTHER_BRAND,
  PREDEFINED_BRANDS,
  YEAR_MIN,
} from '../../domain/constants';
import type { Car, CarCategory, CarInput } from '../../domain/types';
import type { SlotImage, SlotStatus } from '../upload-slot/upload-slot.model';

// The contract's records, as the form's files and views import them from here.
export type { Car, CarCategory, CarInput };
type S = components['schemas'];
export type Transmission = S['Transmission'];
export type FuelType = S['FuelType'];

/** Everything the dialog's inputs hold, as typed ('' = not given). Numbers stay text until the payload is built. */
export type CarFormValues = {
  name: string;
  brand: string;
  model: string;
  year: string;
  category: CarCategory | '';
  transmission: Transmission | '';
  fuelType: FuelType | '';
  seats: string;
  location: string;
  description: string;
  /** Comma-separated free text (SPEC §3); the 22 FEATURE_CHOICES are offered as suggestions. */
  features: string;
  engine: string;
  horsepower: string;
  topSpeed: string;
  acceleration: string;
  mileage: string;
  color: string;
  interiorColor: string;
  metaTitle: string;
  metaDescription: string;
  /** The words of the Arabic pages (issue 22), sent as `ar`; '' = none (the page shows the English, marked as such). */
  arDescription: string;
  /** Comma-separated like `features` (the Arabic comma '،' separates too). */
  arFeatures: string;
  arMetaTitle: string;
  arMetaDescription: string;
  isFeatured: boolean;
  isActive: boolean;
  isAvailable: boolean;
};

export type FlagField = 'isFeatured' | 'isActive' | 'isAvailable';
/** The comma-separated feature lists: the English one and the Arabic one. */
export type FeaturesField = 'features' | 'arFeatures';
export type TextField = Exclude<keyof CarFormValues, FlagField>;
export type CarFormField = keyof CarFormValues;
/** A field the form can point at: the values plus the images. */
export type FormTarget = CarFormField | 'images';

/** The mirror of one image slot, as its upload-slot actor last reported it. */
export type SlotSummary = { status: SlotStatus; image: SlotImage | null };

/** Why a field stops the submit: left blank, out of its range, too long, or not a number. */
export type FieldProblem = 'required' | 'range' | 'tooLong' | 'notNumber';

export const REQUIRED_FIELDS = ['name', 'brand', 'model', 'year', 'category', 'transmission', 'fuelType', 'seats'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export const isListedBrand = (brand: string): boolean => includes(PREDEFINED_BRANDS, brand);
/** A brand the list does not have: the form shows it in custom-brand (free text) mode. */
export const isCustomBrand = (brand: string): boolean => brand !== '' && !isListedBrand(brand);
export const isOtherBrand = (value: string): boolean => value === OTHER_BRAND;

/** SPEC §3 new-car defaults: the current year, Automatic, Petrol, 5 seats, Business Bay, not featured, active, available. */
export function newCarValues(currentYear: number): CarFormValues {
  return {
    name: '',
    brand: '',
    model: '',
    year: String(currentYear),
    category: '',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: '5',
    location: DEFAULT_LOCATION,
    description: '',
    features: '',
    engine: '',
    horsepower: '',
    topSpeed: '',
    acceleration: '',
    mileage: '',
    color: '',
    interiorColor: '',
    metaTitle: '',
    metaDescription: '',
    arDescription: '',
    arFeatures: '',
    arMetaTitle: '',
    arMetaDescription: '',
    isFeatured: false,
    isActive: true,
    isAvailable: true,
  };
}

const text = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** The form filled from an existing car: every field the car has, nothing invented. */
export function valuesFromCar(car: Car): CarFormValues {
  const spec = car.specifications;
  return {
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: String(car.year),
    category: car.category,
    transmission: car.transmission,
    fuelType: car.fuelType,
    seats: String(car.seats),
    location: car.location,
    description: car.description,
    features: car.features.join(', '),
    engine: spec.engine ?? '',
    horsepower: text(spec.horsepower),
    topSpeed: text(spec.topSpeed),
    acceleration: spec.acceleration ?? '',
    mileage: spec.mileage ?? '',
    color: spec.color ?? '',
    interiorColor: spec.interiorColor ?? '',
    metaTitle: car.metaTitle ?? '',
    metaDescription: car.metaDescription ?? '',
    arDescription: car.ar?.description ?? '',
    arFeatures: (car.ar?.features ?? []).join(ARABIC_SEPARATOR),
    arMetaTitle: car.ar?.metaTitle ?? '',
    arMetaDescription: car.ar?.metaDescription ?? '',
    isFeatured: car.isFeatured,
    isActive: car.isActive,
    isAvailable: car.isAvailable,
  };
}

/** The value of a field after a change; a choice outside its list (a forged option) leaves the values as they were. */
export function applyText(values: CarFormValues, field: TextField, value: string): CarFormValues {
  switch (field) {
    case 'category':
      return value === '' || includes(ADMIN_CATEGORIES, value) ? { ...values, category: value } : values;
    case 'transmission':
      // An existing car may carry the public-only 'Semi-Automatic': keep it rather than lose it.
      return value === '' || includes(ADMIN_TRANSMISSIONS, value) || value === values.transmission
        ? { ...values, transmission: value as Transmission | '' }
        : values;
    case 'fuelType':
      return value === '' || includes(FUEL_TYPES, value) ? { ...values, fuelType: value } : values;
    default:
      return { ...values, [field]: value };
  }
}

/** What joins the Arabic features in their field: the Arabic comma. */
export const ARABIC_SEPARATOR = '، ';
const SEPARATOR = ', ';

/** The features typed, split on commas (the Arabic comma '،' too), trimmed, blanks and repeats dropped (first spelling wins). */
export function parseFeatures(textValue: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of textValue.split(/[,،]/)) {
    const feature = raw.trim();
    const key = feature.toLowerCase();
    if (!feature || seen.has(key)) continue;
    seen.add(key);
    out.push(feature);
  }
  return out;
}

/** A suggestion chip appends its feature to the text, unless the text already lists it ('، ' joins the Arabic list). */
export function appendFeature(textValue: string, feature: string, separator: string = SEPARATOR): string {
  if (parseFeatures(textValue).some((f) => f.toLowerCase() === feature.toLowerCase())) return textValue;
  const trimmed = textValue.trimEnd();
  if (trimmed === '') return feature;
  return /[,،]$/.test(trimmed) ? `${trimmed} ${feature}` : `${trimmed}${separator}${feature}`;
}

const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value.trim()));

/**
 * What stops the submit, field by field (SPEC §5): name, brand (custom or listed), model, year, category,
 * transmission, fuel and seats are required; the year lies in YEAR_MIN..maxYear; horsepower and top speed, when
 * given, are numbers ≥ 0; meta title ≤ 60 and meta description ≤ 160 characters.
 */
export function fieldProblems(values: CarFormValues, maxYear: number): Partial<Record<CarFormField, FieldProblem>> {
  const problems: Partial<Record<CarFormField, FieldProblem>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') problems[field] = 'required';
  }
  if (!problems.year) {
    const year = Number(values.year.trim());
    if (!isWholeNumber(values.year) || year < YEAR_MIN || year > maxYear) problems.year = 'range';
  }
  if (!problems.seats && (!isWholeNumber(values.seats) || Number(values.seats) < 1)) problems.seats = 'range';
  for (const field of ['horsepower', 'topSpeed'] as const) {
    const value = values[field].trim();
    if (value === '') continue;
    if (!isNumber(value)) problems[field] = 'notNumber';
    else if (Number(value) < 0) problems[field] = 'range';
  }
  for (const field of ['metaTitle', 'arMetaTitle'] as const) {
    if (values[field].length > META_TITLE_MAX) problems[field] = 'tooLong';
  }
  for (const field of ['metaDescription', 'arMetaDescription'] as const) {
    if (values[field].length > META_DESCRIPTION_MAX) problems[field] = 'tooLong';
  }
  return problems;
}

/** The images in slot order that are on the server (uploaded slots only). */
export function uploadedImages(order: readonly string[], slots: Readonly<Record<string, SlotSummary>>): SlotImage[] {
  return order.flatMap((id) => {
    const slot = slots[id];
    return slot?.status === 'uploaded' && slot.image ? [slot.image] : [];
  });
}

export const anyUploading = (slots: Readonly<Record<string, SlotSummary>>): boolean =>
  Object.values(slots).some((slot) => slot.status === 'uploading');

/** An alt text the server or this form generated ('… Image 3'): regenerated, since the order may have changed. */
const GENERATED_ALT = / Image \d+$/;

/** The English alt text the payload gives the image at `index` (0-based): its own, else '{name} Image {n}' (SPEC §5). */
export function englishAlt(alt: string, name: string, index: number): string {
  const own = alt.trim();
  return own && !GENERATED_ALT.test(own) ? own : `${name.trim()} Image ${index + 1}`;
}

/** The Arabic alt texts typed, by image url ('' or absent = none: the Arabic page shows the English one). */
export type ArabicAlts = Readonly<Record<string, string>>;

/** The Arabic alts of an existing car's images, by url. */
export const arabicAltsOf = (images: ReadonlyArray<{ url: string; altAr?: string }>): ArabicAlts =>
  Object.fromEntries(images.flatMap((image) => (image.altAr ? [[image.url, image.altAr]] : [])));

/**
 * The CarInput of SPEC §5: text trimmed; year and seats as numbers; horsepower and topSpeed only when filled;
 * features split from the comma text; each image's alt defaults to '{name} Image {n}'; only the first image is
 * primary. Empty specification texts are left out (the server replaces the specifications as a whole). The Arabic
 * words go as `ar` (always, so an emptied field is cleared) and each image's Arabic alt as `altAr` when typed.
 */
export function toCarInput(values: CarFormValues, images: readonly SlotImage[], altsAr: ArabicAlts = {}): CarInput {
  const name = values.name.trim();
  const specifications: NonNullable<CarInput['specifications']> = {};
  for (const field of ['engine', 'acceleration', 'mileage', 'color', 'interiorColor'] as const) {
    const value = values[field].trim();
    if (value) specifications[field] = value;
  }
  if (values.horsepower.trim() !== '') specifications.horsepower = Number(values.horsepower.trim());
  if (values.topSpeed.trim() !== '') specifications.topSpeed = Number(values.topSpeed.trim());
  return {
    name,
    brand: values.brand.trim(),
    model: values.model.trim(),
    year: Number(values.year.trim()),
    category: values.category as CarCategory,
    transmission: values.transmission as Transmission,
    fuelType: values.fuelType as FuelType,
    seats: Number(values.seats.trim()),
    location: values.location.trim(),
    description: values.description.trim(),
    features: parseFeatures(values.features),
    specifications,
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    // Always sent, so emptied fields are cleared: the server stores only the non-empty ones.
    ar: {
      description: values.arDescription.trim(),
      features: parseFeatures(values.arFeatures),
      metaTitle: values.arMetaTitle.trim(),
      metaDescription: values.arMetaDescription.trim(),
    },
    isFeatured: values.isFeatured,
    isActive: values.isActive,
    isAvailable: values.isAvailable,
    images: images.map((image, i) => {
      const altAr = altsAr[image.url]?.trim();
      return { url: image.url, alt: englishAlt(image.alt, name, i), ...(altAr ? { altAr } : {}), isPrimary: i === 0 };
    }),
  };
}

/** The form field of each CarInput `ar` path. */
const ARABIC_FIELDS: Readonly<Record<string, CarFormField>> = {
  description: 'arDescription',
  features: 'arFeatures',
  metaTitle: 'arMetaTitle',
  metaDescription: 'arMetaDescription',
};

/**
 * The field a server refusal names. The mock (and the contract's 400 body) says '<field>: <reason>', the field
 * being a CarInput path ('year', 'specifications.horsepower', 'images.0.url').
 */
export function fieldOfServerMessage(message: string | undefined): FormTarget | null {
  const path = message?.match(/^([A-Za-z][\w.]*): /)?.[1];
  if (!path) return null;
  const [head, sub] = path.split('.');
  if (head === 'images') return 'images';
  if (head === 'ar') return ARABIC_FIELDS[sub ?? ''] ?? null;
  if (head === 'specifications') {
    const spec = sub ?? '';
    return includes(['engine', 'horsepower', 'topSpeed', 'acceleration', 'mileage', 'color', 'interiorColor'], spec)
      ? (spec as CarFormField)
      : null;
  }
  return head && head in newCarValues(YEAR_MIN) && head !== 'images' ? (head as CarFormField) : null;
}

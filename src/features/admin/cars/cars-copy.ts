import { META_DESCRIPTION_MAX, META_TITLE_MAX, TRASH_DAYS, YEAR_MIN, type ADMIN_CATEGORIES } from '../../../../domain/constants';
import { MSG } from '../../../../domain/app-messages';
import type { CarStatus } from '../../../../domain/types';
import { VEHICLE_TERMS } from '../../../config/vehicle-terms';

/** Texts of the admin cars screen. SPEC's own texts are quoted exactly; the rest is ours. */
export const CARS_TEXT = {
  metaTitle: 'Cars',
  metaDescription: 'Manage the fleet: add, edit and remove cars, change their status and upload their images.',
  eyebrow: 'Fleet',
  title: 'Cars',
  addCar: 'Add New Car',
  loading: 'Loading cars...',
  empty: 'No cars found',
  emptyFilteredHint: 'No car matches these filters.',
  emptyFleetHint: 'The fleet is empty. Add the first car.',
  tryAgain: 'Try Again',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} cars`,
  showMore: (step: number) => `Show ${step} more`,
  rendered: (rendered: number, matching: number) => `${rendered} of ${matching} on screen`,

  // Summary tiles (SPEC §2)
  summaryLabel: 'Fleet summary',
  tiles: { total: 'Total Cars', available: 'Available', featured: 'Featured', rented: 'Rented' },

  // Filters (SPEC §5)
  filtersLabel: 'Filter cars',
  search: 'Search cars',
  searchPlaceholder: 'Name, brand or model',
  brand: 'Brand',
  category: 'Category',
  status: 'Status',
  active: 'On the website',
  featured: 'Featured',
  allBrands: 'All brands',
  allCategories: 'All categories',
  allStatuses: 'All statuses',
  allActive: 'Shown and hidden',
  allFeatured: 'Featured or not',
  activeOnly: 'Shown on site',
  inactiveOnly: 'Hidden from site',
  featuredOnly: 'Featured only',
  notFeatured: 'Not featured',
  reset: 'Reset Filters',

  // Card
  featuredBadge: 'Featured',
  inactiveBadge: 'Hidden from site',
  /** The car has no Arabic description: its Arabic page shows the English one (issue 22). */
  arabicMissing: 'Arabic missing',
  edit: 'Edit',
  delete: 'Delete',
  /** Opens the car's History dialog (issue 22). */
  history: 'History',
  changeStatus: 'Change Status',
  activate: 'Activate',
  /** What 'Activate' does, for its tooltip and assistive tech. */
  activateHint: `Sets the status to ${VEHICLE_TERMS.availability.availableNow}`,
  working: 'Saving...',
  switchFeatured: 'Featured',
  switchActive: 'Shown on site',
  switchAvailable: 'Available',
  noImage: 'No image',

  // Delete confirmation
  deleteTitle: 'Delete this car?',
  deleteText: (name: string) => `${name} will be removed from the fleet and the website at once. It waits in the trash for ${TRASH_DAYS} days, where it can be restored.`,
  cancel: 'Cancel',
  confirmDelete: 'Delete car',
  deleting: 'Deleting...',
} as const;

/** Status values with the filter labels of SPEC §3 ('not available' reads 'Inactive'). */
export const STATUS_LABELS: Record<CarStatus, string> = VEHICLE_TERMS.statuses;
/**
 * A car's status in the words of its public page (SPEC §4: Available Now, Currently Rented, Under Maintenance,
 * Temporarily Unavailable): the card's badge, the 'Change Status' menu and the activity log all say these.
 */
export const STATUS_WORDS: Record<CarStatus, string> = {
  available: VEHICLE_TERMS.availability.availableNow,
  rented: VEHICLE_TERMS.availability.rented,
  maintenance: VEHICLE_TERMS.availability.maintenance,
  'not available': VEHICLE_TERMS.availability.unavailable,
};

/** Texts of the add/edit dialog and its form. */
export const FORM_TEXT = {
  addTitle: 'Add New Car',
  editTitle: 'Edit Car',
  addLead: 'Everything the showroom shows about the car. Fields marked * are required.',
  editLead: (name: string) => `Changes to ${name} go live on the website when saved.`,
  close: 'Close',
  cancel: 'Cancel',
  submitAdd: 'Add Car',
  submitEdit: 'Save Changes',
  saving: 'Saving...',
  stillNeeded: (items: string) => `To save, complete: ${items}.`,
  /** Between the items of stillNeeded. */
  itemSeparator: ', ',
  waitUploads: 'Wait for the images to finish uploading.',
  anImage: 'at least one image',

  sections: {
    basics: 'The car',
    details: 'Details',
    features: 'Features',
    specs: 'Specifications',
    images: 'Images',
    seo: 'Search engines',
    arabic: 'Arabic words',
    visibility: 'Visibility',
  },
  labels: {
    name: 'Name',
    brand: 'Brand',
    customBrand: 'Custom brand',
    model: 'Model',
    year: 'Year',
    category: 'Category',
    transmission: 'Transmission',
    fuelType: 'Fuel',
    seats: 'Seats',
    location: 'Location',
    description: 'Description',
    features: 'Features (comma-separated)',
    engine: 'Engine',
    horsepower: 'Horsepower (hp)',
    topSpeed: 'Top speed (km/h)',
    acceleration: '0–100 km/h',
    mileage: 'Mileage',
    color: 'Colour',
    interiorColor: 'Interior colour',
    metaTitle: 'Meta title',
    metaDescription: 'Meta description',
    arDescription: 'Arabic description',
    arFeatures: 'Arabic features (comma-separated)',
    arMetaTitle: 'Arabic meta title',
    arMetaDescription: 'Arabic meta description',
    isFeatured: 'Featured on the home page',
    isActive: 'Shown on site',
    isAvailable: 'Available for rent',
    images: 'Images',
  },
  choose: 'Choose...',
  chooseBrand: 'Choose a brand',
  otherBrand: 'Other (type a brand)',
  backToList: 'Choose from the list',
  useOther: 'Brand not listed? Choose Other and type it.',
  suggestions: 'Suggestions',
  addFeature: (feature: string) => `Add ${feature}`,
  counter: (used: number, max: number) => `${used} / ${max}`,
  nameHint: 'Shown on every card, e.g. Ferrari Roma.',
  featuresHint: 'Separate features with commas, or add suggestions below.',

  // The Arabic words (issue 22)
  arabicLead: 'What visitors read on the Arabic pages. Name, brand and model stay as written. A field left empty shows its English text there, marked as English.',
  arFeaturesHint: 'Separate features with commas (، or ,), or add suggestions below.',
  altsTitle: 'Image descriptions',
  altsHint: 'The alt text screen readers and search engines read on the Arabic pages.',
  altAr: (n: number) => `Arabic alt text, image ${n}`,
  englishAlt: 'English',
  noImagesYet: 'Upload an image above to describe it in Arabic.',

  problems: {
    required: MSG.fieldRequired,
    yearRange: (max: number) => `Enter a year from ${YEAR_MIN} to ${max}.`,
    seatsRange: 'Enter a number of seats.',
    atLeastZero: 'Enter 0 or more.',
    notNumber: 'Enter a number.',
    tooLong: (max: number) => `Use at most ${max} characters.`,
  },
  metaTitleMax: META_TITLE_MAX,
  metaDescriptionMax: META_DESCRIPTION_MAX,

  // Images
  imagesLead: 'Up to 5 images: JPEG, PNG or WebP, 5MB each. The first image is the cover and is required.',
  slotLabel: (n: number) => (n === 1 ? 'Image 1 (cover, required)' : `Image ${n}`),
  dropzone: (n: number) => `Image ${n}: drop an image here, or press to choose a file`,
  dropHint: 'Drop an image or click to choose',
  replaceHint: 'Drop or click to replace',
  uploading: 'Uploading...',
  cancelUpload: 'Cancel upload',
  remove: 'Remove',
  dismiss: 'Dismiss',
  retry: 'Try again',
  moveLeft: (n: number) => `Move image ${n} earlier`,
  moveRight: (n: number) => `Move image ${n} later`,
  cover: 'Cover',
  moved: (n: number) => `Image moved to position ${n}.`,
  previewAlt: (n: number) => `Preview of image ${n}`,

  // Discard confirmation
  discardTitle: 'Discard unsaved changes?',
  discardText: 'What you typed and uploaded in this dialog has not been saved. Discard it?',
  keepEditing: 'Keep editing',
  discard: 'Discard changes',
} as const;

export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];

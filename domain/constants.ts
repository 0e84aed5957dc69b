/** Business constants and limits of SPEC §9 (and the timings of SPEC §4). One module owns each number. */
export const FEATURED_LIMIT = 6;
export const RELATED_LIMIT = 4;
export const LIST_PAGE_SIZE = 12;
/** Category landing pages show their whole category in one request (the server's page-size maximum is 100). */
export const CATEGORY_PAGE_LIMIT = 100;
/** The admin list asks for the whole fleet in one page and filters on the client (SPEC §5). */
export const ADMIN_LIST_LIMIT = 5000;
/** Days a deleted car waits in the portal's trash before the server deletes it for good (issue 22). */
export const TRASH_DAYS = 30;
/** Where the portal lands after sign-in (the route guard and the login page). */
export const ADMIN_HOME = '/admin/dashboard';

export const NAV_OPAQUE_AFTER_PX = 50;
export const SCROLL_TOP_AFTER_PX = 200;
export const BRAND_DROPDOWN_WIDTH_PX = 800;

export const ANTHEM_VOLUME = 0.1;
export const ANTHEM_AUTOPLAY_DELAY_MS = 100;
export const SPLASH_MS = 3_000;

export const AUTH_TIMEOUT_MS = 10_000;
export const PUBLIC_TIMEOUT_MS = 15_000;
export const ADMIN_TIMEOUT_MS = 15_000;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const TOKEN_REFRESH_MS = 1_800_000;
/** A refresh that found no network or a server error is tried again this much later (or as the network returns). */
export const TOKEN_REFRESH_RETRY_MS = 60_000;
/** How often, besides on focus and on showing the tab, the portal looks whether its stored token is still there. */
export const TOKEN_WATCH_MS = 2_000;
export const LOGIN_REDIRECT_MS = 1_500;
/** Shortest new password the auth contract accepts (openapi.yaml ChangePasswordRequest/ResetPasswordRequest). */
export const PASSWORD_MIN_LENGTH = 8;

export const PUBLIC_CACHE_MS = 5 * 60_000;
export const PUBLIC_MIN_GAP_MS = 1_000;
export const QUEUE_GAP_MS = 2_000;
export const QUEUE_DEBOUNCE_MS = 1_000;
export const QUEUE_MAX_RETRIES = 3;
export const QUEUE_EXPIRY_MS = 30_000;
export const DEFAULT_RETRY_AFTER_S = 5;

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DELAY_MS = 500;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGES = 5;

export const YEAR_MIN = 1990;
/** SPEC §5's year filter counts 15 years down from 2025; it never starts earlier than that. */
export const YEAR_FILTER_FROM = 2025;
export const YEAR_FILTER_COUNT = 15;

/**
 * The year filter's years, newest first (issue 11): YEAR_FILTER_COUNT of them counting down from the later of
 * YEAR_FILTER_FROM and next year, so a car of any year the admin form accepts (up to the current year + 1) can be
 * found once the calendar passes 2024. `now` is the clock (a Date or ms epoch); the /cars filter reads it as it renders.
 */
export function filterYears(now: Date | number = Date.now()): number[] {
  const from = Math.max(YEAR_FILTER_FROM, new Date(now).getFullYear() + 1);
  return Array.from({ length: YEAR_FILTER_COUNT }, (_, i) => from - i);
}
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/** The rental conditions shown on every car page (src/config/rental-conditions.ts): the youngest driver we rent to. */
export const RENTAL_MIN_AGE = 21;
/** Some high-performance models ask for an older driver. */
export const RENTAL_MIN_AGE_HIGH_PERFORMANCE = 25;

export const CURRENCY = 'AED';
export const DEFAULT_LOCATION = 'Business Bay, Dubai';
export const LIST_LOCATION = 'Dubai, UAE';

export const STORAGE_KEYS = { anthem: 'anthemPlay', token: 'adminToken', mockScenario: 'mockScenario', locale: 'locale', shortlist: 'shortlist' } as const;

/** Public category slugs, in the order of the collection tabs. */
export const PUBLIC_CATEGORIES = ['luxury', 'sports', 'suv', 'sedan', 'convertible', 'coupe'] as const;
export type PublicCategory = (typeof PUBLIC_CATEGORIES)[number];
export const ADMIN_CATEGORIES = ['Luxury', 'Sports', 'SUV', 'Sedan', 'Convertible', 'Coupe', 'Hatchback'] as const;
export const TRANSMISSIONS = ['Automatic', 'Manual', 'Semi-Automatic'] as const;
export const ADMIN_TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const;
export const SEAT_OPTIONS = [2, 4, 5, 7, 8] as const;
export const CAR_STATUSES = ['available', 'rented', 'maintenance', 'not available'] as const;
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'popular', label: 'Most Popular' },
] as const;
export const RENTAL_PERIODS = ['daily', 'weekly', 'monthly', 'long-term (3+ months)'] as const;
export const PREFERRED_CONTACTS = ['email', 'phone', 'whatsapp'] as const;

/** Enquiries (issue 19, docs/decisions/016): where the car is handed over, the inbox's statuses, the press channels. */
export const DELIVERY_PLACES = ['showroom', 'airport', 'hotel'] as const;
export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export const DEMAND_CHANNELS = ['whatsapp', 'call'] as const;
export const DEMAND_PLACES = ['car', 'card', 'shortlist'] as const;
/** The longest text each enquiry field takes (the form caps its inputs with the same numbers). */
export const ENQUIRY_MAX = { name: 100, email: 254, phone: 30, subject: 150, message: 5000, deliveryAddress: 200, note: 2000 } as const;
/** A submit sooner than this after the page opened is a bot's: answered as sent, nothing stored (no person types that fast). */
export const ENQUIRY_MIN_ELAPSED_MS = 2_500;
/** How far ahead rental dates may be asked for. */
export const ENQUIRY_DATE_HORIZON_DAYS = 730;
/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 25;

export const PREDEFINED_BRANDS = [
  'Ferrari', 'Lamborghini', 'Bentley', 'Rolls Royce', 'Porsche', 'Mercedes', 'BMW', 'Audi', 'Nissan', 'Tesla',
  'Mitsubishi', 'Toyota', 'Honda', 'Ford', 'Chevrolet', 'Volkswagen', 'Cadillac', 'Hyundai', 'Kia', 'Mazda', 'Subaru',
  'Jeep', 'Land Rover', 'Volvo', 'Jaguar', 'Fiat', 'Peugeot', 'Citroen', 'Renault', 'Skoda', 'Seat', 'Dacia',
  'Alfa Romeo', 'Aston Martin', 'Bugatti', 'McLaren',
] as const;
export const OTHER_BRAND = 'Other';

/** The longest alt text an image may have, in either language. */
export const ALT_TEXT_MAX = 200;

export const FEATURE_CHOICES = [
  'Air Conditioning', 'Bluetooth', 'GPS Navigation', 'Leather Seats', 'Sunroof', 'Backup Camera', 'Parking Sensors',
  'Keyless Entry', 'Push Start', 'Cruise Control', 'Premium Sound System', 'USB Charging', 'WiFi Hotspot',
  'Heated Seats', 'Ventilated Seats', 'Apple CarPlay', 'Android Auto', 'Wireless Charging', '360 Camera', 'Lane Assist',
  'Adaptive Cruise Control', 'Blind Spot Monitor',
] as const;

/**
 * Segments /api/cars/{segment} answers with another read (featured cars, the brand list, a category list): never a
 * car's id, so a car page at /cars/brands or /cars/luxury must not ask for "the car" 'brands' and show what comes back.
 */
export const CAR_ROUTE_WORDS = ['featured', 'brands', ...PUBLIC_CATEGORIES] as const;
/** Ids the client refuses before calling the server: SPEC §5's four, and the route words above. */
export const INVALID_CAR_IDS = ['', 'all', 'undefined', 'null', ...CAR_ROUTE_WORDS] as const;

/** The drawn stand-in shown where a car has no photo, or its photo fails to load (SPEC §2). */
export const CAR_PLACEHOLDER = '/media/car-placeholder.svg';

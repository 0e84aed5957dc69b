import { SERVER_TEXTS } from './server-texts';

/**
 * The message catalogue: every error and status text of SPEC §5 and §8, written once, exactly as SPEC spells it. Its
 * keys are what machines and clients hold (descriptors, domain/message.ts); views read its words in the page's language
 * (useMessageText(), useMessages()); the servers and tests import the English texts from here.
 */
export const MSG = {
  // Admin and generic (SPEC §8)
  serverError: (status: number, message: string) => `Server Error (${status}): ${message}`,
  networkError: 'Network Error: Unable to connect to server. Please check your internet connection.',
  requestError: (message: string) => `Request Error: ${message}`,
  unexpected: 'An unexpected error occurred',
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  refreshFailed: 'Token refresh failed',
  checkFailed: 'Authentication check failed',
  passwordChangeFailed: 'Password change failed',
  passwordResetFailed: 'Password reset failed',
  noToken: 'No token found',
  fetchCarsFailed: 'Failed to fetch cars',
  carNotFound: SERVER_TEXTS.carNotFound,
  addCarFailed: 'Failed to add car',
  updateCarFailed: 'Failed to update car',
  uploadImageFailed: 'Failed to upload image',
  statusUpdateFailed: 'Failed to update car status',
  statsFailed: 'Failed to fetch car statistics',
  /** The dashboard's demand (GET /api/admin/demand, issue 19); not in SPEC, worded like statsFailed. */
  demandFailed: 'Failed to fetch demand statistics',
  // The inbox (issue 19); not in SPEC, worded like the fleet's fallbacks.
  fetchEnquiriesFailed: 'Failed to fetch enquiries',
  fetchEnquiryFailed: 'Failed to fetch enquiry',
  updateEnquiryFailed: 'Failed to update enquiry',
  addNoteFailed: 'Failed to add note',
  deleteEnquiryFailed: 'Failed to delete enquiry',
  exportEnquiriesFailed: 'Failed to export enquiries',
  fetchAccountsFailed: 'Failed to fetch accounts',
  invalidEnquiryId: 'Invalid enquiry ID',
  // The trash (issue 22); not in SPEC, worded like the fleet's.
  fetchTeamFailed: 'Failed to fetch accounts',
  inviteFailed: 'Failed to send the invitation',
  deactivateFailed: 'Failed to deactivate the account',
  reactivateFailed: 'Failed to reactivate the account',
  signOutOthersFailed: 'Failed to sign out your other sessions',
  invalidAccountId: 'Invalid account ID',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  accountDeactivated: (name: string) => `${name} can no longer sign in`,
  accountReactivated: (name: string) => `${name} can sign in again`,
  signedOutOthers: 'Your other sessions are signed out',
  fetchActivityFailed: 'Failed to fetch the activity log',
  fetchTrashFailed: 'Failed to fetch the trash',
  restoreCarFailed: 'Failed to restore car',
  purgeCarFailed: 'Failed to delete car for good',
  carInTrash: (days: number) => `It stays in the trash for ${days} days.`,
  undo: 'Undo',
  carRestored: 'Car restored successfully!',
  carRestoredNewSlug: (slug: string) => `Another car took its old slug, so it is now “${slug}”.`,
  carPurged: 'Car deleted for good',

  // Public (SPEC §8)
  tooManyRequests: 'Too many requests. Please wait a moment before trying again.',
  invalidParams: 'Invalid request parameters. Please try again.',
  publicServerError: 'Server error. Please try again later.',
  publicError: (status: number, message: string) => `Error (${status}): ${message}`,
  featuredFailed: 'Failed to fetch featured cars',
  categoryFailed: 'Failed to fetch cars by category',
  brandFailed: 'Failed to fetch cars by brand',
  /** The /cars filter's brand list (GET /api/cars/brands); not in SPEC, worded like its fallbacks. */
  brandsFailed: 'Failed to fetch brands',
  relatedFailed: 'Failed to fetch related cars',
  viewCountFailed: 'Failed to update view count',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  invalidResponseFormat: 'Invalid response format',
  loadingVehiclesError: (message: string) => `Error loading vehicles: ${message}`,

  // Request queue (SPEC §4)
  requestTimeout: 'Request timeout',
  /** A request the caller cancelled (its AbortSignal fired); machines ignore it, it is never shown. */
  requestAborted: 'Request aborted',
  maxRetries: 'Maximum retries exceeded due to rate limiting',

  // Local validation (SPEC §5)
  invalidCarId: 'Invalid car ID',
  invalidCarIdProvided: 'Invalid car ID provided',
  invalidRelatedId: 'Invalid car ID for related cars',
  invalidViewId: 'Invalid car ID for view count increment',
  invalidPage: 'Invalid page number',
  serverInvalidId: SERVER_TEXTS.serverInvalidId,

  // Upload (SPEC §5 and §8)
  fileTooLarge: SERVER_TEXTS.fileTooLarge,
  fileType: SERVER_TEXTS.fileType,
  uploadTimeout: 'Upload timeout. Please try again.',
  uploadAuth: 'Authentication failed. Please login again.',
  upload413: 'File too large. Maximum size is 5MB.',
  uploadGeneric: 'Failed to upload image. Please try again.',

  // Car form and admin toasts (SPEC §5 and §8)
  pleaseWait: 'Please wait',
  imagesUploading: 'Images are still uploading...',
  errorTitle: 'Error',
  imageRequired: 'At least one car image is required',
  carUpdated: 'Car updated successfully!',
  carAdded: 'Car added successfully!',
  carDeleted: 'Car deleted successfully!',
  addCarFailedReason: (reason: string) => `Failed to add car: ${reason}`,
  deleteCarFailed: 'Failed to delete car',
  /** A close request while the car dialog saves (ours: SPEC has no text for it). */
  carStillSaving: 'The car is still being saved...',

  // Contact form (SPEC §8)
  contactSuccessTitle: 'Message Sent Successfully!',
  contactSuccessText: "Thank you for reaching out. Our team will get back to you within 24 hours.",
  contactFailureText: 'Failed to send message. Please try again or contact us directly.',
  contactSending: 'Sending Message...',
  fieldRequired: (label: string) => `${label} is required.`,
  emailInvalid: 'Please enter a valid email address, like name@example.com.',

  // Login (SPEC §2)
  loginSuccess: 'Login successful! Redirecting...',
  // Password change and reset (SPEC §7 calls; the texts are ours, SPEC shows no screens)
  passwordFieldsRequired: 'Please fill in every field.',
  passwordTooShort: (min: number) => `The new password must be at least ${min} characters.`,
  passwordMismatch: 'The new passwords do not match.',
  passwordChanged: 'Password changed successfully',
  resetLinkSent: 'If an account exists for that e-mail address, a link to reset the password is on its way.',
  passwordResetDone: 'Your password has been reset. You can now sign in with the new password.',
  passwordSetDone: 'Your password is set. You can now sign in.',
  resetTokenMissing: 'This reset link is incomplete or has expired. Ask for a new one.',

  // Screens (SPEC §2)
  notFoundTitle: 'Oops! Page Not Found',

  // Fleet list screens (SPEC §2, §8)
  rateLimitedTitle: 'Rate Limited - Too Many Requests',
  rateLimitedText: 'Please wait before making another request.',
  retryingIn: (seconds: number) => `Retrying in ${seconds} seconds...`,
  waitSeconds: (seconds: number) => `Wait ${seconds}s`,
  retryNow: 'Retry Now',
  tryAgain: 'Try Again',
  rateLimitedButton: 'Rate Limited',
  noCarsFound: (category?: string | null) => (category ? `No ${category} cars found` : 'No cars found'),
  noCarsHint: 'Try adjusting your filters or browse all cars',
  clearFilters: 'Clear Filters',
  browseAllCars: 'Browse All Cars',
  searching: 'Searching...',
  noSuggestions: 'No cars found.',
  categoryEmpty: (label: string) => `No ${label} cars available at the moment`,
} as const;

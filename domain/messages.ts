/**
 * What the mock server says in `message`. Texts the app also shows (SPEC §5/§8) come from MSG so the two never
 * drift apart; the rest are the server's own wording.
 */
import { MSG } from './app-messages';

export const SERVER_MSG = {
  carNotFound: MSG.carNotFound,
  invalidCarId: MSG.serverInvalidId,
  fileTooLarge: MSG.fileTooLarge,
  fileType: MSG.fileType,
  /** 415 for an image whose stored size would exceed WebP's 16383-pixel side (a very tall, narrow picture). */
  imageTooTall: 'Image is too tall for its width. Crop it to a usual photo shape and try again.',
  tooManyRequests: 'Too many requests, please try again later.',
  internalError: 'Internal server error',
  routeNotFound: 'Route not found',
  fileNotFound: 'File not found',
  invalidJson: 'Request body must be valid JSON',
  jsonContentType: 'Request body must be sent as application/json',
  malformedUrl: 'Malformed URL',
  methodNotAllowed: 'Method not allowed',
  bodyTooLarge: 'Request body too large',
  badRequest: 'Bad request',

  invalidCredentials: 'Invalid email or password',
  tokenRequired: 'Access token required',
  tokenInvalid: 'Invalid or expired token',
  refreshRequired: 'Refresh token required',
  refreshInvalid: 'Invalid or expired refresh token',
  adminRequired: 'Admin access required',

  loginOk: 'Login successful',
  logoutOk: 'Logged out successfully',
  refreshOk: 'Token refreshed successfully',
  authOk: 'User is authenticated',
  passwordChanged: 'Password changed successfully',
  resetSent: 'If an account exists for that e-mail address, a password reset link has been sent.',
  passwordReset: 'Password has been reset successfully',

  carsOk: 'Cars retrieved successfully',
  carOk: 'Car retrieved successfully',
  featuredOk: 'Featured cars retrieved successfully',
  brandsOk: 'Brands retrieved successfully',
  relatedOk: 'Related cars retrieved successfully',
  searchOk: 'Search results retrieved successfully',
  viewOk: 'View count updated',
  carAdded: 'Car added successfully',
  carUpdated: 'Car updated successfully',
  carDeleted: 'Car deleted successfully',
  statusUpdated: 'Car status updated successfully',
  statsOk: 'Car statistics retrieved successfully',
  uploadOk: 'Image uploaded successfully',

  enquiryReceived: 'Enquiry received',
  enquiriesOk: 'Enquiries retrieved successfully',
  enquiryOk: 'Enquiry retrieved successfully',
  enquiryUpdated: 'Enquiry updated successfully',
  enquiryNoteAdded: 'Note added successfully',
  enquiryDeleted: 'Enquiry deleted successfully',
  enquiryNotFound: 'Enquiry not found',
  enquiryTooMany: 'Too many messages from this address. Please wait a few minutes, or write to us on WhatsApp.',
  assigneeUnknown: 'must be an administrator',
  accountsOk: 'Accounts retrieved successfully',
  demandOk: 'Demand retrieved successfully',
  trashOk: 'Trash retrieved successfully',
  carRestored: 'Car restored successfully',
  carPurged: 'Car deleted for good',
  trashedCarNotFound: 'Car not found in the trash',
} as const;

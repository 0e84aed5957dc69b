/** The API layer: three typed clients, their error texts, validation and the stored admin token. */
import type { components } from './schema';

type S = components['schemas'];

// The contract's records, declared once (domain/types.ts).
export type { AdminUser, BrandCount, Car, CarCategory, CarInput, CarStats, CarStatus, SortOrder } from '../../domain/types';

export type CarImage = S['CarImage'];
export type Specifications = S['Specifications'];
export type CountByKey = S['CountByKey'];
export type Transmission = S['Transmission'];
export type FuelType = S['FuelType'];
export type LoginRequest = S['LoginRequest'];
export type LoginResponse = S['LoginResponse'];
export type RefreshResponse = S['RefreshResponse'];
export type MessageResponse = S['MessageResponse'];
export type CarListResponse = S['CarListResponse'];
export type ChangePasswordRequest = S['ChangePasswordRequest'];
export type ForgotPasswordRequest = S['ForgotPasswordRequest'];
export type ResetPasswordRequest = S['ResetPasswordRequest'];
export type { components, paths, operations } from './schema';

export { authApi, type AuthApi } from './auth-client';
export { publicApi, resetPublicGap, type PublicApi } from './public-client';
export { adminApi, type AdminApi, type UploadOptions } from './admin-client';
export { ApiError, isApiError, parseRetryAfter } from './errors';
export { MSG } from './messages';
export {
  isAbortError,
  toAdminError,
  toHomeFeaturedError,
  toPublicError,
  toPublicFailure,
  toTransportError,
  toUploadError,
} from './error-map';
export { apiBaseUrl, apiUrl, setUnauthorizedHandler, type CallOptions } from './http';
export { clearToken, getToken, setToken } from './token-storage';
export { assertCarId, assertPage, cleanFilters, type CarFilters, type CleanFilters } from './validation';
export * from './schemas';

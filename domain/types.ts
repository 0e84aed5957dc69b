/** The contract's records, as both backends hold them (generated from openapi.yaml). */
import type { components } from '../src/api/schema';

type Schemas = components['schemas'];
export type Car = Schemas['Car'];
export type CarInput = Schemas['CarInput'];
export type CarStatus = Schemas['CarStatus'];
export type CarCategory = Schemas['CarCategory'];
export type AdminUser = Schemas['AdminUser'];
export type SortOrder = Schemas['SortOrder'];
export type CarStats = Schemas['CarStats'];
export type BrandCount = Schemas['BrandCount'];

/** The contract's records, as both backends hold them (generated from openapi.yaml). */
import type { components } from './api-schema';

type Schemas = components['schemas'];
export type Car = Schemas['Car'];
export type CarImage = Schemas['CarImage'];
export type Specifications = Schemas['Specifications'];
export type CountByKey = Schemas['CountByKey'];
export type Transmission = Schemas['Transmission'];
export type FuelType = Schemas['FuelType'];
export type CarListResponse = Schemas['CarListResponse'];
export type CarInput = Schemas['CarInput'];
export type CarStatus = Schemas['CarStatus'];
export type CarCategory = Schemas['CarCategory'];
export type AdminUser = Schemas['AdminUser'];
export type SortOrder = Schemas['SortOrder'];
export type CarStats = Schemas['CarStats'];
export type BrandCount = Schemas['BrandCount'];
export type EnquiryInput = Schemas['EnquiryInput'];
export type Enquiry = Schemas['Enquiry'];
export type EnquiryNote = Schemas['EnquiryNote'];
export type EnquiryStatus = Schemas['EnquiryStatus'];
export type EnquiryUpdate = Schemas['EnquiryUpdate'];
export type DemandInput = Schemas['DemandInput'];
export type DemandStats = Schemas['DemandStats'];
export type PersonRef = Schemas['PersonRef'];
export type TrashedCar = Schemas['TrashedCar'];
export type AccountRef = Schemas['AccountRef'];

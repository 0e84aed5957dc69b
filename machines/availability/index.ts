export { availabilityOf, AVAILABILITY_LABELS } from './availability';
export type { Availability, AvailabilityInput, AvailabilityTone } from './availability';

import { describe, expect, it } from 'vitest';
import { AVAILABILITY_LABELS } from '../../domain/availability';
import { LIST_LOCATION } from '../../domain/constants';
import { vehicleTerm } from './vehicle-term';
import { VEHICLE_TERMS } from './vehicle-terms';
import { VEHICLE_TERMS as VEHICLE_TERMS_AR } from './vehicle-terms.ar';

describe('vehicleTerm', () => {
  it('leaves English as it is', () => {
    expect(vehicleTerm('Automatic', 'en')).toBe('Automatic');
  });

  it('translates every term of the tables, without regard to case', () => {
    expect(vehicleTerm('Automatic', 'ar')).toBe(VEHICLE_TERMS_AR.transmissions.Automatic);
    expect(vehicleTerm('semi-automatic', 'ar')).toBe(VEHICLE_TERMS_AR.transmissions['Semi-Automatic']);
    expect(vehicleTerm('luxury', 'ar')).toBe(VEHICLE_TERMS_AR.categories.Luxury);
    expect(vehicleTerm(AVAILABILITY_LABELS.rented, 'ar')).toBe(VEHICLE_TERMS_AR.availability.rented);
    expect(vehicleTerm('not available', 'ar')).toBe(VEHICLE_TERMS_AR.statuses['not available']);
    expect(vehicleTerm(VEHICLE_TERMS.sort.popular, 'ar')).toBe(VEHICLE_TERMS_AR.sort.popular);
    expect(vehicleTerm(LIST_LOCATION, 'ar')).toBe(VEHICLE_TERMS_AR.locations.list);
    expect(vehicleTerm(' Hybrid ', 'ar')).toBe(VEHICLE_TERMS_AR.fuels.Hybrid);
  });

  it('returns a value it does not know as entered', () => {
    expect(vehicleTerm('Limousine', 'ar')).toBe('Limousine');
    expect(vehicleTerm('Milan, Italy', 'ar')).toBe('Milan, Italy');
    expect(vehicleTerm('', 'ar')).toBe('');
  });
});

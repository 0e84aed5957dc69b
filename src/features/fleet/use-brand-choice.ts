import { useSelector } from '@xstate/react';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { CarDataContext } from '../../actors/root-actors';
import { useCopy } from '../../i18n/locale-context';
import { brandName, brandOptions, chosenBrand } from './brand-options';
import { fleetText } from './fleet-text';

/**
 * The Brand filter's choices (the store's brand list with counts, or the brands it knows while that loads or if it
 * failed), the option of the page's brand, and the brand as the heading names it.
 */
export function useBrandChoice(collection: CollectionRef) {
  const current = useSelector(collection, (s) => s.context.filters.brand);
  const list = CarDataContext.useSelector((s) => s.context.brands);
  const known = CarDataContext.useSelector((s) => s.context.knownBrands);
  const counted = useCopy(fleetText).FLEET_TEXT.brandCount;
  const options = brandOptions(list, known, current, counted);
  return { options, value: chosenBrand(options, current)?.value ?? '', name: brandName(options, current) };
}

import type { ComponentProps } from 'react';
import { ListSelect, type ListSelectOption } from '../../components/ui/list-select';

type Props = Omit<ComponentProps<typeof ListSelect.Field>, 'options'> & {
  /** The first option's words ('All brands'): it clears the filter. */
  all: string;
  /** The filter's value for 'all' ('' unless its machine has its own). */
  allValue?: string;
  options: readonly ListSelectOption[];
};

/** A filter bar's select (cars, inbox, activity): its label, 'all' first, then the options. */
export function FilterSelect({ all, allValue = '', options, ...field }: Props) {
  return <ListSelect.Field {...field} options={[{ value: allValue, label: all }, ...options]} />;
}

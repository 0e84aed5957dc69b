import { useCallback } from 'react';
import type { CarStatus } from '../../../../domain/types';
import { useVehicleTerm } from '../../../config/vehicle-term';
import { useFormat } from '../../../i18n/locale-context';
import { useFormText, useStatusWords } from '../cars/use-cars-text';
import { useActivityWords } from './use-activity-text';

type FormLabel = keyof ReturnType<typeof useFormText>['labels'];
type OwnLabel = keyof ReturnType<typeof useActivityWords>['FIELD_LABELS'];

/** Car-data words shown in the page's language (what an admin typed stays as typed). */
const TERM_FIELDS = new Set(['category', 'transmission', 'fuelType', 'location']);

/**
 * A change's field and values in the page's language: the field by the car form's label (or the log's own, for the
 * few the form has none for or words as an instruction), a value as text — Yes/No, a number or a year, car-data
 * words translated, a list joined — or null for an absent value (shown as a dash).
 */
export function useChangeText() {
  const form = useFormText();
  const { ACTIVITY_TEXT: text, FIELD_LABELS: own } = useActivityWords();
  const statuses = useStatusWords();
  const term = useVehicleTerm();
  const format = useFormat();

  const fieldLabel = useCallback(
    (field: string): string => {
      const key = field.startsWith('specifications.') ? field.slice('specifications.'.length) : field;
      return (own as Record<string, string>)[key as OwnLabel] ?? (form.labels as Record<string, string>)[key as FormLabel] ?? key;
    },
    [form, own],
  );

  const valueText = useCallback(
    (field: string, value: unknown): string | null => {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'boolean') return value ? text.yes : text.no;
      if (typeof value === 'number') return field === 'year' ? format.year(value) : format.number(value);
      if (typeof value === 'string') {
        if (field === 'status') return statuses[value as CarStatus] ?? term(value);
        return TERM_FIELDS.has(field) ? term(value) : value;
      }
      if (Array.isArray(value)) {
        const items = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
        return items.length > 0 ? items.join(text.listSeparator) : null;
      }
      return JSON.stringify(value);
    },
    [text, statuses, term, format],
  );

  return { fieldLabel, valueText };
}

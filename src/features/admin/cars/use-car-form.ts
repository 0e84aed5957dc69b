import { useCallback, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { canSubmit, formImages, isUploading, type CarFormRef } from '../../../../machines/car-form/car-form.machine';
import {
  fieldProblems,
  REQUIRED_FIELDS,
  type CarFormField,
  type FeaturesField,
  type FieldProblem,
  type FlagField,
  type FormTarget,
  type TextField,
} from '../../../../machines/car-form/car-form.model';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../../../domain/constants';
import type { Translated } from '../../../../domain/locale';
import { useMessageText } from '../../../i18n/locale-context';
import type { FORM_TEXT } from './cars-copy';
import { useFormText } from './use-cars-text';

/** The text shown under a field for a problem the form found, in the language of `text` (FORM_TEXT or its twin). */
function problemText(field: string, label: string, problem: FieldProblem, maxYear: number, text: Translated<typeof FORM_TEXT>): string {
  const p = text.problems;
  if (problem === 'required') return p.required(label);
  if (problem === 'tooLong') return p.tooLong(field === 'metaTitle' || field === 'arMetaTitle' ? META_TITLE_MAX : META_DESCRIPTION_MAX);
  if (problem === 'notNumber') return p.notNumber;
  if (field === 'year') return p.yearRange(maxYear);
  if (field === 'seats') return p.seatsRange;
  return p.atLeastZero;
}

/**
 * What the form view reads from the car-form actor, and the events it sends. Required-field problems show once a
 * field was left (blurred) or a submit was refused; range and length problems show at once; a server refusal
 * naming a field shows next to it until that field changes.
 */
export function useCarForm(form: CarFormRef) {
  const values = useSelector(form, (s) => s.context.values);
  const maxYear = useSelector(form, (s) => s.context.maxYear);
  const showErrors = useSelector(form, (s) => s.context.showErrors);
  const saveError = useSelector(form, (s) => s.context.saveError);
  const mode = useSelector(form, (s) => s.context.mode);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  // Custom-brand mode is exactly where going back to the brand list is offered.
  const customBrand = useSelector(form, (s) => s.can({ type: 'brand.useList' }));
  const submittable = useSelector(form, (s) => canSubmit(s.context));
  const uploading = useSelector(form, (s) => isUploading(s.context));
  const imageCount = useSelector(form, (s) => formImages(s.context).length);
  // Which fields the admin has left: view-only state, never the form's data.
  const [left, setLeft] = useState<ReadonlySet<CarFormField>>(() => new Set());
  const text = useFormText();
  const say = useMessageText();

  const problems = useMemo(() => fieldProblems(values, maxYear), [values, maxYear]);

  const problemFor = useCallback(
    (field: FormTarget, label: string): string | null => {
      if (saveError?.field === field) return say(saveError.message);
      if (field === 'images') return null;
      const problem = problems[field];
      if (!problem) return null;
      if (problem === 'required' && !showErrors && !left.has(field)) return null;
      return problemText(field, label, problem, maxYear, text);
    },
    [saveError, problems, showErrors, left, maxYear, text, say],
  );

  /** What still blocks the submit, in words, for the note next to the disabled button. */
  const missing = useMemo(() => {
    const items: string[] = REQUIRED_FIELDS.filter((field) => problems[field]).map((field) => text.labels[field].toLowerCase());
    for (const field of ['horsepower', 'topSpeed', 'metaTitle', 'metaDescription', 'arMetaTitle', 'arMetaDescription'] as const) {
      if (problems[field]) items.push(text.labels[field].toLowerCase());
    }
    if (imageCount === 0) items.push(text.anImage);
    return items;
  }, [problems, imageCount, text]);

  return {
    values,
    maxYear,
    mode,
    busy,
    customBrand,
    submittable,
    uploading,
    missing,
    problemFor,
    leave: (field: CarFormField) => setLeft((prev) => (prev.has(field) ? prev : new Set(prev).add(field))),
    setText: (field: TextField, value: string) => form.send({ type: 'field.change', field, value }),
    setFlag: (field: FlagField, value: boolean) => form.send({ type: 'flag.set', field, value }),
    selectBrand: (value: string) => form.send({ type: 'brand.select', value }),
    chooseFromList: () => form.send({ type: 'brand.useList' }),
    addFeature: (feature: string, field: FeaturesField = 'features') => form.send({ type: 'feature.add', feature, field }),
    setAltAr: (url: string, value: string) => form.send({ type: 'altAr.change', url, value }),
    submit: () => form.send({ type: 'form.submit' }),
  };
}

export type CarFormView = ReturnType<typeof useCarForm>;

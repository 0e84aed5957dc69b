import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../../../domain/constants';
import { parseFeatures, type FeaturesField, type TextField } from '../../../../machines/car-form/car-form.model';
import { Chip } from '../../../components/ui/chip';
import { Field, TextArea, TextInput } from './form-controls';
import type { CarFormView } from './use-car-form';
import { useFormText } from './use-cars-text';

/** A text field's value and its change and leave events. */
export function useText(view: CarFormView) {
  return (field: TextField) => ({
    value: view.values[field],
    onChange: (e: { currentTarget: { value: string } }) => view.setText(field, e.currentTarget.value),
    onBlur: () => view.leave(field),
  });
}

/** A comma-separated feature list and its suggestion chips, which append; `lang` for the Arabic one. */
export function FeatureList({ view, id, field, hint, choices, lang }: {
  view: CarFormView;
  id: string;
  field: FeaturesField;
  hint: string;
  choices: readonly string[];
  lang?: { lang: string; dir: 'ltr' | 'rtl' };
}) {
  const text = useText(view);
  const T = useFormText();
  const value = view.values[field];
  const listed = useMemo(() => new Set(parseFeatures(value).map((f) => f.toLowerCase())), [value]);
  return (
    <>
      <Field id={id} label={T.labels[field]} hint={hint} problem={view.problemFor(field, T.labels[field])}>
        {(a11y) => <TextArea {...a11y} {...text(field)} {...lang} rows={3} />}
      </Field>
      <div role="group" aria-label={T.suggestions}>
        <p aria-hidden="true" className={css({ fontSize: 'xs', color: 'muted', mb: '2' })}>
          {T.suggestions}
        </p>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {choices.map((feature) => {
            const present = listed.has(feature.toLowerCase());
            return (
              <li key={feature}>
                <Chip variant="subtle" disabled={present} aria-label={T.addFeature(feature)} onClick={() => view.addFeature(feature, field)}>
                  <span aria-hidden="true">{present ? '✓' : '+'}</span> {feature}
                </Chip>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

type MetaField = 'metaTitle' | 'metaDescription' | 'arMetaTitle' | 'arMetaDescription';
const META_MAX: Record<MetaField, number> = { metaTitle: META_TITLE_MAX, metaDescription: META_DESCRIPTION_MAX, arMetaTitle: META_TITLE_MAX, arMetaDescription: META_DESCRIPTION_MAX };

/** A meta title (an input) and description (a text area), each with a live counter; `lang` for the Arabic ones. */
export function MetaFields({ view, idPrefix, fields, lang }: {
  view: CarFormView;
  idPrefix: string;
  fields: readonly [title: MetaField, description: MetaField];
  lang?: { lang: string; dir: 'ltr' | 'rtl' };
}) {
  const text = useText(view);
  const T = useFormText();
  const L = T.labels;
  return fields.map((field, i) => {
    const id = `${idPrefix}-${field}`;
    const max = META_MAX[field];
    const counter = (
      <span id={`${id}-count`} className={css({ fontSize: 'xs', color: 'muted', mb: '1.5' })}>
        {T.counter(view.values[field].length, max)}
      </span>
    );
    return (
      <Field key={field} id={id} label={L[field]} problem={view.problemFor(field, L[field])} aside={counter}>
        {(a11y) => {
          const props = { ...a11y, ...text(field), ...lang, maxLength: max, 'aria-describedby': [a11y['aria-describedby'], `${id}-count`].filter(Boolean).join(' ') };
          return i === 0 ? <TextInput {...props} /> : <TextArea {...props} rows={3} />;
        }}
      </Field>
    );
  });
}

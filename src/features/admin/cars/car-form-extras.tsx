import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { FEATURE_CHOICES, META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../../../domain/constants';
import { parseFeatures, type FlagField, type TextField } from '../../../../machines/car-form/car-form.model';
import { useFormText } from './use-cars-text';
import { Chip } from '../../../components/ui/chip';
import { Switch } from '../../../components/ui/switch';
import { Field, TextArea, TextInput } from './form-controls';
import { FormSection, twoColumns } from './form-section';
import type { CarFormView } from './use-car-form';

function useText(view: CarFormView) {
  return (field: TextField) => ({
    value: view.values[field],
    onChange: (e: { currentTarget: { value: string } }) => view.setText(field, e.currentTarget.value),
    onBlur: () => view.leave(field),
  });
}

/** Comma-separated features with the 22 suggestions as chips that append (SPEC §3). */
export function CarFormFeatures({ view, idPrefix }: { view: CarFormView; idPrefix: string }) {
  const text = useText(view);
  const T = useFormText();
  const L = T.labels;
  const listed = useMemo(() => new Set(parseFeatures(view.values.features).map((f) => f.toLowerCase())), [view.values.features]);
  return (
    <FormSection title={T.sections.features}>
      <Field id={`${idPrefix}-features`} label={L.features} hint={T.featuresHint}>
        {(a11y) => <TextArea {...a11y} {...text('features')} rows={3} />}
      </Field>
      <div role="group" aria-label={T.suggestions}>
        <p aria-hidden="true" className={css({ fontSize: 'xs', color: 'muted', mb: '2' })}>
          {T.suggestions}
        </p>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {FEATURE_CHOICES.map((feature) => {
            const present = listed.has(feature.toLowerCase());
            return (
              <li key={feature}>
                <Chip variant="subtle" disabled={present} aria-label={T.addFeature(feature)} onClick={() => view.addFeature(feature)}>
                  <span aria-hidden="true">{present ? '✓' : '+'}</span> {feature}
                </Chip>
              </li>
            );
          })}
        </ul>
      </div>
    </FormSection>
  );
}

/** Engine, horsepower ≥ 0, top speed ≥ 0, acceleration, mileage, colour, interior colour. */
export function CarFormSpecs({ view, idPrefix }: { view: CarFormView; idPrefix: string }) {
  const text = useText(view);
  const T = useFormText();
  const L = T.labels;
  const id = (f: string) => `${idPrefix}-${f}`;
  const plain = ['engine', 'acceleration', 'mileage', 'color', 'interiorColor'] as const;
  return (
    <FormSection title={T.sections.specs}>
      <div className={twoColumns}>
        {(['horsepower', 'topSpeed'] as const).map((f) => (
          <Field key={f} id={id(f)} label={L[f]} problem={view.problemFor(f, L[f])}>
            {(a11y) => <TextInput {...a11y} {...text(f)} type="number" inputMode="numeric" min={0} step="any" />}
          </Field>
        ))}
        {plain.map((f) => (
          <Field key={f} id={id(f)} label={L[f]} problem={view.problemFor(f, L[f])}>
            {(a11y) => <TextInput {...a11y} {...text(f)} />}
          </Field>
        ))}
      </div>
    </FormSection>
  );
}

/** Meta title (≤ 60) and description (≤ 160), each with a live counter. */
export function CarFormSeo({ view, idPrefix }: { view: CarFormView; idPrefix: string }) {
  const text = useText(view);
  const T = useFormText();
  const L = T.labels;
  const counter = (used: number, max: number, id: string) => (
    <span id={id} className={css({ fontSize: 'xs', color: 'muted', mb: '1.5' })}>
      {T.counter(used, max)}
    </span>
  );
  const fields = [
    { field: 'metaTitle', max: META_TITLE_MAX },
    { field: 'metaDescription', max: META_DESCRIPTION_MAX },
  ] as const;
  return (
    <FormSection title={T.sections.seo}>
      {fields.map(({ field, max }) => {
        const id = `${idPrefix}-${field}`;
        return (
          <Field key={field} id={id} label={L[field]} problem={view.problemFor(field, L[field])} aside={counter(view.values[field].length, max, `${id}-count`)}>
            {(a11y) =>
              field === 'metaTitle' ? (
                <TextInput {...a11y} {...text(field)} maxLength={max} aria-describedby={[a11y['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')} />
              ) : (
                <TextArea {...a11y} {...text(field)} maxLength={max} rows={3} aria-describedby={[a11y['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')} />
              )
            }
          </Field>
        );
      })}
    </FormSection>
  );
}

/** Featured, active and available switches. */
export function CarFormVisibility({ view }: { view: CarFormView }) {
  const flags: FlagField[] = ['isFeatured', 'isActive', 'isAvailable'];
  const T = useFormText();
  const L = T.labels;
  return (
    <FormSection title={T.sections.visibility}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '4', md: '8' } })}>
        {flags.map((flag) => (
          <Switch key={flag} label={L[flag]} checked={view.values[flag]} onCheckedChange={(on) => view.setFlag(flag, on)} />
        ))}
      </div>
    </FormSection>
  );
}

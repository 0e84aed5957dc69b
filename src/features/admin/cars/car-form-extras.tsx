import { css } from 'styled-system/css';
import { FEATURE_CHOICES } from '../../../../domain/constants';
import type { FlagField } from '../../../../machines/car-form/car-form.model';
import { useFormText } from './use-cars-text';
import { Switch } from '../../../components/ui/switch';
import { FeatureList, MetaFields, useText } from './car-form-fields';
import { Field, TextInput } from './form-controls';
import { FormSection, twoColumns } from './form-section';
import type { CarFormView } from './use-car-form';

/** Comma-separated features with the 22 suggestions as chips that append (SPEC §3). */
export function CarFormFeatures({ view, idPrefix }: { view: CarFormView; idPrefix: string }) {
  const T = useFormText();
  return (
    <FormSection title={T.sections.features}>
      <FeatureList view={view} id={`${idPrefix}-features`} field="features" hint={T.featuresHint} choices={FEATURE_CHOICES} />
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
  const T = useFormText();
  return (
    <FormSection title={T.sections.seo}>
      <MetaFields view={view} idPrefix={idPrefix} fields={['metaTitle', 'metaDescription']} />
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

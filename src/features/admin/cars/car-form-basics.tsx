import { ADMIN_CATEGORIES, ADMIN_TRANSMISSIONS, FUEL_TYPES, SEAT_OPTIONS, YEAR_MIN } from '../../../../domain/constants';
import type { TextField } from '../../../../machines/car-form/car-form.model';
import { BrandField } from './car-form-brand-field';
import { useVehicleTerm } from '../../../config/vehicle-term';
import { useFormText } from './use-cars-text';
import { Field, SelectField, TextArea, TextInput } from './form-controls';
import { FormSection, twoColumns } from './form-section';
import type { CarFormView } from './use-car-form';

/** A value an existing car has that the admin list does not offer (e.g. 'Semi-Automatic', 3 seats): kept, not lost. */
const withCurrent = (options: readonly string[], current: string) => (current && !options.includes(current) ? [...options, current] : options);

/** Name, brand (list or custom), model, year, category, transmission, fuel, seats, location, description. */
export function CarFormBasics({ view, idPrefix }: { view: CarFormView; idPrefix: string }) {
  const { values, problemFor, setText, leave } = view;
  const id = (field: string) => `${idPrefix}-${field}`;
  const copy = useFormText();
  const L = copy.labels;
  const term = useVehicleTerm();
  const text = (field: TextField) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => setText(field, e.currentTarget.value),
    onBlur: () => leave(field),
  });
  // A select's wiring: its options sent as they are, shown in the page's language, 'Choose…' while none is chosen.
  const choice = (field: TextField, options: readonly string[]) => ({
    value: values[field],
    options: options.map((o) => ({ value: o, label: term(o) })),
    placeholder: copy.choose,
    onValueChange: (value: string) => setText(field, value),
    onBlur: () => leave(field),
  });

  return (
    <FormSection title={copy.sections.basics}>
      <div className={twoColumns}>
        <Field id={id('name')} label={L.name} required problem={problemFor('name', L.name)} hint={copy.nameHint}>
          {(a11y) => <TextInput {...a11y} {...text('name')} autoComplete="off" />}
        </Field>
        <BrandField view={view} id={id('brand')} />
        <Field id={id('model')} label={L.model} required problem={problemFor('model', L.model)}>
          {(a11y) => <TextInput {...a11y} {...text('model')} autoComplete="off" />}
        </Field>
        <Field id={id('year')} label={L.year} required problem={problemFor('year', L.year)}>
          {(a11y) => <TextInput {...a11y} {...text('year')} type="number" inputMode="numeric" min={YEAR_MIN} max={view.maxYear} step={1} />}
        </Field>
        <SelectField id={id('category')} label={L.category} required problem={problemFor('category', L.category)} {...choice('category', ADMIN_CATEGORIES)} />
        <SelectField id={id('transmission')} label={L.transmission} required problem={problemFor('transmission', L.transmission)} {...choice('transmission', withCurrent(ADMIN_TRANSMISSIONS, values.transmission))} />
        <SelectField id={id('fuelType')} label={L.fuelType} required problem={problemFor('fuelType', L.fuelType)} {...choice('fuelType', FUEL_TYPES)} />
        <SelectField id={id('seats')} label={L.seats} required problem={problemFor('seats', L.seats)} {...choice('seats', withCurrent(SEAT_OPTIONS.map(String), values.seats))} />
      </div>
      <Field id={id('location')} label={L.location} problem={problemFor('location', L.location)}>
        {(a11y) => <TextInput {...a11y} {...text('location')} />}
      </Field>
      <Field id={id('description')} label={L.description} problem={problemFor('description', L.description)}>
        {(a11y) => <TextArea {...a11y} {...text('description')} rows={4} />}
      </Field>
    </FormSection>
  );
}

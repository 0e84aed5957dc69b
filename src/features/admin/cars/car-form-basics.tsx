import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import {
  ADMIN_CATEGORIES,
  ADMIN_TRANSMISSIONS,
  FUEL_TYPES,
  OTHER_BRAND,
  PREDEFINED_BRANDS,
  SEAT_OPTIONS,
  YEAR_MIN,
} from '../../../config/constants';
import type { TextField } from '../../../../machines/car-form/car-form.model';
import { FORM_TEXT } from './cars-copy';
import { Field, SelectInput, TextArea, TextInput } from './form-controls';
import { FormSection, twoColumns } from './form-section';
import type { CarFormView } from './use-car-form';

const L = FORM_TEXT.labels;

/** A value an existing car has that the admin list does not offer (e.g. 'Semi-Automatic', 3 seats): kept, not lost. */
const withCurrent = (options: readonly string[], current: string) => (current && !options.includes(current) ? [...options, current] : options);

/** Name, brand (list or custom), model, year, category, transmission, fuel, seats, location, description. */
export function CarFormBasics({ view, idPrefix }: { view: CarFormView; idPrefix: string }) {
  const { values, problemFor, setText, leave } = view;
  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (field: TextField) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => setText(field, e.currentTarget.value),
    onBlur: () => leave(field),
  });

  return (
    <FormSection title={FORM_TEXT.sections.basics}>
      <div className={twoColumns}>
        <Field id={id('name')} label={L.name} required problem={problemFor('name', L.name)} hint={FORM_TEXT.nameHint}>
          {(a11y) => <TextInput {...a11y} {...text('name')} autoComplete="off" />}
        </Field>
        <BrandField view={view} id={id('brand')} />
        <Field id={id('model')} label={L.model} required problem={problemFor('model', L.model)}>
          {(a11y) => <TextInput {...a11y} {...text('model')} autoComplete="off" />}
        </Field>
        <Field id={id('year')} label={L.year} required problem={problemFor('year', L.year)}>
          {(a11y) => <TextInput {...a11y} {...text('year')} type="number" inputMode="numeric" min={YEAR_MIN} max={view.maxYear} step={1} />}
        </Field>
        <Field id={id('category')} label={L.category} required problem={problemFor('category', L.category)}>
          {(a11y) => (
            <SelectInput {...a11y} {...text('category')}>
              <option value="">{FORM_TEXT.choose}</option>
              {ADMIN_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field id={id('transmission')} label={L.transmission} required problem={problemFor('transmission', L.transmission)}>
          {(a11y) => (
            <SelectInput {...a11y} {...text('transmission')}>
              <option value="">{FORM_TEXT.choose}</option>
              {withCurrent(ADMIN_TRANSMISSIONS, values.transmission).map((t) => (
                <option key={t}>{t}</option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field id={id('fuelType')} label={L.fuelType} required problem={problemFor('fuelType', L.fuelType)}>
          {(a11y) => (
            <SelectInput {...a11y} {...text('fuelType')}>
              <option value="">{FORM_TEXT.choose}</option>
              {FUEL_TYPES.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field id={id('seats')} label={L.seats} required problem={problemFor('seats', L.seats)}>
          {(a11y) => (
            <SelectInput {...a11y} {...text('seats')}>
              <option value="">{FORM_TEXT.choose}</option>
              {withCurrent(SEAT_OPTIONS.map(String), values.seats).map((n) => (
                <option key={n}>{n}</option>
              ))}
            </SelectInput>
          )}
        </Field>
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

/** The brand: a list of 36 plus Other; Other (or an unlisted brand of an edited car) switches to free text. */
function BrandField({ view, id }: { view: CarFormView; id: string }) {
  const { values, customBrand, problemFor, selectBrand, chooseFromList, setText, leave } = view;
  const customInput = useRef<HTMLInputElement>(null);
  const listSelect = useRef<HTMLSelectElement>(null);
  // Focus follows the admin's own switch between list and text, never the automatic one on open.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (customBrand ? customInput.current : listSelect.current)?.focus();
  }, [customBrand]);

  if (customBrand) {
    return (
      <Field
        id={id}
        label={FORM_TEXT.labels.customBrand}
        required
        problem={problemFor('brand', FORM_TEXT.labels.customBrand)}
        aside={
          <button
            type="button"
            className={linkButton}
            onClick={() => {
              switched.current = true;
              chooseFromList();
            }}
          >
            {FORM_TEXT.backToList}
          </button>
        }
      >
        {(a11y) => (
          <TextInput ref={customInput} {...a11y} value={values.brand} onChange={(e) => setText('brand', e.currentTarget.value)} onBlur={() => leave('brand')} />
        )}
      </Field>
    );
  }
  return (
    <Field id={id} label={FORM_TEXT.labels.brand} required problem={problemFor('brand', FORM_TEXT.labels.brand)} hint={FORM_TEXT.useOther}>
      {(a11y) => (
        <SelectInput
          ref={listSelect}
          {...a11y}
          value={values.brand}
          onBlur={() => leave('brand')}
          onChange={(e) => {
            switched.current = e.currentTarget.value === OTHER_BRAND;
            selectBrand(e.currentTarget.value);
          }}
        >
          <option value="">{FORM_TEXT.chooseBrand}</option>
          {PREDEFINED_BRANDS.map((b) => (
            <option key={b}>{b}</option>
          ))}
          <option value={OTHER_BRAND}>{FORM_TEXT.otherBrand}</option>
        </SelectInput>
      )}
    </Field>
  );
}

const linkButton = css({
  fontSize: 'xs',
  color: 'gold.400',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  mb: '1.5',
  _hover: { color: 'gold.300' },
});

import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { OTHER_BRAND, PREDEFINED_BRANDS } from '../../../../domain/constants';
import { useFormText } from './use-cars-text';
import { Field, SelectInput, TextInput } from './form-controls';
import type { CarFormView } from './use-car-form';

/** The brand: a list of 36 plus Other; Other (or an unlisted brand of an edited car) switches to free text. */
export function BrandField({ view, id }: { view: CarFormView; id: string }) {
  const { values, customBrand, problemFor, selectBrand, chooseFromList, setText, leave } = view;
  const text = useFormText();
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
        label={text.labels.customBrand}
        required
        problem={problemFor('brand', text.labels.customBrand)}
        aside={
          <button
            type="button"
            className={linkButton}
            onClick={() => {
              switched.current = true;
              chooseFromList();
            }}
          >
            {text.backToList}
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
    <Field id={id} label={text.labels.brand} required problem={problemFor('brand', text.labels.brand)} hint={text.useOther}>
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
          <option value="">{text.chooseBrand}</option>
          {PREDEFINED_BRANDS.map((b) => (
            <option key={b}>{b}</option>
          ))}
          <option value={OTHER_BRAND}>{text.otherBrand}</option>
        </SelectInput>
      )}
    </Field>
  );
}

/** 'Back to list': a text link beside the custom brand's label. */
const linkButton = css({
  fontSize: 'xs',
  color: 'gold.400',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  mb: '1.5',
  _hover: { color: 'gold.300' },
});

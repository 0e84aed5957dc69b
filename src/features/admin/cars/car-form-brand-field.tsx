import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { OTHER_BRAND, PREDEFINED_BRANDS } from '../../../../domain/constants';
import { useFormText } from './use-cars-text';
import { Field, SelectField, TextInput } from './form-controls';
import type { CarFormView } from './use-car-form';

/** The brand: a list of 36 plus Other; Other (or an unlisted brand of an edited car) switches to free text. */
export function BrandField({ view, id }: { view: CarFormView; id: string }) {
  const { values, customBrand, problemFor, selectBrand, chooseFromList, setText, leave } = view;
  const text = useFormText();
  const customInput = useRef<HTMLInputElement>(null);
  const listSelect = useRef<HTMLButtonElement>(null);
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
    <SelectField
      id={id}
      label={text.labels.brand}
      required
      problem={problemFor('brand', text.labels.brand)}
      hint={text.useOther}
      triggerRef={listSelect}
      placeholder={text.chooseBrand}
      value={values.brand}
      options={[...PREDEFINED_BRANDS.map((b) => ({ value: b, label: b })), { value: OTHER_BRAND, label: text.otherBrand }]}
      onBlur={() => leave('brand')}
      onValueChange={(brand) => {
        switched.current = brand === OTHER_BRAND;
        selectBrand(brand);
      }}
    />
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

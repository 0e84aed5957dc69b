import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { ALT_TEXT_MAX } from '../../../../domain/constants';
import type { CarFormRef } from '../../../../machines/car-form/car-form.machine';
import { englishAlt, uploadedImages } from '../../../../machines/car-form/car-form.model';
import { ARABIC_FEATURE_CHOICES } from './arabic-feature-choices';
import { FeatureList, MetaFields, useText } from './car-form-fields';
import { Field, TextArea, TextInput } from './form-controls';
import { FormSection } from './form-section';
import type { CarFormView } from './use-car-form';
import { useFormText } from './use-cars-text';

/** The Arabic fields are Arabic whatever the portal's language. */
const ARABIC = { lang: 'ar', dir: 'rtl' } as const;
const CHOICES = Object.values(ARABIC_FEATURE_CHOICES);

/**
 * The words of the Arabic pages (issue 22), beside the English ones: description, features, meta title and
 * description, and an Arabic alt text for each uploaded image next to its English one. Name, brand and model stay as
 * written. Empty is allowed: the Arabic page then shows the English text, marked as English.
 */
export function CarFormArabic({ view, form, idPrefix }: { view: CarFormView; form: CarFormRef; idPrefix: string }) {
  const text = useText(view);
  const T = useFormText();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <FormSection title={T.sections.arabic} lead={T.arabicLead} mark="ع">
      <Field id={id('arDescription')} label={T.labels.arDescription} problem={view.problemFor('arDescription', T.labels.arDescription)}>
        {(a11y) => <TextArea {...a11y} {...text('arDescription')} {...ARABIC} rows={4} />}
      </Field>
      <FeatureList view={view} id={id('arFeatures')} field="arFeatures" hint={T.arFeaturesHint} choices={CHOICES} lang={ARABIC} />
      <MetaFields view={view} idPrefix={idPrefix} fields={['arMetaTitle', 'arMetaDescription']} lang={ARABIC} />
      <ArabicAlts view={view} form={form} idPrefix={idPrefix} />
    </FormSection>
  );
}

/** One row per uploaded image, in the form's order: its thumbnail, its English alt, and the Arabic alt input. */
function ArabicAlts({ view, form, idPrefix }: { view: CarFormView; form: CarFormRef; idPrefix: string }) {
  const T = useFormText();
  const order = useSelector(form, (s) => s.context.order);
  const slotStates = useSelector(form, (s) => s.context.slotStates);
  const altsAr = useSelector(form, (s) => s.context.altsAr);
  const images = useMemo(() => uploadedImages(order, slotStates), [order, slotStates]);
  const headingId = `${idPrefix}-alts`;
  return (
    <div role="group" aria-labelledby={headingId} className={css({ display: 'grid', gap: '3' })}>
      <div>
        <p id={headingId} className={css({ fontSize: 'sm', fontWeight: '600', color: 'text' })}>
          {T.altsTitle}
        </p>
        <p className={css({ fontSize: 'xs', color: 'muted', lineHeight: '1.6' })}>{T.altsHint}</p>
      </div>
      {images.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'muted', fontStyle: 'italic' })}>{T.noImagesYet}</p>
      ) : (
        <ol className={css({ display: 'grid', gap: '3' })}>
          {images.map((image, i) => (
            <li key={image.url} className={row}>
              <img src={image.url} alt="" width={96} height={60} loading="lazy" className={thumb} />
              <div className={css({ display: 'grid', gap: '2', minW: 0 })}>
                <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline', fontSize: 'xs', color: 'muted', minW: 0 })}>
                  <span className={css({ textStyle: 'eyebrow', color: 'gold.400', flexShrink: 0 })}>{T.englishAlt}</span>
                  {/* The English alt is English in both portals: cut at its own end. */}
                  <div lang="en" dir="ltr" className={css({ color: 'mist.200', truncate: true, minW: 0 })}>
                    {englishAlt(image.alt, view.values.name, i)}
                  </div>
                </div>
                <Field id={`${idPrefix}-altAr-${i}`} label={T.altAr(i + 1)}>
                  {(a11y) => (
                    <TextInput
                      {...a11y}
                      {...ARABIC}
                      maxLength={ALT_TEXT_MAX}
                      value={altsAr[image.url] ?? ''}
                      onChange={(e) => view.setAltAr(image.url, e.currentTarget.value)}
                    />
                  )}
                </Field>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '64px minmax(0, 1fr)', sm: '96px minmax(0, 1fr)' },
  gap: { base: '3', sm: '4' },
  alignItems: 'start',
  p: '3',
  borderRadius: '12px',
  border: '1px solid {colors.line}',
  bg: 'surface',
});
const thumb = css({ w: 'full', aspectRatio: '16 / 10', h: 'auto', objectFit: 'cover', borderRadius: '8px', bg: 'ink.850' });

import { css } from 'styled-system/css';
import type { Car } from '../../../domain/types';
import { Tabs } from '../../components/ui/tabs';
import type { DETAIL_TEXT } from './car-detail-copy';
import { useVehicleTerm } from '../../config/vehicle-term';
import { useFormat, useLocale } from '../../i18n/locale-context';
import { carWords, wordsLang, type CarWords } from '../../../domain/car-words';
import { highlights, specRows, type SpecWriters } from './spec-rows';
import { useDetailText, useSpecText } from './use-detail-text';
import { DetailIcon } from './detail-icons';

/** The car's numbers, years and data words as the page's language writes them. */
function useSpecWriters(): SpecWriters {
  const format = useFormat();
  const term = useVehicleTerm();
  return { number: format.number, year: format.year, term };
}

type TabValue = keyof typeof DETAIL_TEXT.tabs;
const TAB_ORDER: TabValue[] = ['overview', 'specifications', 'features'];

/**
 * Overview, Specifications and Features (SPEC §2) as an Ark tab list: arrow keys move between tabs, each panel is
 * labelled by its tab. Which tab is open is Ark's own UI state (nothing else reads it), so no machine drives it.
 */
export function CarTabs({ car }: { car: Car }) {
  const T = useDetailText();
  const spec = useSpecText();
  const write = useSpecWriters();
  const locale = useLocale();
  const words = carWords(car, locale);
  const features = words.features;
  return (
    <Tabs.Root variant="line" defaultValue="overview" translations={{ listLabel: T.tabsLabel }} className={css({ display: 'grid', gap: { base: '6', md: '8' } })}>
      <Tabs.List>
        {TAB_ORDER.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {T.tabs[value]}
          </Tabs.Trigger>
        ))}
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="overview">
        <Overview car={car} description={words.description} />
      </Tabs.Content>
      <Tabs.Content value="specifications">
        <dl className={specGrid}>
          {specRows(car, spec, write).map((row) => (
            <div key={row.label} className={specRow}>
              <dt className={css({ color: 'muted', fontSize: 'sm' })}>{row.label}</dt>
              <dd className={css({ color: 'text', fontWeight: '500', textAlign: 'end' })}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Tabs.Content>
      <Tabs.Content value="features">
        {features.text.length > 0 ? (
          <ul className={featureGrid} lang={wordsLang(features.lang, locale).lang}>
            {features.text.map((feature) => (
              <li key={feature} className={featureItem}>
                <span className={tick}>
                  <DetailIcon name="check" size={14} />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: 'muted' })}>{T.noFeatures}</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * The headline figures and the car's description (the admin's words: each paragraph takes its own text's direction),
 * in the page's language, or English marked as English where the car has none in it.
 */
function Overview({ car, description }: { car: Car; description: CarWords['description'] }) {
  const figures = highlights(car, useSpecText(), useSpecWriters());
  const locale = useLocale();
  const paragraphs = description.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      {figures.length > 0 ? (
        <dl className={figureGrid}>
          {figures.map((f) => (
            <div key={f.label} className={figure}>
              <dt className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{f.label}</dt>
              <dd className={css({ textStyle: 'serif', fontSize: { base: '2xl', md: '3xl' }, fontWeight: '600', color: 'text', mt: '1' })}>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div {...wordsLang(description.lang, locale)} className={css({ display: 'grid', gap: '4', color: 'mist.200', fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.8', maxW: '65ch', '& p': { unicodeBidi: 'plaintext' } })}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </div>
  );
}

const figureGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' });
const figure = css({ p: { base: '4', md: '5' }, bg: 'surface', border: '1px solid', borderColor: 'line', borderRadius: 'card' });
const specGrid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: '12' });
const specRow = css({ display: 'flex', justifyContent: 'space-between', gap: '6', py: '4', borderBottom: '1px solid {colors.line}' });
const featureGrid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
const featureItem = css({ display: 'flex', alignItems: 'center', gap: '3', py: '3', px: '4', bg: 'surface', borderRadius: '10px', border: '1px solid', borderColor: 'line', color: 'mist.200', fontSize: 'sm' });
const tick = css({ display: 'grid', placeItems: 'center', w: '6', h: '6', flexShrink: 0, borderRadius: 'pill', bg: 'accent.soft', color: 'gold.400' });

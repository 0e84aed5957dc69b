import { useMemo } from 'react';
import { DatePicker as Ark, parseDate } from '@ark-ui/react/date-picker';
import { LocaleProvider } from '@ark-ui/react/locale';
import { Portal } from '@ark-ui/react/portal';
import { datePicker } from '../../theme/recipes/date-picker';

/** The calendar's own words, in the page's language (`day`: a day's name as the locale writes it in full). */
export type DatePickerText = {
  open: string;
  close: string;
  prev: string;
  next: string;
  calendar: string;
  choose: (day: string) => string;
  selected: (day: string) => string;
  unavailable: (day: string) => string;
  /** The input's placeholder in the locale's order ('' = the locale's own, e.g. mm/dd/yyyy). */
  placeholder: string;
};

type Props = {
  /** The input's id: the form's label points at it, the form's focus moves find it. */
  id: string;
  name: string;
  /** The day as YYYY-MM-DD, '' for none. */
  value: string;
  onValue: (day: string) => void;
  /** First and last days that may be chosen (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** BCP 47 tag of the page's language (LANGUAGE_TAG): it sets the names, the order of the day's parts and the direction. */
  locale: string;
  text: DatePickerText;
  invalid?: boolean;
  'aria-describedby'?: string | undefined;
};

const classes = datePicker();

/** Where the locale writes day, month and year (en: month first; ar-AE: day first). */
const orderOf = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC' })
    .formatToParts(new Date(0))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');

/**
 * A typed day, read in the locale's order whatever the separators and bidi marks (ar-AE writes RLM before each '/',
 * which nobody types); undefined for anything that is not a real day.
 */
function parseTyped(text: string, locale: string) {
  const numbers = text.replace(/[\u200e\u200f\u061c]/g, '').split(/\D+/).filter(Boolean);
  const order = orderOf(locale);
  if (numbers.length !== 3 || order.length !== 3) return undefined;
  const part = Object.fromEntries(order.map((type, i) => [type, numbers[i] ?? ''])) as Record<'day' | 'month' | 'year', string>;
  const iso = `${part.year.padStart(4, '20')}-${part.month.padStart(2, '0')}-${part.day.padStart(2, '0')}`;
  const real = /^\d{4}-\d{2}-\d{2}$/.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
  return real ? parseDate(iso) : undefined;
}
/** Points back (`next`: on) in left-to-right order; the recipe mirrors it right to left. */
const Chevron = ({ next = false }: { next?: boolean }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2"><path d={next ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} /></svg>
);

/**
 * One day, typed or picked on a calendar: Ark's DatePicker (keyboard: arrows move the day, Page Up/Down the month,
 * Enter picks, Escape closes) in the house look, days in Dubai's time zone, the calendar mounted only while open.
 * Controlled: the day lives with the caller (a machine), as an ISO day.
 */
export function DatePicker({ id, name, value, onValue, min, max, locale, text, invalid, ...rest }: Props) {
  const selected = useMemo(() => (value ? [parseDate(value)] : []), [value]);
  return (
    // Ark reads the direction from its locale context (ar-AE: right to left), not from a prop.
    <LocaleProvider locale={locale}>
      <Ark.Root
        ids={{ input: () => id }}
        name={name}
        locale={locale}
        timeZone="Asia/Dubai"
        value={selected}
        onValueChange={(details) => onValue(details.value[0]?.toString() ?? '')}
        min={min ? parseDate(min) : undefined}
        max={max ? parseDate(max) : undefined}
        invalid={invalid}
        parse={(typed, details) => parseTyped(typed, details.locale)}
        placeholder={text.placeholder || undefined}
        translations={{
          trigger: (open) => (open ? text.close : text.open),
          prevTrigger: () => text.prev,
          nextTrigger: () => text.next,
          content: text.calendar,
          dayCell: (day) => (day.unavailable ? text.unavailable : day.selected ? text.selected : text.choose)(day.valueText),
        }}
        positioning={{ placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
      >
        <Ark.Control className={classes.control}>
          <Ark.Input className={classes.input} aria-describedby={rest['aria-describedby']} />
          <Ark.Trigger className={classes.trigger}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
              <rect x="3.5" y="5" width="17" height="15" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" />
            </svg>
          </Ark.Trigger>
        </Ark.Control>
        <Portal>
          <Ark.Positioner className={classes.positioner}>
            <Ark.Content className={classes.content}>
              <Ark.View view="day">
                <Ark.Context>
                  {(api) => (
                    <>
                      <Ark.ViewControl className={classes.viewControl}>
                        <Ark.PrevTrigger className={classes.navTrigger}><Chevron /></Ark.PrevTrigger>
                        <Ark.RangeText className={classes.rangeText} />
                        <Ark.NextTrigger className={classes.navTrigger}><Chevron next /></Ark.NextTrigger>
                      </Ark.ViewControl>
                      <Ark.Table className={classes.table}>
                        <Ark.TableHead>
                          <Ark.TableRow>
                            {api.weekDays.map((day) => (
                              <Ark.TableHeader key={day.long} abbr={day.long} className={classes.tableHeader}>{day.narrow}</Ark.TableHeader>
                            ))}
                          </Ark.TableRow>
                        </Ark.TableHead>
                        <Ark.TableBody>
                          {api.weeks.map((week) => (
                            <Ark.TableRow key={week[0]?.toString()}>
                              {week.map((day) => (
                                <Ark.TableCell key={day.toString()} value={day}>
                                  <Ark.TableCellTrigger className={classes.cellTrigger}>{day.day}</Ark.TableCellTrigger>
                                </Ark.TableCell>
                              ))}
                            </Ark.TableRow>
                          ))}
                        </Ark.TableBody>
                      </Ark.Table>
                    </>
                  )}
                </Ark.Context>
              </Ark.View>
            </Ark.Content>
          </Ark.Positioner>
        </Portal>
      </Ark.Root>
    </LocaleProvider>
  );
}

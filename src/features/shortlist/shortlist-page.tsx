import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { shortlistSelectors } from '../../../machines/shortlist/shortlist.machine';
import { fromSavedCar } from '../../../machines/shortlist/shortlist.model';
import { useShortlistActor } from '../../actors/root-actors';
import { useDemandBeacon } from '../../actors/use-demand';
import { CarCard } from '../../components/car-card/car-card';
import { PageHero } from '../../components/page-hero';
import { usePageMetaFor } from '../../components/page-meta';
import { Button, ExternalButton } from '../../components/ui/button';
import { container } from '../../components/ui/section';
import { carName } from '../../../domain/car-page';
import { whatsappHref } from '../../../domain/site';
import { useLocale } from '../../i18n/locale-context';
import { useShortlistText } from './shortlist-text';
import { shortlistMessage } from './shortlist-message';
import { ShortlistEmpty } from './shortlist-empty';
import { ChatIcon, CloseIcon } from '../../components/icons/shell-icons';
import { usePageOrigin } from '../../components/use-browser-value';

/**
 * /shortlist (issue 12): the cars saved in this browser as cards, each with its remove button, 'Clear shortlist', and
 * one link that sends the whole list (names and links, in the visitor's language) to the company on WhatsApp. The
 * list shows once the browser has read it; until then only the heading (no flash of the empty state).
 */
export default function ShortlistPage() {
  usePageMetaFor('shortlist');
  const text = useShortlistText();
  const locale = useLocale();
  const shortlist = useShortlistActor();
  if (!shortlist) throw new Error('No shortlist provided: App gives it (src/app/app.tsx)');
  const ready = useSelector(shortlist, shortlistSelectors.ready);
  const cars = useSelector(shortlist, (s) => s.context.cars);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed car's button is gone: the page's heading takes the focus, not the document body.
  const after = (send: () => void) => () => {
    send();
    heading.current?.focus();
  };
  // Only the browser has a shortlist (and an origin): the server never renders a ready one.
  const origin = usePageOrigin();
  const message = ready ? shortlistMessage(cars, { origin, locale, text }) : '';
  const countPress = useDemandBeacon('shortlist');

  return (
    <>
      <PageHero id="shortlist-title" eyebrow={text.eyebrow} title={<span ref={heading} tabIndex={-1} className={css({ outline: 'none' })}>{text.title}</span>} lead={text.lead}>
        {ready && cars.length > 0 ? (
          <div className={css({ display: 'grid', justifyItems: 'center', gap: '3', w: 'full' })}>
            <p role="status" className={css({ textStyle: 'eyebrow', color: 'gold.300' })}>{text.count(cars.length)}</p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
              <ExternalButton tone="whatsapp" size="lg" href={whatsappHref(message)} onClick={() => countPress('whatsapp', cars.map((car) => car.id))} data-testid="shortlist-whatsapp" className={fitting}>
                <ChatIcon size={20} />
                {text.send}
              </ExternalButton>
              <Button tone="ghost" size="lg" onClick={after(() => shortlist.send({ type: 'shortlist.clear' }))}>
                {text.clear}
              </Button>
            </div>
            <p className={css({ color: 'muted', fontSize: 'sm' })}>{text.sendNote}</p>
          </div>
        ) : null}
      </PageHero>
      <section aria-label={text.listLabel} aria-busy={!ready} className={css({ py: { base: '12', md: '20' } })}>
        <div className={container}>
          {!ready ? (
            <p className={css({ srOnly: true })}>{text.loading}</p>
          ) : cars.length === 0 ? (
            <ShortlistEmpty text={text} />
          ) : (
            <ul className={grid} data-testid="shortlist-cars">
              {cars.map((car) => (
                <li key={car.id} className={css({ display: 'grid', gap: '3', alignContent: 'start' })}>
                  <CarCard car={fromSavedCar(car)} shortlist={false} availability={false} headingLevel="h2" />
                  <button
                    type="button"
                    className={removeButton}
                    aria-label={text.removeCar(carName(car))}
                    onClick={after(() => shortlist.send({ type: 'shortlist.remove', id: car.id }))}
                  >
                    <CloseIcon size={16} />
                    {text.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

// On a phone the long label wraps inside the screen instead of running past it.
const fitting = css({ maxW: 'full', whiteSpace: { base: 'normal', sm: 'nowrap' }, textAlign: 'center', py: { base: '3', sm: '0' } });
const grid = css({
  display: 'grid',
  gap: { base: '8', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});
const removeButton = css({
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '4',
  borderRadius: 'pill',
  color: 'muted',
  fontSize: 'sm',
  letterSpacing: '0.04em',
  cursor: 'pointer',
  transition: 'color 0.25s, background 0.25s',
  _hover: { color: 'gold.300', bg: 'glass.faint' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});

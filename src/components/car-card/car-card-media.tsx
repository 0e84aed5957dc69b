import type { SyntheticEvent } from 'react';
import { css } from 'styled-system/css';
import type { Availability } from '../../../domain/availability';
import { CARD_IMAGE_SIZES, imageSrcSet } from '../../../domain/image-files';
import { CAR_PLACEHOLDER } from '../../../domain/constants';
import { useVehicleTerm } from '../../config/vehicle-term';
import { CoverPhoto } from '../ui/cover-photo';
import { wordsLang } from '../../../domain/car-words';
import { useLocale } from '../../i18n/locale-context';
import type { CardImage } from './car-card';

/** The bench times the first card's photo paint (scripts/bench/cars-first-card.mjs); React's types lack the attribute. */
const CARD_TIMING = { elementtiming: 'car-card' } as Record<string, string>;

/** An image that fails to load swaps once to the placeholder. */
function swapToPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src.endsWith(CAR_PLACEHOLDER)) return;
  img.removeAttribute('srcset'); // else the browser keeps choosing from the failed photo's variants
  img.src = CAR_PLACEHOLDER;
}

/** The card's photograph (the car's name when the image has no alt text) with the availability badge over it. */
export function CarCardMedia({ image, title, availability, priority }: {
  image: CardImage;
  title: string;
  /** null: no badge (a saved car's availability is not known). */
  availability: Availability | null;
  priority: boolean;
}) {
  const term = useVehicleTerm();
  const locale = useLocale();
  return (
    <span className={frame}>
      <CoverPhoto
        src={image.url}
        srcSet={imageSrcSet(image.url)}
        sizes={CARD_IMAGE_SIZES}
        alt={image.alt || title}
        lang={image.alt ? wordsLang(image.lang, locale).lang : undefined}
        width={800}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...CARD_TIMING}
        decoding="async"
        onError={swapToPlaceholder}
      />
      {availability ? (
        <span className={badgeStyle} data-tone={availability.tone}>
          <span aria-hidden="true" className={dot} />
          {term(availability.label)}
        </span>
      ) : null}
    </span>
  );
}

const frame = css({
  position: 'relative',
  display: 'block',
  flexShrink: 0,
  overflow: 'hidden',
  aspectRatio: '16 / 10',
  bg: 'ink.950',
  '[data-view=list] &': { w: { base: 'full', md: '42%' }, maxW: { md: '420px' } },
});
const badgeStyle = css({
  position: 'absolute',
  top: '3',
  insetInlineStart: '3',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '1',
  borderRadius: 'pill',
  bg: 'veil.dense',
  backdropFilter: 'blur(6px)',
  border: '1px solid',
  borderColor: 'line',
  fontSize: 'xs',
  fontWeight: '600',
  color: 'text',
  '&[data-tone=green]': { '--dot': '{colors.status.green}' },
  '&[data-tone=red]': { '--dot': '{colors.status.red}' },
  '&[data-tone=yellow]': { '--dot': '{colors.status.yellow}' },
  '&[data-tone=grey]': { '--dot': '{colors.status.grey}' },
});
const dot = css({ w: '2', h: '2', borderRadius: 'pill', bg: 'var(--dot)' });

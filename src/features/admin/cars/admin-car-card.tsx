import { memo } from 'react';
import { css } from 'styled-system/css';
import type { Car, CarFlag, CarStatus } from '../../../../machines/admin-cars/admin-cars.model';
import { Badge } from '../../../components/ui/badge';
import { hasDescriptionIn } from '../../../../domain/car-words';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { AdminCarActions } from './admin-car-actions';
import { useFormat } from '../../../i18n/locale-context';
import { useCarsText, useStatusWords } from './use-cars-text';

const PLACEHOLDER = '/media/car-placeholder.svg';
const FLAGS = [
  { flag: 'isFeatured', label: 'switchFeatured' },
  { flag: 'isActive', label: 'switchActive' },
  { flag: 'isAvailable', label: 'switchAvailable' },
] as const satisfies ReadonlyArray<{ flag: CarFlag; label: string }>;

export type CardActions = {
  edit: (car: Car) => void;
  /** Opens the car's History dialog. */
  history: (car: Car) => void;
  remove: (id: string) => void;
  setStatus: (id: string, status: CarStatus) => void;
  toggle: (id: string, flag: CarFlag) => void;
};

/**
 * An admin car card (SPEC §2): image, name, brand/model/year, the status badge (green when available, grey
 * otherwise, in SPEC §4's words: one word for status and availability), Featured, 'Hidden from site' when not
 * active, three switches and the buttons of ./admin-car-actions.tsx.
 * `locked` while any change runs (one at a time); `working` on the card being changed.
 */
export const AdminCarCard = memo(function AdminCarCard({ car, locked, working, actions }: { car: Car; locked: boolean; working: boolean; actions: CardActions }) {
  const image = car.images.find((i) => i.isPrimary) ?? car.images[0];
  const titleId = `car-${car._id}-name`;
  const hidden = <span className={css({ srOnly: true })}> {car.name}</span>;
  const text = useCarsText();
  const statusWords = useStatusWords();
  const format = useFormat();
  return (
    <Card.Root interactive aria-labelledby={titleId} aria-busy={working || undefined} data-working={working || undefined}>
      <div className={css({ position: 'relative', aspectRatio: '16 / 10', bg: 'ink.850' })}>
        <img
          src={image?.url ?? PLACEHOLDER}
          alt={image ? image.alt || car.name : ''}
          width={640}
          height={400}
          loading="lazy"
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
          }}
        />
        <div className={css({ position: 'absolute', top: '3', insetInlineStart: '3', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Badge tone={car.isAvailable ? 'green' : 'grey'} data-status={car.status}>
            {statusWords[car.status]}
          </Badge>
          {car.isFeatured ? <Badge tone="gold">{text.featuredBadge}</Badge> : null}
          {!car.isActive ? <Badge tone="red">{text.inactiveBadge}</Badge> : null}
          {hasDescriptionIn(car, 'ar') ? null : <Badge tone="grey">{text.arabicMissing}</Badge>}
        </div>
      </div>

      <Card.Body>
        <div>
          <Card.Title id={titleId}>{car.name}</Card.Title>
          <Card.Description>
            {car.brand} · {car.model} · {format.year(car.year)}
          </Card.Description>
          {working ? <p className={css({ mt: '1', fontSize: 'xs', color: 'gold.300' })}>{text.working}</p> : null}
        </div>

        <div className={css({ display: 'grid', gap: '2.5' })}>
          {FLAGS.map(({ flag, label }) => (
            <Switch
              key={flag}
              size="sm"
              label={
                <>
                  {text[label]}
                  {hidden}
                </>
              }
              checked={car[flag]}
              disabled={locked}
              onCheckedChange={() => actions.toggle(car._id, flag)}
            />
          ))}
        </div>

        <AdminCarActions car={car} locked={locked} actions={actions} />
      </Card.Body>
    </Card.Root>
  );
});

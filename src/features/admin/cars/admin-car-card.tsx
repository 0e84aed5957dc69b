import { memo } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import type { Car, CarFlag, CarStatus } from '../../../../machines/admin-cars/admin-cars.model';
import { buttonStyle } from '../../../components/ui/button';
import { CARS_TEXT, MENU_LABELS, MENU_STATUSES, STATUS_LABELS } from './cars-copy';
import { SwitchControl } from './form-controls';

const PLACEHOLDER = '/media/car-placeholder.svg';
const FLAGS: Array<{ flag: CarFlag; label: string }> = [
  { flag: 'isFeatured', label: CARS_TEXT.switchFeatured },
  { flag: 'isActive', label: CARS_TEXT.switchActive },
  { flag: 'isAvailable', label: CARS_TEXT.switchAvailable },
];

export type CardActions = {
  edit: (car: Car) => void;
  remove: (id: string) => void;
  setStatus: (id: string, status: CarStatus) => void;
  toggle: (id: string, flag: CarFlag) => void;
};

/**
 * An admin car card (SPEC §2): image, name, brand/model/year, a green Available or grey badge, Featured, the
 * status; Edit, Delete, 'Change Status' (available cars) or 'Activate' (unavailable ones), and three switches.
 * `locked` while any change runs (one at a time); `working` on the card being changed.
 */
export const AdminCarCard = memo(function AdminCarCard({ car, locked, working, actions }: { car: Car; locked: boolean; working: boolean; actions: CardActions }) {
  const image = car.images.find((i) => i.isPrimary) ?? car.images[0];
  const titleId = `car-${car._id}-name`;
  const hidden = <span className={css({ srOnly: true })}> {car.name}</span>;
  return (
    <article aria-labelledby={titleId} aria-busy={working || undefined} className={card} data-working={working || undefined}>
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
        <div className={css({ position: 'absolute', top: '3', left: '3', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <span className={badge} data-tone={car.isAvailable ? 'green' : 'grey'}>
            {car.isAvailable ? CARS_TEXT.available : CARS_TEXT.unavailable}
          </span>
          {car.isFeatured ? (
            <span className={badge} data-tone="gold">
              {CARS_TEXT.featuredBadge}
            </span>
          ) : null}
          {!car.isActive ? (
            <span className={badge} data-tone="red">
              {CARS_TEXT.inactiveBadge}
            </span>
          ) : null}
        </div>
      </div>

      <div className={css({ display: 'grid', gap: '4', p: '5', flex: '1', alignContent: 'start' })}>
        <div>
          <h2 id={titleId} className={css({ textStyle: 'display', fontSize: '2xl', color: 'text', lineHeight: '1.15' })}>
            {car.name}
          </h2>
          <p className={css({ mt: '1', fontSize: 'sm', color: 'muted' })}>
            {car.brand} · {car.model} · {car.year}
          </p>
          <p className={css({ mt: '1', fontSize: 'xs', color: 'mist.300' })} data-status={car.status}>
            {CARS_TEXT.statusLine(STATUS_LABELS[car.status])}
            {working ? <span className={css({ color: 'gold.300' })}> · {CARS_TEXT.working}</span> : null}
          </p>
        </div>

        <div className={css({ display: 'grid', gap: '2.5' })}>
          {FLAGS.map(({ flag, label }) => (
            <SwitchControl
              key={flag}
              size="sm"
              label={
                <>
                  {label}
                  {hidden}
                </>
              }
              checked={car[flag]}
              disabled={locked}
              onChange={() => actions.toggle(car._id, flag)}
            />
          ))}
        </div>

        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: 'auto' })}>
          <button type="button" className={buttonStyle({ tone: 'outline', size: 'sm' })} disabled={locked} onClick={() => actions.edit(car)}>
            {CARS_TEXT.edit}
            {hidden}
          </button>
          {car.isAvailable ? (
            <StatusMenu car={car} locked={locked} onSelect={(status) => actions.setStatus(car._id, status)} />
          ) : (
            <button type="button" className={buttonStyle({ tone: 'ghost', size: 'sm' })} disabled={locked} onClick={() => actions.setStatus(car._id, 'available')}>
              {CARS_TEXT.activate}
              {hidden}
            </button>
          )}
          <button type="button" className={deleteButton} disabled={locked} title={CARS_TEXT.delete} onClick={() => actions.remove(car._id)}>
            <TrashIcon />
            <span className={css({ srOnly: true })}>
              {CARS_TEXT.delete} {car.name}
            </span>
          </button>
        </div>
      </div>
    </article>
  );
});

/** 'Change Status' for an available car: rented, maintenance or not available (SPEC §4). */
function StatusMenu({ car, locked, onSelect }: { car: Car; locked: boolean; onSelect: (status: CarStatus) => void }) {
  return (
    <Menu.Root onSelect={(d) => onSelect(d.value as CarStatus)} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger className={buttonStyle({ tone: 'ghost', size: 'sm' })} disabled={locked}>
        {CARS_TEXT.changeStatus}
        <span className={css({ srOnly: true })}> {car.name}</span>
        <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menu}>
            {MENU_STATUSES.map((status) => (
              <Menu.Item key={status} value={status} className={menuItem}>
                {MENU_LABELS[status]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
  overflow: 'hidden',
  transition: 'border-color 0.3s, opacity 0.3s',
  _hover: { borderColor: 'rgba(201,165,92,0.35)' },
  '&[data-working]': { opacity: 0.75 },
  _reducedMotion: { transition: 'none' },
});

const badge = css({
  px: '2.5',
  py: '1',
  borderRadius: 'pill',
  fontSize: '2xs',
  fontWeight: '700',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'ink.950',
  '&[data-tone=green]': { bg: 'status.green' },
  '&[data-tone=grey]': { bg: 'status.grey' },
  '&[data-tone=gold]': { bg: 'gold.400' },
  '&[data-tone=red]': { bg: 'status.red' },
});

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </svg>
  );
}

const deleteButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  ml: 'auto',
  borderRadius: 'pill',
  color: 'status.red',
  border: '1px solid',
  borderColor: 'rgba(242,107,107,0.5)',
  cursor: 'pointer',
  _hover: { bg: 'rgba(242,107,107,0.1)' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

const menu = css({
  minW: '44',
  p: '1.5',
  bg: 'raised',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: '12px',
  boxShadow: '0 18px 50px rgba(0,0,0,0.55)',
  outline: 'none',
  zIndex: 40,
});

const menuItem = css({
  px: '3',
  py: '2.5',
  borderRadius: '8px',
  fontSize: 'sm',
  color: 'text',
  cursor: 'pointer',
  _highlighted: { bg: 'rgba(201,165,92,0.14)', color: 'gold.300' },
});

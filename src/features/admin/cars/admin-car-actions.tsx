import { css } from 'styled-system/css';
import type { Car, CarStatus } from '../../../../machines/admin-cars/admin-cars.model';
import { Button } from '../../../components/ui/button';
import { Menu } from '../../../components/ui/menu';
import { useCarsText, useStatusWords } from './use-cars-text';
import type { CardActions } from './admin-car-card';

/** The statuses the 'Change Status' menu offers an available car (SPEC §4). */
const MENU_STATUSES: readonly CarStatus[] = ['rented', 'maintenance', 'not available'];

/**
 * A card's buttons (SPEC §2): Edit, 'Change Status' (available cars) or 'Activate' (unavailable ones: back to
 * 'Available Now', which its title says, read as its description; not the 'Shown on site' switch), History (issue
 * 22) and Delete. Each names its car for assistive tech; all but History (it changes nothing) are disabled while any
 * change runs (`locked`).
 */
export function AdminCarActions({ car, locked, actions }: { car: Car; locked: boolean; actions: CardActions }) {
  const hidden = <span className={css({ srOnly: true })}> {car.name}</span>;
  const text = useCarsText();
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: 'auto' })}>
      <Button tone="outline" size="sm" disabled={locked} onClick={() => actions.edit(car)}>
        {text.edit}
        {hidden}
      </Button>
      {car.isAvailable ? (
        <StatusMenu car={car} locked={locked} onSelect={(status) => actions.setStatus(car._id, status)} />
      ) : (
        <Button tone="ghost" size="sm" disabled={locked} title={text.activateHint} onClick={() => actions.setStatus(car._id, 'available')}>
          {text.activate}
          {hidden}
        </Button>
      )}
      <div className={css({ display: 'flex', gap: '2', ms: 'auto' })}>
        <button type="button" className={historyButton} aria-haspopup="dialog" title={text.history} onClick={() => actions.history(car)}>
          <HistoryIcon />
          <span className={css({ srOnly: true })}>
            {text.history} {car.name}
          </span>
        </button>
        <button type="button" className={deleteButton} disabled={locked} title={text.delete} onClick={() => actions.remove(car._id)}>
          <TrashIcon />
          <span className={css({ srOnly: true })}>
            {text.delete} {car.name}
          </span>
        </button>
      </div>
    </div>
  );
}

/** 'Change Status' for an available car: rented, maintenance or not available (SPEC §4). */
function StatusMenu({ car, locked, onSelect }: { car: Car; locked: boolean; onSelect: (status: CarStatus) => void }) {
  const text = useCarsText();
  const menuLabels = useStatusWords();
  return (
    <Menu.Root onSelect={(d) => onSelect(d.value as CarStatus)} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild disabled={locked}>
        <Button tone="ghost" size="sm">
          {text.changeStatus}
          <span className={css({ srOnly: true })}> {car.name}</span>
          <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        {MENU_STATUSES.map((status) => (
          <Menu.Item key={status} value={status}>
            {menuLabels[status]}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </svg>
  );
}

function HistoryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
      <path d="M4.5 4.5v3.5H8M12 8v4.2l2.8 1.8" />
    </svg>
  );
}

const historyButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'pill',
  color: 'gold.300',
  border: '1px solid',
  borderColor: 'line.strong',
  cursor: 'pointer',
  transition: 'background 0.25s, border-color 0.25s',
  _hover: { bg: 'accent.soft', borderColor: 'gold.600' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
  _reducedMotion: { transition: 'none' },
});

const deleteButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  ms: 'auto',
  borderRadius: 'pill',
  color: 'status.red',
  border: '1px solid',
  borderColor: 'danger.line',
  cursor: 'pointer',
  _hover: { bg: 'danger.soft' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

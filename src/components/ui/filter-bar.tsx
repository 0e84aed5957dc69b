import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { filterBar, type FilterBarVariantProps } from '../../theme/recipes/filter-bar';
import { Button } from './button';

/** A search landmark of filter fields (the children), with the button that resets them all last. */
export function FilterBar({ label, resetLabel, onReset, column, children }: NonNullable<FilterBarVariantProps> & {
  label: string;
  resetLabel: string;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <div role="search" aria-label={label} className={filterBar({ column })}>
      {children}
      <div className={css({ display: 'flex', alignItems: 'flex-end' })}>
        <Button tone="outline" className={css({ w: 'full' })} onClick={onReset}>
          {resetLabel}
        </Button>
      </div>
    </div>
  );
}

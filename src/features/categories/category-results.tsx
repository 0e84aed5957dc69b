import { css, cx } from 'styled-system/css';
import type { Car } from '../../../domain/types';
import { useFormat, useMessages, useMessageText } from '../../i18n/locale-context';
import { CarCard } from '../../components/car-card/car-card';
import { SkeletonGrid, wideGrid } from '../../components/car-card/collection-states';
import { container } from '../../components/ui/section';
import type { CategoryCopy } from './category-copy';
import { useCategoryPageText } from './category-text';
import type { Message } from '../../../domain/message';

interface Props {
  listId: string;
  copy: CategoryCopy;
  /** false while the list loads (skeletons). */
  settled: boolean;
  error: Message | null;
  /** null = never loaded. */
  cars: readonly Car[] | null;
}

/** The category's cars, or its loading / error / empty state, under a heading that names the list. */
export function CategoryResults({ listId, copy, settled, error, cars }: Props) {
  const say = useMessageText();
  const format = useFormat();
  const text = useCategoryPageText();
  const msg = useMessages();
  return (
    <section aria-labelledby={listId} className={cx(container, css({ py: { base: '14', md: '20' } }))}>
      {!settled ? (
        <>
          <h2 id={listId} className={heading}>{copy.title}</h2>
          <SkeletonGrid count={4} label={text.loading(copy.plural)} columns="wide" />
        </>
      ) : error !== null ? (
        <>
          <h2 id={listId} className={heading}>{copy.title}</h2>
          <p role="alert" className={css({ color: 'status.red', fontWeight: '600', textAlign: 'center', py: '10' })}>{say(error)}</p>
        </>
      ) : cars === null || cars.length === 0 ? (
        <>
          <h2 id={listId} className={css({ srOnly: true })}>{copy.title}</h2>
          <p className={empty}>{msg.categoryEmpty(copy.emptyName)}</p>
        </>
      ) : (
        <>
          <h2 id={listId} className={heading}>{text.available(copy.plural, format.number(cars.length))}</h2>
          <ul className={wideGrid}>
            {cars.map((car, i) => (
              <li key={car._id}>
                <CarCard car={car} priority={i < 2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const heading = css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, color: 'text', mb: { base: '8', md: '10' } });
const empty = css({
  textAlign: 'center',
  color: 'mist.200',
  fontSize: 'lg',
  py: { base: '12', md: '16' },
  px: '6',
  borderRadius: 'card',
  border: '1px dashed',
  borderColor: 'line',
});

import { memo } from 'react';
import { css } from 'styled-system/css';
import type { TrashedCar } from '../../../../machines/trash/trash.machine';
import { Isolate, Ltr } from '../../../components/bidi';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/locale-context';
import { useTrashText } from './use-trash-text';

const PLACEHOLDER = '/media/car-placeholder.svg';

type Props = {
  item: TrashedCar;
  /** Any change runs or is being confirmed: one at a time. */
  locked: boolean;
  /** This car is being restored or purged. */
  working: boolean;
  restoring: boolean;
  onRestore: (id: string) => void;
  onPurge: (id: string) => void;
};

/**
 * A trashed car: its primary image, name, brand · model · year, who deleted it and when, the day it is deleted for
 * good, Restore and 'Delete forever' (each naming the car for assistive tech). Stacked on a phone, one row wider up.
 */
export const TrashRow = memo(function TrashRow({ item, locked, working, restoring, onRestore, onPurge }: Props) {
  const { car, deletedAt, deletedBy, purgeAt } = item;
  const text = useTrashText();
  const format = useFormat();
  const image = car.images.find((i) => i.isPrimary) ?? car.images[0];
  const titleId = `trash-${car._id}-name`;
  const named = <span className={css({ srOnly: true })}> {car.name}</span>;
  return (
    <li data-trash-row="" className={css({ layerStyle: 'listRow' })}>
      <article aria-labelledby={titleId} aria-busy={working || undefined} data-working={working || undefined} className={row}>
        <div className={thumb}>
          <img
            src={image?.url ?? PLACEHOLDER}
            alt={image ? image.alt || car.name : ''}
            width={320}
            height={200}
            loading="lazy"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
            }}
          />
        </div>
        <div className={css({ gridArea: 'title', minW: 0, alignSelf: 'center' })}>
          <h2 id={titleId} className={css({ textStyle: 'display', fontSize: { base: 'xl', md: '2xl' }, color: 'text', overflowWrap: 'anywhere' })}>
            {car.name}
          </h2>
          <p className={css({ mt: '1', color: 'muted', fontSize: 'sm' })}>
            {car.brand} · {car.model} · {format.year(car.year)}
          </p>
        </div>
        <dl className={facts}>
          <div className={fact}>
            <dt className={label}>{text.deletedBy}</dt>
            <dd className={value}>
              <Isolate>{deletedBy.name}</Isolate>{' '}
              <span className={css({ color: 'muted' })}>
                (<Ltr>{deletedBy.email}</Ltr>)
              </span>
            </dd>
          </div>
          <div className={fact}>
            <dt className={label}>{text.deletedAt}</dt>
            <dd className={value}>
              <time dateTime={deletedAt}>{format.date(deletedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </dd>
          </div>
          <div className={fact}>
            <dt className={label}>{text.purgeAt}</dt>
            <dd className={value}>
              <time dateTime={purgeAt}>{format.date(purgeAt, { dateStyle: 'long' })}</time>
            </dd>
          </div>
        </dl>
        <div className={actions}>
          <Button tone="outline" size="sm" disabled={locked} className={css({ flex: { base: '1', md: 'none' } })} onClick={() => onRestore(car._id)}>
            {restoring ? text.restoring : text.restore}
            {named}
          </Button>
          <Button tone="dangerOutline" size="sm" disabled={locked} className={css({ flex: { base: '1', md: 'none' } })} onClick={() => onPurge(car._id)}>
            {text.purge}
            {named}
          </Button>
        </div>
      </article>
    </li>
  );
});

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '6rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr) auto' },
  gridTemplateAreas: { base: '"thumb title" "facts facts" "actions actions"', md: '"thumb title actions" "thumb facts actions"' },
  columnGap: { base: '4', md: '6' },
  rowGap: { base: '4', md: '3' },
  p: { base: '4', md: '5' },
  transition: 'opacity 0.25s',
  '&[data-working]': { opacity: 0.6 },
  _reducedMotion: { transition: 'none' },
});

const thumb = css({
  gridArea: 'thumb',
  alignSelf: 'start',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: '10px',
  border: '1px solid',
  borderColor: 'line',
  bg: 'ink.850',
});

const facts = css({
  gridArea: 'facts',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '2', sm: '4' },
  minW: 0,
});

const fact = css({ display: 'grid', gap: '0.5', minW: 0 });
// Arabic has no capitals to set the small label apart: a size up instead.
const label = css({ color: 'gold.400', fontSize: '2xs', fontWeight: '600', letterSpacing: '0.14em', textTransform: 'uppercase', '&:lang(ar)': { fontSize: 'xs' } });
const value = css({ color: 'mist.200', fontSize: 'sm', overflowWrap: 'anywhere' });

const actions = css({
  gridArea: 'actions',
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  alignItems: 'stretch',
  justifyContent: 'center',
  gap: '2',
});


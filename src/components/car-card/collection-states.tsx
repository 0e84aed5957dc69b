import { css } from 'styled-system/css';
import { useMessages, useMessageText } from '../../i18n/locale-context';
import { Button } from '../ui/button';
import { FleetIcon } from '../icons/fleet-icons';
import type { Message } from '../../../domain/message';

/** Placeholder cards while a list loads; the words go to assistive tech, the shapes are decorative. */
export function SkeletonGrid({ count, label, columns = 'collection' }: { count: number; label: string; columns?: 'collection' | 'wide' }) {
  return (
    <div role="status" data-testid="skeleton-grid">
      <span className={css({ srOnly: true })}>{label}</span>
      <ul aria-hidden="true" className={columns === 'wide' ? wideGrid : grid}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={skeleton}>
            <span className={css({ display: 'block', aspectRatio: '16 / 10', bg: 'ink.800' })} />
            <span className={css({ display: 'grid', gap: '3', p: '6' })}>
              <span className={bar} data-w="s" />
              <span className={bar} data-w="l" />
              <span className={bar} data-w="m" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list's error (SPEC §8): the message in red and 'Try Again', which reads 'Rate Limited' and is disabled while limited. */
export function ListError({ message, limited, onRetry }: { message: Message; limited: boolean; onRetry: () => void }) {
  const say = useMessageText();
  const msg = useMessages();
  return (
    <div className={panel} data-testid="list-error">
      <FleetIcon name="alert" size={28} className={css({ color: 'status.red', mx: 'auto' })} />
      <p role="alert" className={css({ color: 'status.red', fontWeight: '600', mt: '3' })}>
        {say(message)}
      </p>
      <Button tone="outline" disabled={limited} onClick={onRetry} className={css({ mt: '6' })}>
        {limited ? msg.rateLimitedButton : msg.tryAgain}
      </Button>
    </div>
  );
}

/** No cars (SPEC §8): 'No cars found' named by category, the hint, Clear Filters and Browse All Cars. */
export function EmptyList({ category, onClear, onBrowseAll }: { category: string | null; onClear: () => void; onBrowseAll: () => void }) {
  const msg = useMessages();
  return (
    <div className={panel} data-testid="list-empty">
      <h3 className={css({ textStyle: 'display', fontSize: '3xl', color: 'text' })}>{msg.noCarsFound(category)}</h3>
      <p className={css({ color: 'muted', mt: '3' })}>{msg.noCarsHint}</p>
      <div className={css({ mt: '7', display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
        <Button tone="outline" onClick={onClear}>{msg.clearFilters}</Button>
        <Button onClick={onBrowseAll}>{msg.browseAllCars}</Button>
      </div>
    </div>
  );
}

export const grid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
});
/** Up to four columns (category landing pages). */
export const wideGrid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
});
const skeleton = css({
  layerStyle: 'raisedCard',
  overflow: 'hidden',
  animation: 'pulse',
  _reducedMotion: { animation: 'none' },
});
const bar = css({
  display: 'block',
  h: '3',
  borderRadius: 'pill',
  bg: 'ink.700',
  '&[data-w=s]': { w: '30%' },
  '&[data-w=m]': { w: '55%' },
  '&[data-w=l]': { w: '80%', h: '5' },
});
const panel = css({
  textAlign: 'center',
  px: { base: '6', md: '10' },
  py: { base: '12', md: '16' },
  layerStyle: 'panel',
});

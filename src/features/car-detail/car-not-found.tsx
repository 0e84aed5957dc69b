import { css } from 'styled-system/css';
import { LinkButton } from '../../components/ui/button';
import { DETAIL_TEXT as T } from './car-detail-copy';
import { DetailIcon } from './detail-icons';

/** 'Car Not Found' (SPEC §2): an unknown car, a refused id ('', 'all', 'undefined', 'null') or a load error. */
export function CarNotFound() {
  return (
    <section aria-labelledby="car-not-found-title" className={wrap}>
      <div className={css({ maxW: 'xl', textAlign: 'center', display: 'grid', justifyItems: 'center', gap: '5' })}>
        <span aria-hidden="true" className={mark}>
          <DetailIcon name="photo" size={34} />
        </span>
        <h1 id="car-not-found-title" className={css({ textStyle: 'display', fontSize: { base: '4xl', md: '6xl' } })}>
          {T.notFoundTitle}
        </h1>
        <p className={css({ color: 'muted', fontSize: { base: 'md', md: 'lg' } })}>{T.notFoundText}</p>
        <LinkButton href="/cars" size="lg" className={css({ mt: '3' })}>
          {T.backToCars}
        </LinkButton>
      </div>
    </section>
  );
}

const wrap = css({
  minH: '80dvh',
  display: 'grid',
  placeItems: 'center',
  px: '5',
  pt: { base: '32', md: '40' },
  pb: { base: '20', md: '28' },
  bg: 'radial-gradient(ellipse at top, {colors.accent.soft}, transparent 60%)',
});
const mark = css({
  display: 'grid',
  placeItems: 'center',
  w: '20',
  h: '20',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'accent.line.strong',
  color: 'gold.400',
});

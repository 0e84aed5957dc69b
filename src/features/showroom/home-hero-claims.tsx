import { css } from 'styled-system/css';
import { Ltr } from '../../components/bidi';
import { useClaims } from '../../config/claims-text';

/** The hero's bottom row: the headline figures and the pulsing service badge. */
export function HeroClaims() {
  const { HOME_CLAIMS, SERVICE_BADGE } = useClaims();
  return (
    <div className={claimsRow}>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', justifyContent: { base: 'space-between', sm: 'start' }, columnGap: { base: '4', sm: '12' }, w: { base: 'full', md: 'auto' } })}>
        {HOME_CLAIMS.map((c) => (
          <div key={c.label} className={css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' })}>
            <dt className={css({ fontSize: { base: '11px', md: 'xs' }, letterSpacing: { base: '0.12em', md: '0.18em' }, textTransform: 'uppercase', color: 'mist.300' })}>{c.label}</dt>
            <dd className={css({ textStyle: 'serif', fontSize: { base: '3xl', md: '4xl' }, color: 'gold.300', lineHeight: '1' })}>
              <Ltr>{c.value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
      <p className={badge}>
        <span aria-hidden="true" className={dot} />
        {SERVICE_BADGE}
      </p>
    </div>
  );
}

const claimsRow = css({
  mt: { base: '12', md: '16' },
  pt: { base: '6', md: '8' },
  borderTop: '1px solid {colors.line.strong}',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: { base: '6', md: '16' },
  rowGap: '6',
});
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  px: '4',
  py: '2',
  layerStyle: 'pillOutline',
  bg: 'veil.medium',
  backdropFilter: 'blur(8px)',
  fontSize: 'sm',
  fontWeight: '500',
  color: 'text',
});
const dot = css({
  w: '2',
  h: '2',
  borderRadius: 'full',
  bg: 'status.green',
  boxShadow: '0 0 0 4px {colors.success.glow}',
  animation: 'pulse 2.4s ease-in-out infinite',
  _reducedMotion: { animation: 'none' },
});

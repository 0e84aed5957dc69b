import { css, cx } from 'styled-system/css';
import { container } from '../../components/ui/section';
import type { Claim } from '../../config/claims';
import type { Point } from './about-copy';
import { Icon } from '../../components/icons/icons';
import { Ltr } from '../../components/bidi';
import { useFormat } from '../../i18n/locale-context';

/** Building blocks of the about page. */

export function StatsBand({ claims, label }: { claims: readonly Claim[]; label: string }) {
  return (
    <section aria-label={label} className={css({ borderBottom: '1px solid {colors.line}' })}>
      <dl className={cx(container, statsGrid)}>
        {claims.map((c) => (
          <div key={c.label} className={css({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: '2', py: { base: '8', md: '12' }, textAlign: 'center' })}>
            <dt className={css({ fontSize: 'xs', letterSpacing: '0.18em', textTransform: 'uppercase', color: 'muted' })}>{c.label}</dt>
            <dd className={css({ textStyle: 'serif', fontSize: { base: '4xl', md: '6xl' }, lineHeight: '1', color: 'gold.300' })}>
              <Ltr>{c.value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Cards with an icon, a title and a line of copy (what we offer, who we serve). */
export function PointCards({ points }: { points: readonly Point[] }) {
  return (
    <ul className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
      {points.map((p) => (
        <li key={p.title} className={pointCard}>
          {p.icon ? (
            <span className={css({ display: 'grid', placeItems: 'center', w: '12', h: '12', borderRadius: 'full', border: '1px solid', borderColor: 'accent.line.strong', color: 'gold.300' })}>
              <Icon name={p.icon} size={22} />
            </span>
          ) : null}
          <h3 className={css({ textStyle: 'display', fontSize: '2xl', mt: '6', color: 'text' })}>{p.title}</h3>
          <p className={css({ mt: '3', color: 'muted', lineHeight: '1.7', fontSize: 'sm' })}>{p.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A numbered list for what sets us apart. */
export function NumberedPoints({ points }: { points: readonly Point[] }) {
  const format = useFormat();
  return (
    <ol className={css({ display: 'grid', gap: { base: '8', md: '10' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } })}>
      {points.map((p, i) => (
        <li key={p.title} className={css({ display: 'flex', gap: '6', pt: '6', borderTop: '1px solid {colors.line}' })}>
          <span aria-hidden="true" className={css({ flexShrink: 0, minW: '12', textStyle: 'serif', fontSize: '4xl', lineHeight: '1', color: 'gold.400' })}>{format.number(i + 1, { minimumIntegerDigits: 2 })}</span>
          <div>
            <h3 className={css({ textStyle: 'display', fontSize: '2xl', color: 'text' })}>{p.title}</h3>
            <p className={css({ mt: '2', color: 'muted', lineHeight: '1.7' })}>{p.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Values: short statements under gold hairlines. */
export function ValueList({ points }: { points: readonly Point[] }) {
  return (
    <ul className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })}>
      {points.map((p) => (
        <li key={p.title} className={css({ pt: '5', borderTop: '1px solid {colors.gold.600}' })}>
          <h3 className={css({ textStyle: 'display', fontSize: '3xl', color: 'gold.300' })}>{p.title}</h3>
          <p className={css({ mt: '2', color: 'muted', lineHeight: '1.7' })}>{p.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Mission or vision: a titled statement card. */
export function StatementCard({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <article aria-labelledby={id} className={pointCard}>
      <p className={css({ textStyle: 'eyebrow', color: 'gold.400' })}>{eyebrow}</p>
      <h2 id={id} className={css({ textStyle: 'display', fontSize: { base: '3xl', md: '4xl' }, mt: '3', color: 'text' })}>{title}</h2>
      <p className={css({ mt: '5', textStyle: 'serif', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.45', color: 'mist.200' })}>{text}</p>
    </article>
  );
}

const statsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  '& > div + div': { borderInlineStart: { md: '1px solid {colors.line}' } },
});
const pointCard = css({
  h: 'full',
  p: { base: '7', md: '8' },
  layerStyle: 'frame',
  bg: 'linear-gradient(180deg, {colors.ink.850}, {colors.ink.900})',
});

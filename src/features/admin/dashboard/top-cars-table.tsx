import { css } from 'styled-system/css';
import { Link } from 'wouter';
import type { DemandStats } from '../../../../machines/dashboard/dashboard.machine';
import { useSiteHref } from '../../../i18n/locale-context';
import { panel, panelTitle } from './bar-chart';
import { useDemandText } from './dashboard-text';
import { useDashboardFormat } from './use-dashboard-format';

const COUNTS = ['form', 'whatsapp', 'call', 'total'] as const;

/** The cars with the most demand, most first: a table (car linked to its page; form, WhatsApp, call, total). */
export function TopCarsTable({ cars }: { cars: DemandStats['topCars'] }) {
  const D = useDemandText();
  const siteHref = useSiteHref();
  const { count } = useDashboardFormat();
  return (
    <section aria-labelledby="demand-top-cars-title" className={panel}>
      <h3 id="demand-top-cars-title" className={panelTitle}>
        {D.topCars}
      </h3>
      {cars.length === 0 ? (
        <p className={css({ mt: '5', color: 'muted', fontSize: 'sm' })}>{D.noCars}</p>
      ) : (
        <div className={css({ overflowX: 'auto', mt: '4' })}>
          <table aria-labelledby="demand-top-cars-title" className={table}>
            <thead>
              <tr>
                <th scope="col">{D.car}</th>
                {COUNTS.map((key) => (
                  <th key={key} scope="col" data-figure="">
                    {D[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cars.map((car) => (
                <tr key={car._id}>
                  <th scope="row">
                    {/* dir=auto: a Latin name on an Arabic page keeps its own direction. The public page, in the admin's language. */}
                    <Link href={siteHref(`/cars/${car._id}`)} dir="auto" className={carLink}>
                      {car.name}
                    </Link>
                  </th>
                  {COUNTS.map((key) => (
                    <td key={key} data-figure="" data-total={key === 'total' ? '' : undefined}>
                      {count(car[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { py: '2.5', px: '2', textAlign: 'start', borderBottom: '1px solid {colors.line}' },
  '& thead th': { color: 'mist.300', fontSize: 'xs', fontWeight: '600', letterSpacing: '0.08em', textTransform: 'uppercase' },
  '& tbody tr:last-child th, & tbody tr:last-child td': { borderBottom: 'none' },
  '& [data-figure]': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& td': { color: 'mist.200' },
  '& td[data-total]': { color: 'text', fontWeight: '600' },
});

const carLink = css({
  color: 'text',
  fontWeight: '500',
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '3px',
  transition: 'text-decoration-color 0.2s',
  _hover: { textDecorationColor: 'gold.400' },
  _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '2px', borderRadius: 'sm' },
});

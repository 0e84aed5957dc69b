import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useDetailText } from './use-detail-text';

/** Home / Cars / brand model (SPEC §2) as a labelled navigation landmark; the last crumb is the current page. */
export function CarBreadcrumb({ name }: { name: string }) {
  const T = useDetailText();
  return (
    <nav aria-label={T.breadcrumb}>
      <ol className={list}>
        <li>
          <Link href="/">{T.home}</Link>
        </li>
        <li>
          <Link href="/cars">{T.cars}</Link>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'muted',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '2' },
  '& li + li::before': { content: '"/"', color: 'mist.400', opacity: 0.6 },
  '& a': { color: 'mist.200', textDecoration: 'none', transition: 'color 0.25s', _hover: { color: 'gold.300' } },
  '& [aria-current]': { color: 'gold.300' },
});

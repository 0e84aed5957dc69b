import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { SITE } from '../../domain/site';

/** SITE.name as a wordmark: serif capitals with the last word set small in gold beneath ("LUXE DRIVE / DUBAI"). */
export function Wordmark({ className }: { className?: string }) {
  const words = SITE.name.trim().split(/\s+/);
  const tail = words.length > 1 ? words.pop() : undefined;
  return (
    // lang: the Latin wordmark keeps its tracking on Arabic pages (src/index.css resets letter-spacing for Arabic text).
    <span lang="en" className={cx(wordmark, className)}>
      <span className={css({ textStyle: 'serif', fontWeight: '600', fontSize: { base: 'xl', md: '2xl' }, letterSpacing: '0.16em', lineHeight: '1' })}>
        {words.join(' ')}
      </span>
      {tail ? (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'gold.400', fontSize: '0.65rem', fontWeight: '600', letterSpacing: '0.5em', lineHeight: '1' })}>
          <span className={rule} />
          {tail}
          <span className={rule} />
        </span>
      ) : null}
    </span>
  );
}

/** The logo link to the home page; `homeLabel` is the feature's word for home (its accessible name is SITE.name + it). */
export function SiteLogo({ homeLabel, onNavigate }: { homeLabel: string; onNavigate?: () => void }) {
  return (
    <Link href="/" aria-label={`${SITE.name} ${homeLabel}`} onClick={onNavigate} className={css({ textDecoration: 'none', color: 'text', display: 'inline-flex' })}>
      <Wordmark />
    </Link>
  );
}

const wordmark = css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: '1.5', textTransform: 'uppercase', whiteSpace: 'nowrap' });
const rule = css({ display: 'block', w: '3', h: '1px', bg: 'gold.600' });

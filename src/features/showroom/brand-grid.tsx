import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { BRAND_TILES, brandHref } from '../../config/catalog-shared';
import { useShowroomText } from './use-showroom-text';
import { Icon } from '../../components/icons/icons';

/**
 * The seven brand tiles of SPEC §2, each to /cars?brand={capitalised slug}. On the home page the grid ends with an
 * 'All Brands' tile; on /brands each tile carries a line of copy.
 */
export function BrandGrid({ variant }: { variant: 'home' | 'page' }) {
  const page = variant === 'page';
  const { BRAND_BLURBS, TILE_TEXT } = useShowroomText();
  return (
    <ul className={grid} data-variant={variant}>
      {BRAND_TILES.map((b) => (
        <li key={b.slug}>
          <Link href={brandHref(b.slug)} className={tile} data-variant={variant}>
            {/* Our mark's monogram ring; the name beneath it in the artwork is cropped and set as live text. */}
            <span className={ring}>
              <img src={b.logo} alt="" width={240} height={170} loading="lazy" decoding="async" className={mark} />
            </span>
            {page ? <h2 className={pageName}>{b.name}</h2> : <span className={homeName}>{b.name}</span>}
            {page ? <p className={css({ color: 'muted', fontSize: 'sm', lineHeight: '1.6', maxW: '30ch' })}>{BRAND_BLURBS[b.slug]}</p> : null}
            <span className={cue}>
              {TILE_TEXT.viewFleet} <Icon name="arrow" size={14} />
            </span>
          </Link>
        </li>
      ))}
      {page ? null : (
        <li>
          <Link href="/brands" className={allTile}>
            <span className={css({ textStyle: 'serif', fontSize: { base: '2xl', md: '3xl' }, color: 'text' })}>{TILE_TEXT.allBrands}</span>
            <span className={css({ display: 'grid', placeItems: 'center', w: '11', h: '11', borderRadius: 'full', border: '1px solid', borderColor: 'gold.500', color: 'gold.300' })}>
              <Icon name="arrow" size={18} />
            </span>
          </Link>
        </li>
      )}
    </ul>
  );
}

const grid = css({
  display: 'grid',
  gap: { base: '3', md: '5' },
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  // Seven tiles on /brands: rows of four then three, centred, rather than a lone last tile.
  '&[data-variant=page]': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: '5',
    '& > li': { flexBasis: { base: '100%', sm: 'calc(50% - 10px)', lg: 'calc(25% - 15px)' }, flexGrow: 0 },
  },
});
const tileBase = {
  h: 'full',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  textAlign: 'center',
  layerStyle: 'frame',
  bg: 'linear-gradient(160deg, {colors.ink.800} 0%, {colors.ink.900} 55%, {colors.ink.950} 100%)',
  transitionProperty: 'border-color, transform, box-shadow',
  transitionDuration: '0.4s',
  transitionTimingFunction: 'luxe',
  _hover: { borderColor: 'gold.600', transform: 'translateY(-3px)', boxShadow: 'glow' },
  _reducedMotion: { transition: 'none', _hover: { transform: 'none' } },
} as const;
const tile = css(tileBase, {
  px: { base: '4', md: '6' },
  py: { base: '6', md: '8' },
  minH: { base: '44', md: '56' },
  '&[data-variant=page]': { minH: { base: '64', md: '72' }, py: '10', gap: '4', justifyContent: 'flex-start' },
  '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
});
const ring = css({
  display: 'block',
  w: { base: '32', md: '44' },
  aspectRatio: '240 / 124',
  overflow: 'hidden',
  '[data-variant=page] &': { w: '48' },
});
const mark = css({
  display: 'block',
  w: 'full',
  h: 'auto',
  transition: 'transform 0.5s',
  transitionTimingFunction: 'luxe',
  _reducedMotion: { transition: 'none' },
});
const homeName = css({
  fontSize: { base: 'xs', md: 'sm' },
  fontWeight: '500',
  letterSpacing: '0.24em',
  textTransform: 'uppercase',
  color: 'text',
});
const pageName = css({ textStyle: 'display', fontSize: '3xl', color: 'text' });
const cue = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  textStyle: 'cue',
  color: 'gold.400',
});
const allTile = css(tileBase, {
  minH: { base: '44', md: '56' },
  gap: '4',
  bg: 'linear-gradient(160deg, {colors.accent.muted}, {colors.accent.faint} 70%)',
  borderColor: 'accent.line',
});

import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Icon } from '../../components/icons/icons';
import { CoverPhoto } from '../../components/ui/cover-photo';

/**
 * A photography-led link tile. `overlay`: the title sits in the dark sky above the car, the cue below it.
 * `card`: the photograph on top, title, description and cue underneath.
 */
export function PhotoTile({ href, image, title, description, cue, heading: Heading = 'h3', layout = 'overlay' }: {
  href: string;
  image: string;
  title: string;
  description?: string;
  cue: string;
  heading?: 'h2' | 'h3';
  layout?: 'overlay' | 'card';
}) {
  return (
    <Link href={href} className={tile} data-layout={layout}>
      <span className={frame}>
        <CoverPhoto src={image} alt="" width={800} height={560} loading="lazy" decoding="async" />
      </span>
      <div className={body}>
        <Heading className={titleStyle}>{title}</Heading>
        {description ? <p className={css({ mt: '2', color: 'muted', fontSize: 'sm', lineHeight: '1.65' })}>{description}</p> : null}
        <span className={cueStyle}>
          {cue} <Icon name="arrow" size={14} />
        </span>
      </div>
    </Link>
  );
}

const tile = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  overflow: 'hidden',
  layerStyle: 'raisedCard',
  isolation: 'isolate',
  transition: 'border-color 0.4s, box-shadow 0.4s',
  _hover: { borderColor: 'gold.600', boxShadow: 'glow' },
  '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
  _reducedMotion: { transition: 'none', '&:hover img, &:focus-visible img': { transform: 'none' } },
});
const frame = css({ display: 'block', overflow: 'hidden', aspectRatio: '10 / 7', bg: 'ink.950' });
const body = css({
  p: { base: '5', md: '6' },
  '[data-layout=overlay] &': {
    position: 'absolute',
    inset: '0',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    p: { base: '3.5', md: '6' },
    bg: 'linear-gradient(180deg, {colors.veil.medium} 0%, transparent 38%, transparent 70%, {colors.veil.heavy} 100%)',
  },
});
const titleStyle = css({
  textStyle: 'display',
  fontSize: { base: '2xl', md: '3xl' },
  color: 'text',
  '[data-layout=overlay] &': { fontSize: { base: 'xl', sm: '2xl', md: '3xl' } },
});
const cueStyle = css({
  mt: '3',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  textStyle: 'cue',
  color: 'gold.400',
  '[data-layout=overlay] &': { mt: '0', fontSize: { base: '11px', md: 'xs' } },
});

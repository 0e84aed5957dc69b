import { css } from 'styled-system/css';
import { useTypeTiles } from '../../config/catalog-text';
import { useShowroomText } from './use-showroom-text';
import { PhotoTile } from './photo-tile';

/** 'Discover Your Drive': the six car types of SPEC §2, each to its own landing page. */
export function CarTypeGrid() {
  const { CAR_TYPE_TILES } = useTypeTiles();
  const cue = useShowroomText().TILE_TEXT.explore;
  return (
    <ul className={css({ display: 'grid', gap: { base: '3', md: '5' }, gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } })}>
      {CAR_TYPE_TILES.map((t) => (
        <li key={t.link}>
          <PhotoTile href={t.link} image={t.image} title={t.name} cue={cue} />
        </li>
      ))}
    </ul>
  );
}

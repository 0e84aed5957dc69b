import { describe, expect, it } from 'vitest';
import { BRAND_TILES } from '../../config/catalog-shared';
import { brandName, brandOptions, chosenBrand } from './brand-options';
import { collectionTitle } from './fleet-copy';

const list = [
  { brand: 'Aston Martin', count: 1 },
  { brand: 'Ferrari', count: 4 },
  { brand: 'Rolls Royce', count: 2 },
];

describe('brandOptions', () => {
  it('with the brand list: every brand with its count, in name order, plus brands seen and the address brand', () => {
    const options = brandOptions(list, ['Bugatti', 'Ferrari'], 'lotus');
    expect(options.map((o) => o.label)).toEqual(['Aston Martin (1)', 'Bugatti', 'Ferrari (4)', 'Lotus', 'Rolls Royce (2)']);
    expect(options.map((o) => o.value)).toEqual(['Aston Martin', 'Bugatti', 'Ferrari', 'Lotus', 'Rolls Royce']);
  });

  it('without it (loading or failed): the tile brands, then the brands seen, no counts', () => {
    const options = brandOptions(null, ['Aston Martin', 'ferrari'], '');
    expect(options.map((o) => o.label)).toEqual([...BRAND_TILES.map((t) => t.name), 'Aston Martin']);
  });

  it("matches the address's spelling of a brand to its option", () => {
    const options = brandOptions(list, [], 'rolls-royce');
    expect(chosenBrand(options, 'rolls-royce')?.value).toBe('Rolls Royce');
    expect(brandName(options, 'ROLLS ROYCE')).toBe('Rolls Royce');
    expect(chosenBrand(options, '')).toBeUndefined();
    expect(brandName(brandOptions(null, [], 'aston-martin'), 'aston-martin')).toBe('Aston Martin');
    expect(brandName(brandOptions(null, [], 'McLaren'), 'McLaren')).toBe('McLaren');
  });
});

describe('collectionTitle', () => {
  it("names the brand and the category as SPEC's car types page does; none is 'All Cars'", () => {
    expect(collectionTitle('', 'all')).toBe('All Cars');
    expect(collectionTitle('Ferrari', 'all')).toBe('Ferrari');
    expect(collectionTitle('', 'sports')).toBe('Sports Cars');
    expect(collectionTitle('Ferrari', 'sports')).toBe('Ferrari Sports Cars');
    expect(collectionTitle('Bentley', 'suv')).toBe('Bentley SUVs');
  });
});

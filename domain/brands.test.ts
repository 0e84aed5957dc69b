import { describe, expect, it } from 'vitest';
import { brandCountsOf, mergeBrandCounts } from './brands';

describe('mergeBrandCounts', () => {
  it('sorts by name ignoring case, drops empty names and empty counts', () => {
    expect(mergeBrandCounts([{ brand: 'porsche', count: 1 }, { brand: 'Aston Martin', count: 2 }, { brand: 'BMW', count: 3 }, { brand: ' ', count: 4 }, { brand: 'Kia', count: 0 }])).toEqual([
      { brand: 'Aston Martin', count: 2 },
      { brand: 'BMW', count: 3 },
      { brand: 'porsche', count: 1 },
    ]);
  });

  it('counts spellings that fold to one brand together, named by the spelling most cars carry', () => {
    expect(mergeBrandCounts([{ brand: 'rolls-royce', count: 1 }, { brand: 'Rolls Royce', count: 3 }, { brand: 'ROLLS  ROYCE', count: 1 }])).toEqual([
      { brand: 'Rolls Royce', count: 5 },
    ]);
    // A tie goes to the first spelling in name order, whatever order the rows came in.
    const tie = [{ brand: 'mclaren', count: 2 }, { brand: 'McLaren', count: 2 }];
    expect(mergeBrandCounts(tie)).toEqual(mergeBrandCounts([...tie].reverse()));
    expect(mergeBrandCounts(tie)).toEqual([{ brand: 'McLaren', count: 4 }]);
  });
});

describe('brandCountsOf', () => {
  it('counts active cars only', () => {
    const cars = [
      { brand: 'Ferrari', isActive: true },
      { brand: 'Ferrari', isActive: true },
      { brand: 'Bugatti', isActive: false },
      { brand: 'Bentley', isActive: true },
    ];
    expect(brandCountsOf(cars)).toEqual([
      { brand: 'Bentley', count: 1 },
      { brand: 'Ferrari', count: 2 },
    ]);
  });
});

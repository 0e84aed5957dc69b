import { describe, expect, it } from 'vitest';
import { compareText, groupDigits } from './format';

describe('groupDigits', () => {
  it('writes numbers as en-US does', () => {
    for (const n of [0, 1, 12, 999, 1000, 12345, 1234567, 1000000000, -4321, 12.5, 1234.75]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});

describe('compareText', () => {
  it('sorts names alphabetically whatever their case, as the brand filter lists them', () => {
    const brands = ['McLaren', 'BMW', 'Bentley', 'aston martin', 'Aston Martin', 'Rolls-Royce', 'Range Rover'];
    expect([...brands].sort(compareText)).toEqual(['Aston Martin', 'aston martin', 'Bentley', 'BMW', 'McLaren', 'Range Rover', 'Rolls-Royce']);
  });
  it('is a total order', () => {
    expect(compareText('A', 'A')).toBe(0);
    expect(compareText('a', 'A')).toBe(-compareText('A', 'a'));
  });
});

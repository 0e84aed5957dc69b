import { cva } from 'styled-system/css';

/** A native checkbox or radio in the house gold (the browser draws it: full keyboard and form behaviour for free). */
export const checkbox = cva({
  base: { accentColor: 'gold.500', w: '4', h: '4' },
});

import { cva } from 'styled-system/css';

/** A photograph filling its frame, with the slow zoom its card gives it under the pointer (none with reduced motion). */
export const coverPhoto = cva({
  base: {
    w: 'full',
    h: 'full',
    objectFit: 'cover',
    transition: 'transform 0.8s',
    transitionTimingFunction: 'luxe',
    _reducedMotion: { transition: 'none' },
  },
});

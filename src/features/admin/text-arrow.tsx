import { css } from 'styled-system/css';

/**
 * The arrow beside a text link ('← Back to login', 'View website →'): '←' points back and '→' on, read along the line,
 * so on a right-to-left page each is drawn mirrored (the characters themselves do not mirror). Decorative.
 */
export function TextArrow({ to }: { to: 'back' | 'on' }) {
  return (
    <span aria-hidden="true" className={arrow}>
      {to === 'back' ? '←' : '→'}
    </span>
  );
}

const arrow = css({ display: 'inline-block', _rtl: { transform: 'scaleX(-1)' } });

import type { SVGProps } from 'react';
import { css } from 'styled-system/css';

type IconProps<N extends string> = { name: N; size?: number } & SVGProps<SVGSVGElement>;

/**
 * Builds a hairline icon component from a set of 24 px path strings (currentColor, decorative: hidden from
 * assistive tech). Names listed in `filled` are drawn solid instead of stroked; names listed in `mirrored` point along
 * the line (arrows, chevrons) and are drawn mirrored on a right-to-left page (decision 014). The path is mirrored, not
 * the svg, so a view may still move the svg itself (a hover nudge).
 */
export function lineIconSet<N extends string>(
  paths: Record<N, string>,
  {
    size: defaultSize,
    strokeWidth,
    filled = [],
    mirrored = [],
  }: { size: number; strokeWidth: number; filled?: readonly NoInfer<N>[]; mirrored?: readonly NoInfer<N>[] },
) {
  return function LineIcon({ name, size = defaultSize, ...rest }: IconProps<N>) {
    const solid = filled.includes(name);
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={solid ? 'currentColor' : 'none'}
        stroke={solid ? 'none' : 'currentColor'}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        <path d={paths[name]} className={mirrored.includes(name) ? mirror : undefined} />
      </svg>
    );
  };
}

// Mirrored about the 24 px grid's centre line.
const mirror = css({ _rtl: { transform: 'scaleX(-1)', transformBox: 'view-box', transformOrigin: 'center' } });

import type { SVGProps } from 'react';

type IconProps<N extends string> = { name: N; size?: number } & SVGProps<SVGSVGElement>;

/**
 * Builds a hairline icon component from a set of 24 px path strings (currentColor, decorative: hidden from
 * assistive tech). Names listed in `filled` are drawn solid instead of stroked.
 */
export function lineIconSet<N extends string>(
  paths: Record<N, string>,
  { size: defaultSize, strokeWidth, filled = [] }: { size: number; strokeWidth: number; filled?: readonly NoInfer<N>[] },
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
        <path d={paths[name]} />
      </svg>
    );
  };
}

import { cva, type RecipeVariantProps } from 'styled-system/css';

const outline = { border: '1px solid', borderColor: 'line.strong', _hover: { borderColor: 'gold.500', color: 'gold.300' } } as const;

/**
 * A square or round button holding one icon (close, zoom, menu). Its name is an `aria-label` or a visually hidden
 * span. `aria-pressed=true` (a toggle such as zoom) looks hovered.
 */
export const iconButton = cva({
  base: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    color: 'text',
    cursor: 'pointer',
    transition: 'background 0.25s, border-color 0.25s, color 0.25s',
    '&[aria-pressed=true]': { borderColor: 'gold.500', color: 'gold.300' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _reducedMotion: { transition: 'none' },
  },
  variants: {
    variant: {
      /** A hairline ring that turns gold under the pointer. */
      outline,
      /** The ring in the muted text colour (a secondary close). */
      quiet: { ...outline, color: 'muted' },
      /** The ring over a faint glass fill (controls over a photo stage). */
      glass: { ...outline, bg: 'glass.faint' },
      /** No ring: a soft glass fill that brightens under the pointer. */
      ghost: { bg: 'glass.soft', _hover: { bg: 'glass.strong' } },
    },
    size: {
      sm: { w: '9', h: '9', borderRadius: '8px' },
      md: { w: '10', h: '10', borderRadius: '10px' },
      lg: { w: '11', h: '11', borderRadius: 'pill' },
    },
  },
  defaultVariants: { variant: 'outline', size: 'lg' },
});

export type IconButtonVariantProps = RecipeVariantProps<typeof iconButton>;

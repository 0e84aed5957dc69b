import { cva, type RecipeVariantProps } from 'styled-system/css';

/**
 * The house text control. `outline`: the portal's dense forms (dark inset, hairline border, gold outline on focus);
 * `surface`: the public and sign-in forms (raised, roomier, a soft gold ring on focus). A problem turns the border red.
 * ./textarea.ts and ./select.ts spread these objects; Panda emits their atomic classes from this file's recipe.
 */
export const control = {
  outline: {
    w: 'full',
    minH: '11',
    px: '3.5',
    py: '2',
    bg: 'ink.950',
    color: 'text',
    border: '1px solid',
    borderColor: 'ink.600',
    borderRadius: '10px',
    fontSize: 'sm',
    colorScheme: 'dark',
    transition: 'border-color 0.25s',
    _placeholder: { color: 'mist.400' },
    _hover: { borderColor: 'mist.400' },
    _focusVisible: { outline: '2px solid {colors.gold.400}', outlineOffset: '1px', borderColor: 'gold.500' },
    '&[aria-invalid=true]': { borderColor: 'status.red' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    _reducedMotion: { transition: 'none' },
  },
  surface: {
    w: 'full',
    minH: '12',
    px: '4',
    bg: 'raised',
    color: 'text',
    border: '1px solid',
    borderColor: 'line.strong',
    borderRadius: '10px',
    fontSize: 'md',
    colorScheme: 'dark',
    transition: 'border-color 0.25s, box-shadow 0.25s',
    _placeholder: { color: 'mist.400' },
    _hover: { borderColor: 'line.hover' },
    _focusVisible: { outline: 'none', borderColor: 'gold.400', boxShadow: 'focusRing' },
    '&[aria-invalid=true]': { borderColor: 'status.red' },
    _reducedMotion: { transition: 'none' },
  },
} as const;

export const input = cva({
  variants: { variant: { outline: control.outline, surface: control.surface } },
  defaultVariants: { variant: 'surface' },
});

export type InputVariantProps = RecipeVariantProps<typeof input>;

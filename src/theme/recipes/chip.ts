import { cva, type RecipeVariantProps } from 'styled-system/css';

/**
 * A small pill control. `outline`: compact actions beside a control (an upload slot's Retry, Remove, arrows);
 * `subtle`: a suggestion that adds itself (disabled = already taken, shown gold); `choice`: a pill holding a radio
 * or checkbox, filled gold when checked.
 */
export const chip = cva({
  base: { display: 'inline-flex', alignItems: 'center', borderRadius: 'pill', border: '1px solid', cursor: 'pointer' },
  variants: {
    variant: {
      outline: {
        justifyContent: 'center',
        minH: '8',
        minW: '8',
        px: '2.5',
        borderColor: 'ink.600',
        color: 'mist.200',
        fontSize: 'xs',
        _hover: { borderColor: 'gold.500', color: 'gold.300' },
        _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { borderColor: 'ink.600', color: 'mist.200' } },
      },
      subtle: {
        gap: '1.5',
        minH: '8',
        px: '3',
        borderColor: 'ink.600',
        bg: 'ink.850',
        color: 'mist.200',
        fontSize: 'xs',
        transition: 'border-color 0.25s, color 0.25s',
        _hover: { borderColor: 'gold.500', color: 'gold.300' },
        _disabled: { cursor: 'default', color: 'gold.300', borderColor: 'gold.700', bg: 'transparent', _hover: { borderColor: 'gold.700' } },
        _reducedMotion: { transition: 'none' },
      },
      choice: {
        gap: '2',
        minH: '11',
        px: '4',
        borderColor: 'line.strong',
        color: 'mist.200',
        fontSize: 'sm',
        transition: 'border-color 0.25s, background 0.25s',
        _hover: { borderColor: 'gold.600' },
        '&:has(input:checked)': { borderColor: 'gold.500', bg: 'accent.soft', color: 'text' },
        '&:has(input:focus-visible)': { outline: '2px solid {colors.gold.400}', outlineOffset: '2px' },
        _reducedMotion: { transition: 'none' },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
});

export type ChipVariantProps = RecipeVariantProps<typeof chip>;

import { cva, type RecipeVariantProps } from 'styled-system/css';

/** The house button: a pill with spaced capitals, lifting a pixel on hover. */
export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '11',
    px: '6',
    borderRadius: 'pill',
    fontSize: 'sm',
    fontWeight: '600',
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    transition: 'background 0.25s, color 0.25s, border-color 0.25s, transform 0.25s',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _hover: { transform: 'translateY(-1px)' },
    _reducedMotion: { transition: 'none', _hover: { transform: 'none' } },
  },
  variants: {
    tone: {
      gold: { bg: 'gold.500', color: 'ink.950', _hover: { bg: 'gold.400' } },
      outline: { border: '1px solid', borderColor: 'gold.500', color: 'gold.300', _hover: { bg: 'accent.soft' } },
      ghost: { color: 'text', bg: 'glass.soft', _hover: { bg: 'glass.strong' } },
      danger: { bg: 'status.red', color: 'ink.950', _hover: { bg: 'danger.hover' } },
      /** A destructive action beside others (Delete forever, Deactivate): red outline, quieter than `danger`. */
      dangerOutline: { border: '1px solid', borderColor: 'danger.line', color: 'danger.text', _hover: { bg: 'danger.soft' } },
      whatsapp: { bg: 'whatsapp', color: 'ink.950', _hover: { bg: 'whatsapp.hover' } },
    },
    size: { md: {}, sm: { minH: '9', px: '4', fontSize: 'xs' }, lg: { minH: '14', px: '8' } },
  },
  defaultVariants: { tone: 'gold', size: 'md' },
});

export type ButtonVariantProps = RecipeVariantProps<typeof button>;

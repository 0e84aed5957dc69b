import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'wouter';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';

export const buttonStyle = cva({
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
      outline: { border: '1px solid', borderColor: 'gold.500', color: 'gold.300', _hover: { bg: 'rgba(201,165,92,0.12)' } },
      ghost: { color: 'text', bg: 'rgba(255,255,255,0.06)', _hover: { bg: 'rgba(255,255,255,0.12)' } },
      danger: { bg: 'status.red', color: 'ink.950', _hover: { bg: '#ff8585' } },
      whatsapp: { bg: '#25d366', color: 'ink.950', _hover: { bg: '#3be07a' } },
    },
    size: { md: {}, sm: { minH: '9', px: '4', fontSize: 'xs' }, lg: { minH: '14', px: '8' } },
  },
  defaultVariants: { tone: 'gold', size: 'md' },
});
type Variants = RecipeVariantProps<typeof buttonStyle>;

export function Button({ tone, size, className, ...rest }: ComponentPropsWithoutRef<'button'> & Variants) {
  return <button type="button" className={cx(buttonStyle({ tone, size }), className)} {...rest} />;
}

/** An in-app link that looks like a button. */
export function LinkButton({ tone, size, className, href, ...rest }: ComponentPropsWithoutRef<'a'> & Variants & { href: string }) {
  return <Link href={href} className={cx(buttonStyle({ tone, size }), className)} {...rest} />;
}

/** A link to another site or app (tel:, mailto:, wa.me, maps) that looks like a button. */
export function ExternalButton({ tone, size, className, ...rest }: ComponentPropsWithoutRef<'a'> & Variants) {
  const newTab = rest.href?.startsWith('http');
  return (
    <a
      className={cx(buttonStyle({ tone, size }), className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
}

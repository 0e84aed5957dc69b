import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'wouter';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps as Variants } from '../../theme/recipes/button';

export function Button({ tone, size, className, ...rest }: ComponentPropsWithoutRef<'button'> & Variants) {
  return <button type="button" className={cx(button({ tone, size }), className)} {...rest} />;
}

/** An in-app link that looks like a button. */
export function LinkButton({ tone, size, className, href, ...rest }: ComponentPropsWithoutRef<'a'> & Variants & { href: string }) {
  return <Link href={href} className={cx(button({ tone, size }), className)} {...rest} />;
}

/** A link to another site or app (tel:, mailto:, wa.me, maps) that looks like a button. */
export function ExternalButton({ tone, size, className, ...rest }: ComponentPropsWithoutRef<'a'> & Variants) {
  const newTab = rest.href?.startsWith('http');
  return (
    <a
      className={cx(button({ tone, size }), className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
}

import type { ComponentProps, ComponentPropsWithoutRef } from 'react';
import { cx } from 'styled-system/css';
import { card, type CardVariantProps } from '../../theme/recipes/card';
import { createStyleContext } from './style-context';

/** A surface panel with a hairline edge: Root (an article by default), Body, Title, Description. */
const { StyleProvider, useSlot } = createStyleContext(card());

function Root({ interactive, as: Tag = 'article', className, ...rest }: ComponentPropsWithoutRef<'article'> & CardVariantProps & { as?: 'article' | 'div' | 'section' }) {
  const styles = card({ interactive });
  return (
    <StyleProvider value={styles}>
      <Tag className={cx(styles.root, className)} {...rest} />
    </StyleProvider>
  );
}

function Body({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={useSlot('body', className)} {...rest} />;
}

function Title({ as: Tag = 'h2', className, ...rest }: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return <Tag className={useSlot('title', className)} {...rest} />;
}

function Description({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={useSlot('description', className)} {...rest} />;
}

export const Card = { Root, Body, Title, Description };

import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { cx } from 'styled-system/css';
import { accordion } from '../../theme/recipes/accordion';

/**
 * Ark's accordion in the house look: each trigger a button (put it in a heading), each content a region labelled by
 * it. The open items are Ark's own UI state unless the caller controls `value`.
 */
const styles = accordion();

function Root({ className, ...rest }: ArkAccordion.RootProps) {
  return <ArkAccordion.Root className={cx(styles.root, className)} {...rest} />;
}

function Item({ className, ...rest }: ArkAccordion.ItemProps) {
  return <ArkAccordion.Item className={cx(styles.item, className)} {...rest} />;
}

function ItemTrigger({ className, ...rest }: ArkAccordion.ItemTriggerProps) {
  return <ArkAccordion.ItemTrigger className={cx(styles.itemTrigger, className)} {...rest} />;
}

/** The ringed plus beside the question; it turns to a cross while the item is open. */
function ItemIndicator({ className, ...rest }: ArkAccordion.ItemIndicatorProps) {
  return (
    <ArkAccordion.ItemIndicator className={cx(styles.itemIndicator, className)} {...rest}>
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M12 5v14M5 12h14" />
      </svg>
    </ArkAccordion.ItemIndicator>
  );
}

function ItemContent({ className, ...rest }: ArkAccordion.ItemContentProps) {
  return <ArkAccordion.ItemContent className={cx(styles.itemContent, className)} {...rest} />;
}

export const Accordion = { Root, Item, ItemTrigger, ItemIndicator, ItemContent };

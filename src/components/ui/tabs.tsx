import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { cx } from 'styled-system/css';
import { tabs, type TabsVariantProps } from '../../theme/recipes/tabs';
import { createStyleContext } from './style-context';

/**
 * Ark's tabs in the house looks (`line`, `pill`): arrow keys move between tabs, each panel is labelled by its tab.
 * The parts take Ark's props; the root's variant styles the parts inside it.
 */
const { StyleProvider, useSlot } = createStyleContext(tabs());

function Root({ variant, className, ...rest }: ArkTabs.RootProps & TabsVariantProps) {
  const styles = tabs({ variant });
  return (
    <StyleProvider value={styles}>
      <ArkTabs.Root className={cx(styles.root, className) || undefined} {...rest} />
    </StyleProvider>
  );
}

function List({ className, ...rest }: ArkTabs.ListProps) {
  return <ArkTabs.List className={useSlot('list', className)} {...rest} />;
}

function Trigger({ className, ...rest }: ArkTabs.TriggerProps) {
  return <ArkTabs.Trigger className={useSlot('trigger', className)} {...rest} />;
}

/** The bar under the selected tab (the `line` look). */
function Indicator({ className, ...rest }: ArkTabs.IndicatorProps) {
  return <ArkTabs.Indicator className={useSlot('indicator', className)} {...rest} />;
}

function Content({ className, ...rest }: ArkTabs.ContentProps) {
  return <ArkTabs.Content className={useSlot('content', className)} {...rest} />;
}

export const Tabs = { Root, List, Trigger, Indicator, Content };

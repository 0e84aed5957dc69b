import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { menu } from '../../theme/recipes/menu';
import { createStyleContext } from './style-context';

/**
 * A dropdown menu: Ark's Menu (arrow keys, typeahead, Escape, focus back on the trigger) with the menu recipe's
 * classes. The trigger is unstyled: give it a button's look (`asChild` on a Button). Content portals itself and is
 * placed by the root's `positioning`.
 *
 *   <Menu.Root onSelect={…}>
 *     <Menu.Trigger asChild><Button …>…</Button></Menu.Trigger>
 *     <Menu.Content><Menu.Item value="…">…</Menu.Item></Menu.Content>
 *   </Menu.Root>
 */
const { useSlot } = createStyleContext(menu());

function Content({ className, ...rest }: ArkMenu.ContentProps) {
  return (
    <Portal>
      <ArkMenu.Positioner>
        <ArkMenu.Content className={useSlot('content', className)} {...rest} />
      </ArkMenu.Positioner>
    </Portal>
  );
}

const Item = ({ className, ...rest }: ArkMenu.ItemProps) => <ArkMenu.Item className={useSlot('item', className)} {...rest} />;

export const Menu = { Root: ArkMenu.Root, Trigger: ArkMenu.Trigger, Content, Item };

import { Collapsible as ArkCollapsible } from '@ark-ui/react/collapsible';

/**
 * A disclosure: Ark's Collapsible (a trigger with aria-expanded / aria-controls, its content hidden while closed).
 * Unstyled on purpose: its trigger takes the look of the list it sits in, and `data-state=open` on the trigger
 * turns an indicator (`'[data-state=open] > &'`).
 */
export const Collapsible = { Root: ArkCollapsible.Root, Trigger: ArkCollapsible.Trigger, Content: ArkCollapsible.Content };

import { createContext, useContext } from 'react';
import { cx } from 'styled-system/css';

/**
 * Hands a slot recipe's classes from a root part down to its inner parts: Park UI's createStyleContext without the
 * styled factory (our recipes are atomic `sva`, so a part needs only its slot's class names).
 */
export function createStyleContext<Slot extends string>(defaults: Partial<Record<Slot, string>>) {
  const StyleContext = createContext(defaults);
  /** The slot's classes, then the caller's (none: no class attribute). */
  const useSlot = (slot: Slot, className?: string) => cx(useContext(StyleContext)[slot], className) || undefined;
  return { StyleProvider: StyleContext.Provider, useSlot };
}

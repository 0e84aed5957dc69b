import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Where things sit on screen (issue 23): boxes in CSS pixels of the viewport, as Playwright measures them. */
export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as Box;
}

/** Whether two boxes share any area (touching edges do not). */
export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Neither element covers any part of the other. */
export async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = [await boxOf(a), await boxOf(b)];
  expect(intersects(boxA, boxB), `${what}: ${JSON.stringify(boxA)} and ${JSON.stringify(boxB)} overlap`).toBe(false);
}

/** `inner` lies wholly inside `outer`, within `slack` px. */
export function expectInside(inner: Box, outer: Box, what: string, slack = 1): void {
  const within =
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack;
  expect(within, `${what}: ${JSON.stringify(inner)} is not inside ${JSON.stringify(outer)}`).toBe(true);
}

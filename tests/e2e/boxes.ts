import { expect, type Locator } from "@playwright/test";

/** Where an element is drawn on the screen, in CSS pixels from the viewport's top left. */
export type Box = { x: number; y: number; width: number; height: number };

/** The element's box; fails the journey when it is not drawn at all. */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} is drawn`).not.toBeNull();
  return found!;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

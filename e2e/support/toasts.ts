import { expect, type Locator, type Page } from '@playwright/test';

/** The toasts on screen (Mantine notifications have role="alert"). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** Where an element is on the page. */
export async function boxOf(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** Fails when the two elements' boxes overlap (a toast over a button or a heading). */
export async function expectApart(a: Locator, b: Locator) {
  const [first, second] = [await boxOf(a), await boxOf(b)];
  const overlap =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlap, `${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false);
}

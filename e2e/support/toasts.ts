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

/**
 * Pauses a toast's timer the frame it appears, as a pointer resting on it would (Mantine stops the
 * countdown on mouseenter): a slow page must not outlive a 5 s toast before the test measures it. Start
 * it before the action that shows the toast; it resolves once it held one.
 */
export async function holdToast(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const found = [...document.querySelectorAll('[role="alert"]')].find((e) =>
        e.textContent?.includes(wanted),
      );
      found?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      return Boolean(found);
    },
    text,
    { polling: 'raf', timeout: 60_000 },
  );
}

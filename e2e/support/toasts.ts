import type { Page } from '@playwright/test';

/** The toasts on screen (Mantine notifications have role="alert"). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

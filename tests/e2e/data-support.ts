// What the 资料库 specs share: a data page is up — its own test id visible, no 404, no skeleton left, no error and
// no "does not exist".
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectPage(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByTestId('data-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('error-state')).toHaveCount(0);
  await expect(page.getByTestId('empty-state').filter({ hasText: /不存在/ })).toHaveCount(0);
}

// Following matches from the lists [FL-1] [FL-5] [LS-9]: a logged-in user stars a match on /football (关注成功), finds
// it under the 关注 view, and still finds it there after a reload (the followed ids come back from follow/list_b).
import { expect, saveScreenshot, test, toastShown } from './fixtures';
import { logInWithCode } from './accounts-support';

// A demo viewer (server/db/demo-people.ts): not a first login, and no followed matches in a fresh database.
const VIEWER_PHONE = '19900010007';

test('[FL-1] [FL-5] a logged-in user follows a match on /football, sees it under 关注, and keeps it over a reload', async ({ page }) => {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  const views = page.getByRole('tablist', { name: '列表范围' });

  // Logged out, the 关注 view asks for a login.
  await views.getByRole('tab', { name: '关注' }).click();
  await expect(panel.getByText('登录后查看关注的比赛')).toBeVisible();
  await views.getByRole('tab', { name: '即时' }).click();

  await logInWithCode(page, VIEWER_PHONE);
  const row = panel.getByTestId('match-row').filter({ has: page.getByRole('button', { name: '关注', exact: true, pressed: false }) }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const matchId = await row.getAttribute('data-match-id');
  expect(matchId).toMatch(/^\d+$/);
  const followedRow = panel.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);

  await row.getByRole('button', { name: '关注', exact: true }).click();
  await toastShown(page, '关注成功');
  // The worker's followed ids moved the row's own field: the star is pressed now.
  await expect(followedRow.getByRole('button', { name: '取消关注' })).toHaveAttribute('aria-pressed', 'true');

  await views.getByRole('tab', { name: '关注' }).click();
  await expect(followedRow).toBeVisible({ timeout: 15_000 });
  await expect(followedRow.getByRole('button', { name: '取消关注' })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, 'football-followed-view-1440');

  await page.reload();
  await views.getByRole('tab', { name: '关注' }).click();
  await expect(followedRow).toBeVisible({ timeout: 15_000 });
  await expect(followedRow.getByRole('button', { name: '取消关注' })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, 'football-followed-view-after-reload-1440');
});

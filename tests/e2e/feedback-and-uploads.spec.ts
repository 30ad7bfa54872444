// Feedback, complaints and uploads end to end on the suite's server [FB-1 … FB-4]: the footer's 意见反馈 and 投诉
// open their dialogs (the login dialog while logged out), real PNG and JPEG files go up through setInputFiles and
// come back from our origin, a script named .png is refused by its bytes, a big PNG is sent as a compressed JPEG
// [FB-4], and an anchor uploads a cover on /anchorStart that the saved draft keeps.
import type { Page } from '@playwright/test';
import { DISGUISED_SCRIPT, makePng } from '../../server/uploads/test-support/images';
import { logInWithCode } from './accounts-support';
import { expect, saveScreenshot, test, toastShown } from './fixtures';

const phone = () => `136${String((Date.now() * 7 + Math.floor(Math.random() * 1000)) % 100_000_000).padStart(8, '0')}`;
const footer = (page: Page) => page.getByRole('contentinfo');
const dialog = (page: Page) => page.getByTestId('feedback-dialog');

/** Logs in with an SMS code and closes a first login's later steps (password, interests) with Esc. */
async function logIn(page: Page, number: string): Promise<void> {
  await logInWithCode(page, number);
  const d = page.getByRole('dialog');
  // The open dialogs' texts in one look that never waits: a count then a textContent() raced the dialog closing
  // between them, and textContent() then waited for a dialog that was gone.
  const open = () => d.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  // After 登录成功 the dialog either closes or moves on to 设置登录密码 (a first login).
  await expect.poll(async () => (await open()).every((t) => /设置登录密码|选择你的喜好/.test(t)), { timeout: 15_000 }).toBe(true);
  while ((await open()).length > 0) {
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await open()).every((t) => !/设置登录密码/.test(t)), { timeout: 15_000 }).toBe(true);
  }
  await expect(page.getByRole('banner').getByTestId('user-menu-button')).toBeVisible();
}

/** A real JPEG, encoded by the browser. */
async function jpegFromPage(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#e0463a';
    g.fillRect(0, 0, 96, 64);
    g.fillStyle = '#fff';
    g.fillRect(30, 16, 36, 32);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg', 0.9));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

/** Every thumbnail has decoded (served back from /uploads/ with an image type). */
async function expectThumbsLoaded(page: Page, count: number): Promise<string[]> {
  const thumbs = dialog(page).getByRole('list', { name: '已上传图片' }).getByRole('img');
  await expect(thumbs).toHaveCount(count);
  await expect.poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  return thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')!));
}

test('[FB-1] [FB-3] [FB-4] feedback from the footer: description required, real PNG and JPEG uploaded, a disguised .png refused, a big PNG sent as JPEG', async ({ page }) => {
  await page.goto('/');
  // Logged out, 意见反馈 opens the login dialog [FL-2].
  await footer(page).getByRole('button', { name: '意见反馈' }).click();
  await expect(page.getByRole('dialog')).toContainText('登录');
  await page.keyboard.press('Escape');
  await logIn(page, phone());

  await footer(page).getByRole('button', { name: '意见反馈' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: '意见反馈' })).toBeVisible();
  await saveScreenshot(page, 'feedback-dialog-1440');
  await dialog(page).getByRole('button', { name: '提交' }).click();
  await toastShown(page, '请输入意见反馈描述'); // [FB-1]

  const input = dialog(page).getByTestId('proof-input');
  // [FB-3] a script named .png, claiming image/png: refused by its bytes, nothing shown.
  await input.setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: DISGUISED_SCRIPT });
  await toastShown(page, '请上传jpg或png格式的图片');
  await expect(dialog(page).getByRole('list', { name: '已上传图片' }).getByRole('img')).toHaveCount(0);
  // The server refuses it too, whatever the page does.
  const direct = await page.evaluate(async (script) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(script)], { type: 'image/png' }), 'evil.png');
    const token = localStorage.getItem('accessToken') ?? '';
    const res = await fetch('/api/v1/file/batch/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { code: number; msg: string };
  }, [...DISGUISED_SCRIPT]);
  expect(direct.msg).toBe('请上传jpg或png格式的图片');

  // [FB-3] a real PNG and a real JPEG (under 300 KB: sent as they are [FB-4]).
  await input.setInputFiles([
    { name: 'score.png', mimeType: 'image/png', buffer: makePng(120, 80, [40, 160, 90]) },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpegFromPage(page) },
  ]);
  await toastShown(page, '上传成功');
  let srcs = await expectThumbsLoaded(page, 2);
  expect(srcs[0]).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
  expect(srcs[1]).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);
  const served = await page.request.get(srcs[0]);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toContain('immutable');

  // [FB-4] a PNG over 300 KB (noise, ~640 KB) is re-encoded as JPEG before it goes.
  const big = makePng(400, 400, 'noise');
  expect(big.length).toBeGreaterThan(300 * 1024);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  srcs = await expectThumbsLoaded(page, 3);
  expect(srcs[2]).toMatch(/\.jpg$/);
  expect(await dialog(page).getByRole('list', { name: '已上传图片' }).getByRole('img').nth(2).getAttribute('alt')).toBe('big.jpg');

  // [FB-3] at most 6: three more than fit are refused together.
  await input.setInputFiles([1, 2, 3, 4].map((i) => ({ name: `${i}.png`, mimeType: 'image/png', buffer: makePng(8, 8 + i) })));
  await toastShown(page, '最多上传6张照片');
  await expectThumbsLoaded(page, 3);

  await dialog(page).getByLabel(/问题描述/).fill('直播间比分刷新有点慢，截图如上');
  await expect(dialog(page).getByText('15/300')).toBeVisible();
  await saveScreenshot(page, 'feedback-dialog-images-1440');
  await dialog(page).getByRole('button', { name: '提交' }).click();
  await toastShown(page, '提交成功，感谢您的反馈');
  await expect(dialog(page)).toHaveCount(0);
});

test('[FB-2] complaint from the footer: reasons from the dictionary, at least one required, then sent', async ({ page }) => {
  await page.goto('/');
  await logIn(page, phone());
  await footer(page).getByRole('button', { name: '投诉' }).click();
  await expect(dialog(page).getByRole('heading', { name: '投诉' })).toBeVisible();
  await expect(dialog(page).getByText('投诉对象：平台')).toBeVisible();
  const reasons = dialog(page).getByRole('checkbox');
  await expect(reasons).toHaveCount(8);
  await dialog(page).getByRole('button', { name: '提交' }).click();
  await toastShown(page, '请选择投诉理由');
  await dialog(page).getByText('广告营销').click();
  await expect(dialog(page).getByRole('checkbox', { name: '广告营销' })).toBeChecked();
  await dialog(page).getByTestId('proof-input').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: makePng(60, 60, [220, 120, 0]) });
  await toastShown(page, '上传成功');
  await expectThumbsLoaded(page, 1);
  await saveScreenshot(page, 'complaint-dialog-1440');
  await dialog(page).getByRole('button', { name: '提交' }).click(); // no description: optional [FB-2]
  await toastShown(page, '投诉已提交，我们会尽快处理');
  await expect(dialog(page)).toHaveCount(0);
});

test('[FB-3] an anchor uploads a cover on /anchorStart: previewed, chosen, kept by the saved draft', async ({ page }) => {
  await page.goto('/');
  await logIn(page, '19900000012'); // a demo anchor no other spec of the suite's server uses (an SMS code a minute per phone)
  await page.goto('/anchorStart');
  const form = page.getByRole('form', { name: '开播信息' });
  // After the page's audit state, draft and previews are in: over 5 s on a loaded run.
  await expect(form).toBeVisible({ timeout: 15_000 });
  const coverInput = form.getByTestId('cover-input');
  await coverInput.setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: DISGUISED_SCRIPT });
  await toastShown(page, '请上传jpg或png格式的图片');
  await coverInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(320, 180, [25, 110, 200]) });
  await toastShown(page, '上传成功');
  const tile = form.getByRole('radio', { name: '我的封面' });
  await expect(tile).toBeChecked();
  const preview = form.getByRole('img', { name: '已上传的封面' });
  await expect.poll(() => preview.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(320);
  const url = (await preview.getAttribute('src'))!;
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
  await form.getByLabel('直播间标题').fill('上传封面测试');
  await expect(form.getByRole('combobox', { name: /^比赛/ })).not.toHaveValue('0');
  await form.getByRole('group', { name: '直播封面' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'anchor-start-cover-upload-1440');
  await form.getByRole('button', { name: /开播信息$/ }).click();
  await expect(page.getByTestId('broadcast-status')).toHaveAttribute('data-state', 'prepared', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('radio', { name: '我的封面' })).toBeChecked();
  await expect(page.getByRole('img', { name: '已上传的封面' })).toHaveAttribute('src', url);
});

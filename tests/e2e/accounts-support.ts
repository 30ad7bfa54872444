// Helpers of the accounts end-to-end tests: SMS codes read from the server's log (the console SMS provider prints
// them, global-setup.ts captures the log), an expired access token minted with the run's accounts secret, and a
// code login through the dialog, as a user would do it.
import type { Page } from '@playwright/test';
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { deriveKeys } from '../../server/auth/secrets';
import { createAccessTokens } from '../../server/auth/tokens';
import { expect, toastShown } from './fixtures';

const SCENE_TEXT = { login: '登录', psw: '重置密码', changePhone: '换绑手机' } as const;

/** What the file holds from byte `from` on (the suite's server log is megabytes by the end: read only the rest). */
function readFrom(file: string, from: number): string {
  const fd = openSync(file, 'r');
  try {
    const rest = Buffer.alloc(Math.max(0, fstatSync(fd).size - from));
    let at = 0;
    while (at < rest.length) {
      const n = readSync(fd, rest, at, rest.length - at, from + at);
      if (n === 0) break;
      at += n;
    }
    return rest.subarray(0, at).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function serverLog(): string {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run the suite with `npx playwright test`');
  return file;
}

/** Marks the log now; the returned function waits for the next code sent to `phone` after the mark. */
export function nextSmsCode(phone: string, scene: keyof typeof SCENE_TEXT = 'login'): () => Promise<string> {
  const file = serverLog();
  const from = statSync(file).size;
  // The provider's text (server/auth/console-sms.ts) inside the JSON record's msg: pino leaves CJK unescaped.
  const line = new RegExp(`\\[sms\\] \\+86 ${phone} ${SCENE_TEXT[scene]}验证码 (\\d{6})`);
  return async () => {
    let code: string | undefined;
    await expect.poll(() => {
      code = line.exec(readFrom(file, from))?.[1];
      return code;
    }, { message: `an SMS code for ${phone} in the server log`, timeout: 10_000 }).toBeDefined();
    return code!;
  };
}

/** The same login as `token` (user, token version, refresh family), expired 5 minutes ago. */
export function expiredCopyOf(token: string): string {
  const secret = process.env.E2E_ACCOUNTS_SECRET;
  if (!secret) throw new Error('E2E_ACCOUNTS_SECRET is not set');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { u: number; v: number; f: string };
  const lifetime = 60_000;
  const past = { now: () => Date.now() - 5 * 60_000 - lifetime };
  return createAccessTokens(deriveKeys(Buffer.from(secret, 'hex')).accessToken, lifetime, past).issue(claims.u, claims.v, claims.f);
}

export const loginDialog = (page: Page) => page.getByRole('dialog');
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Clicks to log in and waits for the page's 登录成功 toast (toastShown: the failure names the toasts shown instead). */
export async function expectLoggedIn(page: Page, click: () => Promise<void>): Promise<void> {
  await click();
  await toastShown(page, '登录成功');
}

/** Opens the dialog from the header and logs in with an SMS code on step 1. */
export async function logInWithCode(page: Page, phone: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('手机号').fill(phone);
  const code = nextSmsCode(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await toastShown(page, '验证码发送成功，十分钟有效');
  await dialog.getByLabel('验证码', { exact: true }).fill(await code());
  await dialog.getByRole('checkbox', { name: '我已阅读并同意用户协议和隐私政策' }).check();
  await expectLoggedIn(page, () => dialog.getByRole('button', { name: '登录', exact: true }).click());
}

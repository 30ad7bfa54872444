// Debian's Chromium through playwright-core (never a downloaded browser), in China's timezone like the product's
// users, so the pages' local midnight is the one the fixtures were recorded for. Same browser, flags (tools/chromium-args.ts)
// and CHROMIUM_PATH override as the Playwright suite (playwright.config.ts); these checks need their own pages and a
// feed socket they can hold, so vitest runs them (tests/e2e-engine, beside the unit suites).
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../tools/chromium-args';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: tests/setup-system.sh installs it`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export function chinaContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ timezoneId: 'Asia/Shanghai', locale: 'zh-CN' });
}

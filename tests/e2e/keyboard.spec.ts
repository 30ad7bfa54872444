// The keyboard on the built pages (WCAG 2.1.1, 2.4.3, 2.4.7; issue 24): Tab goes skip link → header → nav → the
// page → footer → side panel, every stop shows a focus ring (an outline of at least 2 px, not cut off by a box that
// clips it) on an element that is there to be seen, and the focus leaves the page at the end (no trap). On
// /football a row's hover card opens on the row's focus and Esc closes it with the focus kept [LS-14]; the streams
// popup opens from its button by Enter, takes the focus, and Esc gives it back [LS-13].
import type { Page } from '@playwright/test';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { expect, test } from './fixtures';

interface Stop {
  /** Where the focused element is: skip, header, nav, main, footer, side (the side panel), body (none focused). */
  readonly part: string;
  readonly what: string;
  /** Why its focus could not be seen: '' when it can. */
  readonly problem: string;
}

/** The focused element: its part of the page and whether a ring is seen around it. */
function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { part: 'body', what: '', problem: '' };
    const part = el.matches('a[href="#main"]') ? 'skip'
      : el.closest('#main') ? 'main'
        : el.closest('#main ~ footer') ? 'footer'
          : el.closest('aside[aria-label="快捷工具"]') ? 'side'
            : el.closest('a[href="#main"] ~ header nav') ? 'nav'
              : el.closest('a[href="#main"] ~ header') ? 'header' : 'elsewhere';
    const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 16)}"`;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const problems: string[] = [];
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || el.closest('[hidden], [aria-hidden="true"], [inert]')) problems.push('hidden');
    const width = parseFloat(style.outlineWidth) || 0;
    if (style.outlineStyle === 'none' || width < 2 || style.outlineColor === 'rgba(0, 0, 0, 0)') problems.push(`no ring (${style.outline})`);
    // The ring's outer edge against the nearest box that clips what overflows it.
    const reach = Math.max(0, width + (parseFloat(style.outlineOffset) || 0));
    for (let p = el.parentElement; p && reach > 0; p = p.parentElement) {
      const o = getComputedStyle(p);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const clip = p.getBoundingClientRect();
      if (box.left - reach < clip.left - 0.5 || box.right + reach > clip.right + 0.5 || box.top - reach < clip.top - 0.5 || box.bottom + reach > clip.bottom + 0.5) {
        problems.push(`ring cut off by ${p.tagName.toLowerCase()}.${String(p.className).split(' ')[0]}`);
      }
      break;
    }
    return { part, what, problem: problems.join(', ') };
  });
}

/**
 * Tabs from the top of the page until the focus leaves it (or `until` says stop), and answers every stop. Each
 * stop is read once its ring has settled (a control's transitions run for 1 ms under the suite's reduced motion).
 */
async function tabThrough(page: Page, until: (stop: Stop) => boolean = () => false, max = 300): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    let stop = await focused(page);
    if (stop.problem && !stop.problem.includes('hidden')) {
      await expect.poll(async () => (stop = await focused(page)).problem, { timeout: 2_000 }).toBe('').catch(() => {});
    }
    if (stop.part === 'body') return stops;
    stops.push(stop);
    if (until(stop)) return stops;
  }
  throw new Error(`still on the page after ${max} Tabs: ${JSON.stringify(stops.slice(-5))}`);
}

/** The parts in the order Tab met them, each run of stops in one part as one. */
const order = (stops: readonly Stop[]) => stops.map((s) => s.part).filter((p, i, all) => p !== all[i - 1]);
const problems = (stops: readonly Stop[]) => stops.filter((s) => s.problem).map((s) => `${s.part} ${s.what}: ${s.problem}`);

test('[LS-14] [LS-13] /football and the match centre by keyboard: Tab order and rings; the hover card and the streams popup', async ({ page }) => {
  await page.goto('/football');
  const rows = page.getByRole('tabpanel').getByTestId('match-row');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const toRow = await tabThrough(page, (s) => s.what.startsWith('div[match-row]'));
  expect(order(toRow)).toEqual(['skip', 'header', 'nav', 'header', 'main']);
  expect(problems(toRow)).toEqual([]);

  // The focused row shows its hover card; Esc closes it and the focus stays on the row.
  const row = page.locator('[data-testid="match-row"]:focus');
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('hover-card')).toBeVisible();
  await expect(row).toHaveAttribute('aria-describedby', /.+/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('hover-card')).toHaveCount(0);
  await expect(row).toBeFocused();
  const matchId = await row.getAttribute('data-match-id');

  // A row with streams (on the 直播 tab): Enter on its button opens the popup with the focus in it, Tab reaches an
  // entry with its ring, Esc closes it and gives the focus back to the button.
  await page.getByRole('tab', { name: '直播', exact: true }).click();
  const button = page.getByRole('tabpanel').locator('[data-testid="stream-button"][aria-haspopup="dialog"]').first();
  await expect(button).toBeVisible({ timeout: 15_000 });
  await button.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByTestId('streams-popup');
  await expect(popup.getByTestId('stream-entry').first()).toBeVisible();
  await expect(popup).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup.getByTestId('stream-entry').first()).toBeFocused();
  await expect.poll(async () => (await focused(page)).problem).toBe('');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(button).toBeFocused();

  // The match centre, Tab by Tab to the end: header, nav, the page, the footer, the side panel, and out.
  await page.goto(`/liveRoom?detail=${matchId}&SportType=football`);
  await expect(page.getByTestId('match-header')).toBeVisible({ timeout: 15_000 });
  const centre = await tabThrough(page);
  expect(order(centre)).toEqual(['skip', 'header', 'nav', 'header', 'main', 'footer', 'side']);
  expect(problems(centre)).toEqual([]);
});

test('a live room by keyboard: Tab order header → nav → the room → footer → side panel, every stop with its ring', async ({ page }) => {
  await page.goto(`/liveRoom?roomId=${DEMO_ANCHORS[0].roomId}`);
  await expect(page.getByTestId('live-room')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const stops = await tabThrough(page);
  expect(order(stops)).toEqual(['skip', 'header', 'nav', 'header', 'main', 'footer', 'side']);
  expect(problems(stops)).toEqual([]);
});

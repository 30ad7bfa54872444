// The basketball header's 半场 during the half-time break (issue #21's match-centre defects): against a server of
// this file's own replaying the small day from the moment one of its basketball matches reaches 第二节完 (status
// 5), the match centre's header shows the first half's score — the list's half line still waits for the second
// half [BK-3] — where it used to show '半场 -'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedEvent } from '../../engine/core';
import { BASKETBALL_STATUS, EMPTY_STATE, fold } from '../../engine/core';
import { shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { recordedMidnight } from '../../server/feed/replay-source';
import { SMALL_DAY, smallDay } from './busy-day';
import { expect, saveScreenshot, test } from './fixtures';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';
import { suiteStart } from './suite-time';

test.describe.configure({ mode: 'serial' });

/** Into the break: the replay's catch-up has the match at 第二节完 when the page opens. */
const INTO_BREAK_MS = 20_000;

/** The first basketball match (four quarters) of the small day to reach its half-time break, with its scores then. */
function firstBreak(events: readonly FeedEvent[]) {
  let state = EMPTY_STATE;
  let folded = 0;
  for (const [i, e] of events.entries()) {
    if (e.type !== 'status' || e.sport !== 'basketball' || e.statusId !== BASKETBALL_STATUS.q2Ended) continue;
    state = fold(state, events.slice(folded, i + 1)).state;
    folded = i + 1;
    const m = state.basketball.matches[e.matchId];
    if (!m || m.ncaa) continue;
    // The break lasts past the page's opening: the match's next status comes minutes later.
    const next = events.slice(i + 1).find((x) => x.type === 'status' && x.sport === 'basketball' && x.matchId === e.matchId);
    if (next && next.ts - e.ts < 3 * 60_000) continue;
    return { id: m.id, ts: e.ts, half: `${m.homeScores[0] + m.homeScores[1]}-${m.awayScores[0] + m.awayScores[1]}` };
  }
  throw new Error('the small day has no basketball half-time break');
}

let server: RunningServer | undefined;
let dir: string;
let brk: ReturnType<typeof firstBreak>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test` (global setup builds the UI)');
  dir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-half-'));
  const { fixture, events } = smallDay();
  brk = firstBreak(events);
  // The replay keeps the recorded time of day: start on the suite's day at the break's time, a little into it.
  const start = shanghaiMidnight(suiteStart()) + (brk.ts - recordedMidnight(fixture)) + INTO_BREAK_MS;
  server = await startServer({ distDir, env: { FEED: 'replay', FIXTURE: SMALL_DAY, FEED_START: String(start), FEED_SPEED: '1', FEED_LOOP: 'false' } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('[BK-3] during basketball\'s half-time break the header\'s 半场 is the first half\'s score, not "-"', async ({ page }) => {
  await page.goto(`${server!.url}/liveRoom?detail=${brk.id}&SportType=basketball`);
  await expect(page.getByTestId('match-header')).toHaveAttribute('data-match-id', String(brk.id), { timeout: 20_000 });
  await expect(page.getByTestId('header-status')).toHaveText('第二节完');
  await expect(page.getByTestId('header-half-time')).toHaveText(`半场 ${brk.half}`);
  await saveScreenshot(page, 'match-centre-basketball-half-time-break-1440');
});

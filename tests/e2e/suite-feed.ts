// The suite's day in virtual time. The suite's server plays the busy small day (busy-day.ts) at FEED_SPEED=2 with
// FEED_CONTROL on (global-setup.ts), so a spec that needs something to happen — a goal, a basketball score — skips
// the feed ahead in steps until it does (POST /__test/feed/skip, server/http/feed-control.ts) instead of waiting
// for the replay to get there. The day moves only a little per spec, so its evening lasts the run. Every function
// takes another server's URL too (a spec's own server with FEED_CONTROL on), and "now" and "today" are read from the
// feed, never from this process's clock.
import { addBeijingDays, shanghaiDate } from '../../engine/core';

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run with `npx playwright test` (global setup starts the server)');
  return url;
}

/** The suite's feed's virtual time now (GET /__test/feed/now): the "now" a spec compares the page with. */
export async function feedNow(base = baseUrl()): Promise<number> {
  const res = await fetch(`${base}/__test/feed/now`);
  if (!res.ok) throw new Error(`feed now: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { now: number }).now;
}

/** The Beijing day `offset` days from the feed's today ('YYYY-MM-DD'): the page's today is the feed's. */
export async function feedDay(offset = 0, base = baseUrl()): Promise<string> {
  return addBeijingDays(shanghaiDate(await feedNow(base)), offset)!;
}

/** Jumps the suite's feed `ms` ahead (what falls in between is pushed live) and answers its virtual time after. */
export async function skipFeed(ms: number, base = baseUrl()): Promise<number> {
  const res = await fetch(`${base}/__test/feed/skip`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: Math.max(1, Math.ceil(ms)) }),
  });
  if (!res.ok) throw new Error(`feed skip: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { now: number }).now;
}

/**
 * Skips a feed of cues (at firstAt + n × cycleMs, virtual time) to the next cue `at` (ms into a cycle) that is not
 * past yet: what it carries is pushed at once. Answers the cue's time.
 */
export async function skipToCue(firstAt: number, cycleMs: number, at: number, base = baseUrl()): Promise<number> {
  const now = await feedNow(base);
  const n = Math.max(0, Math.ceil((now - firstAt - at) / cycleMs));
  const cue = firstAt + n * cycleMs + at;
  if (cue > now) await skipFeed(cue - now, base);
  return cue;
}

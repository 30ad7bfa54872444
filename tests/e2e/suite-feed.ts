// The suite's day in virtual time. The suite's server plays the busy small day (busy-day.ts) at FEED_SPEED=2 with
// FEED_CONTROL on (global-setup.ts), so a spec that needs something to happen — a goal, a basketball score — skips
// the feed ahead in steps until it does (POST /__test/feed/skip, server/http/feed-control.ts) instead of waiting
// for the replay to get there. The day moves only a little per spec, so its evening lasts the run.

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run with `npx playwright test` (global setup starts the server)');
  return url;
}

/** Jumps the suite's feed `ms` ahead (what falls in between is pushed live) and answers its virtual time after. */
export async function skipFeed(ms: number): Promise<number> {
  const res = await fetch(`${baseUrl()}/__test/feed/skip`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: Math.max(1, Math.ceil(ms)) }),
  });
  if (!res.ok) throw new Error(`feed skip: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { now: number }).now;
}

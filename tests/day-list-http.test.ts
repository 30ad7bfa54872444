// Another day's list from the real server's endpoint to the worker's view [LS-9] [HT-8]: the bytes
// historyMatch_b / futureMatch_b answer, loaded into the view hub (as api.ts loadDay does), list exactly the
// server's matches of that day, under the same tabs as today's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sport } from '../engine/core';
import { DAY_MS, shanghaiDate } from '../engine/core/time/beijing-day';
import { decodeListResponse } from '../engine/wire';
import { DEFAULT_LOCAL_ITEMS } from '../engine/worker/persist/local-items';
import { ManualScheduler } from '../engine/time/manual-scheduler';
import { PageViews } from '../engine/worker/test-support/page-views';
import { ViewHub } from '../engine/worker/views/view-hub';
import type { Runtime } from '../server/runtime';
import { startTestServer } from '../server/test-support/test-server';

let server: Runtime;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

async function dayBytes(sport: Sport, name: 'historyMatch_b' | 'futureMatch_b', matchDate: string): Promise<ArrayBuffer> {
  const res = await fetch(`${server.url}/api/v1/${sport}/${name}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchDate }),
  });
  expect(res.status).toBe(200);
  return res.arrayBuffer();
}

function hub() {
  const scheduler = new ManualScheduler(server.source.now());
  const page = new PageViews();
  return { page, hub: new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: page.apply }) };
}

describe.each(['football', 'basketball'] as const)('day lists from the real server: %s', (sport) => {
  it('[LS-9] [HT-8] the day view lists exactly the matches historyMatch_b answers for the day', async () => {
    const date = shanghaiDate(server.source.now());
    const bytes = await dayBytes(sport, 'historyMatch_b', date);
    const served = decodeListResponse(sport, new Uint8Array(bytes))!;
    expect(served.matches.length).toBeGreaterThan(0);
    const { page, hub: views } = hub();
    expect(views.days.load(sport, date, bytes)).toEqual({ ok: true, sport, date, matches: served.matches.length });
    const id = page.accept(views.subscribe({ sport, list: 'day', tab: 'all', day: date }));
    const listed = page.page(id).model.order.flatMap((r) => (r.kind === 'match' ? [r.id] : []));
    expect(listed.sort()).toEqual(served.matches.map((m) => m.id).sort());
    const firstTier = page.accept(views.subscribe({ sport, list: 'day', tab: 'firstTier', day: date }));
    const tierIds = new Set(served.competitions.filter((c) => c.firstTier).map((c) => c.id));
    const listedTier = page.page(firstTier).model.order.flatMap((r) => (r.kind === 'match' ? [r.id] : []));
    expect(listedTier.sort()).toEqual(served.matches.filter((m) => tierIds.has(m.competitionId)).map((m) => m.id).sort());
  });

  it('[LS-11] a day the server has no matches for is an empty view', async () => {
    const date = shanghaiDate(server.source.now() + 30 * DAY_MS);
    const bytes = await dayBytes(sport, 'futureMatch_b', date);
    const { page, hub: views } = hub();
    expect(views.days.load(sport, date, bytes)).toMatchObject({ ok: true, matches: decodeListResponse(sport, new Uint8Array(bytes))!.matches.length });
    const id = page.accept(views.subscribe({ sport, list: 'day', tab: 'all', day: date }));
    expect(page.page(id).model.order.length === 0).toBe(decodeListResponse(sport, new Uint8Array(bytes))!.matches.length === 0);
  });
});

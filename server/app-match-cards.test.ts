// The match-card calls on the whole server as main.ts wires it (the small recorded day, accounts on PGlite): the
// answers are the live state's, sealed with the accounts' keys [LS-13] [LS-14] [AN-1].
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../engine/core';
import { HOUR_MS, shanghaiMidnight } from '../engine/core';
import { ManualScheduler } from '../engine/time';
import { matchDetail } from '../engine/wire';
import type { EnvelopeKeys } from './api/envelope';
import { openData } from './api/envelope';
import { API_CODE } from './api/errors';
import { createAccountsRuntime } from './api/runtime';
import type { Livings } from './api/routes/living-entries';
import type { MatchDetailData } from './api/routes/match-detail-data';
import type { Runtime } from './runtime';
import { createReplaySource } from './feed/replay-source';
import { smallDayFixture, startTestServer } from './test-support/test-server';

const dir = mkdtempSync(join(tmpdir(), 'app-match-cards-'));
let server: Runtime;
let keys: EnvelopeKeys;

beforeAll(async () => {
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: () => {} });
  keys = accounts.envelopeKeys;
  // The small day stood still at 21:00 Beijing time, its busy evening (matches live, rooms open), whatever the
  // time of day the suite runs at: a replay shifted to the wall clock has no live room in the small hours.
  const evening = new ManualScheduler(shanghaiMidnight(Date.now()) + 21 * HOUR_MS);
  server = await startTestServer({ accounts, source: createReplaySource({ fixture: smallDayFixture(), timers: evening, speed: 1, loop: true }) });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function call<T>(path: string, body: unknown): Promise<{ status: number; code: number; data: T | null }> {
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const envelope = await res.json() as { code: number; data: string | null };
  if (envelope.code !== 0) return { status: res.status, code: envelope.code, data: null };
  const opened = openData(envelope.data!, keys);
  if (!opened.ok) throw new Error(`envelope ${opened.reason}`);
  return { status: res.status, code: 0, data: opened.value as T };
}

const footballMatches = (): Match[] => Object.values(server.log.state.football.matches);

describe('match cards on the running server', () => {
  it('[LS-14] a football match with incidents answers the state\'s timeline and statistics', async () => {
    const { details } = server.log.state.football;
    const id = Number(Object.keys(details).find((k) => matchDetail(details[Number(k)]).incidents.length > 0));
    expect(id).toBeGreaterThan(0);
    const r = await call<MatchDetailData>('/v1/football/matchTliveAndIncidentsData', { matchId: id });
    expect(r.code).toBe(0);
    // The feed moves on while the call runs: the answer is a prefix-or-equal of the state read after it.
    const after = matchDetail(server.log.state.football.details[id]);
    expect(r.data!.incidents.length).toBeGreaterThan(0);
    expect(after.incidents.slice(0, r.data!.incidents.length)).toEqual(r.data!.incidents);
    expect((await call('/v1/football/matchTliveAndIncidentsData', { matchId: 1 })).code).toBe(API_CODE.notFound);
  });

  it('[LS-13] getMatchLiving lists the rooms on a match\'s living list', async () => {
    const live = footballMatches().find((m) => m.living.length > 0) ?? footballMatches().find((m) => m.preview.length > 0);
    expect(live).toBeDefined();
    const r = await call<Livings>('/v1/match/getMatchLiving', { matchId: live!.id, sportType: 1 });
    expect(r.code).toBe(0);
    const all = [...r.data!.livings, ...r.data!.previews];
    expect(all.length).toBeGreaterThan(0);
    for (const e of all) expect(e.match?.matchId).toBe(live!.id);
  });

  it('[AN-1] recommend answers live rooms and previews with anchors; anchor/top ranks known rooms', async () => {
    const r = await call<Livings>('/v1/living/recommend', { showCount: 20 });
    expect(r.code).toBe(0);
    const entries = [...r.data!.livings, ...r.data!.previews];
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e.anchorName).not.toBe('');
    const top = await call<{ anchors: { setCount: number }[] }>('/anchor/top', { showCount: 5 });
    const counts = top.data!.anchors.map((a) => a.setCount);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

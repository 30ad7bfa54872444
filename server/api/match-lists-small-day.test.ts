// The binary list endpoints on the recorded small day (fixtures/generator's output) [HT-8].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListSnapshot, Sport } from '../../engine/core';
import { DAY_MS, shanghaiDate } from '../../engine/core/time/beijing-day';
import { decodeListResponse } from '../../engine/wire';
import { eventsOfFixture } from '../feed/fixture-events';
import type { Runtime } from '../runtime';
import { smallDayFixture, startTestServer } from '../test-support/test-server';

let server: Runtime;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

/** The day's opening lists as recorded. */
const recorded = (sport: Sport) => eventsOfFixture(smallDayFixture()).events
  .find((e): e is ListSnapshot => e.type === 'listSnapshot' && e.sport === sport)!;

async function list(sport: Sport, name: string, body?: unknown): Promise<ListSnapshot> {
  const res = await fetch(`${server.url}/api/v1/${sport}/${name}`, {
    method: 'POST', ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(res.headers.get('content-type')).toBe('application/octet-stream');
  const snapshot = decodeListResponse(sport, new Uint8Array(await res.arrayBuffer()));
  expect(snapshot).toBeDefined();
  return snapshot!;
}

const dayOf = (m: { matchTime: number }) => shanghaiDate(m.matchTime * 1000);
const ids = (s: { matches: readonly { id: number }[] }) => s.matches.map((m) => m.id);

describe.each(['football', 'basketball'] as const)('HTTP lists of the small day: %s', (sport) => {
  it('[HT-8] realtimeMatch_b holds every match of the recorded day, now dated today', async () => {
    const answer = await list(sport, 'realtimeMatch_b');
    expect(ids(answer)).toEqual(expect.arrayContaining(ids(recorded(sport))));
    const today = shanghaiDate(server.source.now());
    const recordedIds = new Set(ids(recorded(sport)));
    expect(answer.matches.filter((m) => recordedIds.has(m.id)).every((m) => dayOf(m) === today)).toBe(true);
  });

  it("[HT-8] topOne_b holds exactly today's first-tier matches", async () => {
    const answer = await list(sport, 'topOne_b');
    const today = shanghaiDate(server.source.now());
    const firstTier = new Set(recorded(sport).competitions.filter((c) => c.firstTier).map((c) => c.id));
    const expected = recorded(sport).matches.filter((m) => firstTier.has(m.competitionId)).map((m) => m.id);
    expect(ids(answer).sort()).toEqual(expect.arrayContaining(expected.sort()));
    expect(answer.matches.every((m) => firstTier.has(m.competitionId) && dayOf(m) === today)).toBe(true);
    expect(answer.competitions.every((c) => c.firstTier)).toBe(true);
  });

  it('[HT-8] historyMatch_b / futureMatch_b answer the matches of the asked day only', async () => {
    const now = server.source.now();
    const today = await list(sport, 'historyMatch_b', { matchDate: shanghaiDate(now) });
    expect(ids(today)).toEqual(expect.arrayContaining(ids(recorded(sport))));
    const tomorrow = await list(sport, 'futureMatch_b', { matchDate: shanghaiDate(now + DAY_MS) });
    expect(tomorrow.matches.every((m) => dayOf(m) === shanghaiDate(now + DAY_MS))).toBe(true);
    expect(ids(await list(sport, 'historyMatch_b', { matchDate: '2001-01-01' }))).toEqual([]);
  });
});

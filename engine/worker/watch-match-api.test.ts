// The match centre's live API as the page uses it (issue #13): through Comlink over a real MessageChannel, the
// watch's full value and its changes come on the one onPatch port, a goal in the same patch as its list row.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedEvent, MatchDetailPatch, MatchDetailView, Patch } from '../core';
import { applyDetailPatch, applyViewPatch, decodeViewPatch, emptyPageTables, emptyRowModel, loadingDetailView } from '../core';
import { match, snapshot } from '../core/test-support/builders';
import { withListBytes } from '../core/test-support/list-bytes';
import { DAY } from '../core/test-support/world';
import type { FootballRow } from '../core';
import type { EngineApi } from './api';
import { createEngineApi } from './api';
import { engineWorld, settle } from './test-support/engine-world';
import { fixtureOf } from './test-support/sample-day';

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach((c) => { c.port1.close(); c.port2.close(); }));

const KICK_OFF = DAY - 20 * 60;
const goal = { type: 'incidents' as const, sport: 'football' as const, matchId: 1, mode: 'append' as const, items: [{ type: 1, position: 1, time: 21, addTime: 0, homeScore: 1, awayScore: 0, playerName: '武磊', assist1Name: '', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 }] };
const day: FeedEvent[] = [
  snapshot('football', [match('football', 1, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF }), match('football', 2, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF })]),
  { type: 'score', sport: 'football', matchId: 1, statusId: 2, goingTime: KICK_OFF, homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0, seq: 2, ts: DAY * 1000 + 5_000 },
  { ...withListBytes(goal), seq: 3, ts: DAY * 1000 + 5_000 },
];

describe('EngineApi.watchMatch over Comlink (issue #13)', () => {
  it('[GN-1] one onPatch order: the full value first, then a goal in the same patch as the list row that shows it', async () => {
    const world = engineWorld();
    const channel = new MessageChannel();
    channels.push(channel);
    Comlink.expose(createEngineApi(world.engine), channel.port1);
    const api = Comlink.wrap<EngineApi>(channel.port2);
    const seen: { list: string | undefined; detail: MatchDetailPatch[] }[] = [];
    const tables = emptyPageTables();
    const rows = emptyRowModel();
    await api.onPatch(Comlink.proxy((patch: Patch) => {
      let list: string | undefined;
      for (const v of patch.views) {
        const decoded = decodeViewPatch(v, tables);
        if (!decoded.ok) throw new Error(decoded.reason);
        applyViewPatch(rows, decoded.patch);
        list = (rows.rows[1] as FootballRow | undefined)?.score;
      }
      seen.push({ list, detail: (patch.details ?? []).filter((d) => d.subscription === 2) });
    }));
    expect(await api.start({ replay: { bytes: fixtureOf(day), speed: 1 } })).toMatchObject({ ok: true });
    world.scheduler.advance(100);
    await settle();
    expect(await api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' })).toEqual({ ok: true, id: 1 });
    expect(await api.watchMatch(2, 'football', 1)).toEqual({ ok: true, id: 2 });
    for (let i = 0; i < 80; i++) {
      world.scheduler.advance(100);
      await settle(2);
    }
    const parts = seen.flatMap((s) => s.detail);
    expect(parts[0]).toMatchObject({ kind: 'full', view: { status: 'live', row: { score: '0-0' } } });
    const withGoal = seen.findIndex((s) => s.detail.some((d) => d.kind === 'change' && d.change.row?.score === '1-0'));
    expect(withGoal).toBeGreaterThan(0);
    expect(seen[withGoal].list).toBe('1-0'); // the list row moved in the very same patch
    const view: MatchDetailView = parts.reduce(applyDetailPatch, loadingDetailView('football', 1));
    expect(view.incidents.map((i) => i.playerName)).toEqual(['武磊']);
    expect(await api.unwatch(2)).toBe(true);
  });
});

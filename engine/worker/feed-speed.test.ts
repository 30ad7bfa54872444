// The live views run on the feed's clock (issue #13): a server whose feed plays at 30× (its frames and pongs
// stamped with the feed's time) and a watched match — the header's minute is the feed's minute, as the frames'
// timeline says, not the browser's (46' shown while the timeline said 73' before).
import { describe, expect, it } from 'vitest';
import type { FeedEvent, FootballRow, MatchDetailView, Patch } from '../core';
import { applyDetailPatch, loadingDetailView } from '../core';
import { match, snapshot } from '../core/test-support/builders';
import { DAY } from '../core/test-support/world';
import { ManualScheduler } from '../time/manual-scheduler';
import { Engine } from './engine';
import { MemoryRepository } from './persist/memory-repository';
import { WakeupHub } from './source/wakeups';
import { settle } from './test-support/engine-world';
import { FakeFeedServer } from './test-support/fake-feed-server';
import { TestSocketNetwork } from './test-support/test-socket';

const SPEED = 30;
const T0 = DAY * 1000; // wall and feed time when the page connects
const KICK_OFF = DAY - 20 * 60; // unix s: 20 feed minutes played at T0

describe('the live views on the feed\'s clock (FEED_SPEED ≠ 1)', () => {
  it('[MN-1] a watched match\'s header minute follows the feed at 30×, between frames too', async () => {
    const scheduler = new ManualScheduler(T0);
    const feedNow = () => T0 + (scheduler.now() - T0) * SPEED;
    // A frame a feed minute (2 wall seconds), as the server sends them when the feed's time reaches them.
    const day: FeedEvent[] = [
      { ...snapshot('football', [match('football', 1, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF })], 1, 'st'), ts: T0 },
      ...Array.from({ length: 30 }, (_, i): FeedEvent => ({
        type: 'stats', sport: 'football', matchId: 1, mode: 'replace', items: [{ type: 25, home: 50 + (i % 5), away: 50 - (i % 5) }], seq: i + 2, ts: T0 + (i + 1) * 60_000,
      })),
    ];
    const network = new TestSocketNetwork();
    const server = new FakeFeedServer(day, { now: feedNow });
    const engine = new Engine({
      scheduler, random: () => 0, connectSocket: network.connect, wakeups: new WakeupHub(),
      fetch: () => Promise.reject(new Error('no network in this test')), openStorage: async () => new MemoryRepository(),
    });
    let view: MatchDetailView = loadingDetailView('football', 1);
    engine.patches.add((patch: Patch) => { for (const d of patch.details ?? []) if (d.subscription === 7) view = applyDetailPatch(view, d); });
    server.publish(1);
    await engine.start({ wsUrl: 'ws://feed.test/ws' });
    const step = (ms: number) => {
      network.pairs.forEach((p) => server.accept(p));
      server.serve();
      network.pairs.forEach((p) => p.flushToClient());
      scheduler.advance(ms);
    };
    for (let i = 0; i < 3; i++) step(50);
    await settle();
    await engine.repository();
    const answer = engine.views.watchMatch(7, 'football', 1);
    if (!answer.ok) throw new Error(answer.reason);
    engine.patches.post(answer.patch, true);
    // 40 wall seconds: the feed plays 20 minutes, a frame each feed minute.
    for (let wall = 0; wall < 40_000; wall += 100) {
      while (!server.finished && day[server.state.seq]?.ts <= feedNow()) server.publish(1);
      step(100);
      if (wall % 1_000 === 0) await settle(3);
    }
    await settle();
    const feedMinute = Math.floor((feedNow() / 1000 - KICK_OFF) / 60) + 1;
    expect(feedMinute).toBeGreaterThanOrEqual(40); // 20' + 20 feed minutes
    const shown = Number.parseInt((view.row as FootballRow).minute, 10);
    // The header's minute is the feed's (within the minute a refresh can trail), not the wall clock's 21'.
    expect(Math.abs(shown - feedMinute)).toBeLessThanOrEqual(1);
    await engine.stop();
  });
});

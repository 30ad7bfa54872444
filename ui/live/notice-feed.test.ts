import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../engine/core';
import type { EngineView } from '../engine-client';
import { TriggerQueue, ViewStore } from '../engine-client';
import { ManualScheduler } from '../../engine/time';
import { NOTICE_DELAY_MS } from './goal-notice';
import type { ShownNotice } from './notice-feed';
import { connectNoticeFeed } from './notice-feed';
import { NoticeTimeline } from './notice-timeline';
import { footballRow } from './test-support/rows';

/** A trigger as the engine decided it: match 1 has live room 3001 [GN-7]. */
const trigger = (kind: Trigger['kind'], matchId: number, at = 1000): Trigger => ({ kind, sport: 'football', matchId, sides: ['home'], at, room: matchId === 1 ? 3001 : null });

function harness() {
  const clock = new ManualScheduler(1_700_000_000_000);
  const timeline = new NoticeTimeline<ShownNotice>(clock);
  const triggers = new TriggerQueue();
  const store = new ViewStore('football');
  store.state.rows[1] = footballRow(1, { living: 2, score: '1-0' });
  store.state.rows[2] = footballRow(2, { homeName: '阿森纳', score: '2-1' });
  const views = new Map<number, EngineView>([[7, { store, options: { sport: 'football', list: 'today', tab: 'all' }, close: () => {} }]]);
  const unrendered: number[] = [];
  const off = connectNoticeFeed({
    client: { triggers, viewOf: (id) => views.get(id) },
    timeline,
    unrendered: (t) => unrendered.push(t.matchId),
  });
  const shown = () => {
    clock.advance(NOTICE_DELAY_MS);
    return timeline.snapshot();
  };
  return { triggers, views, timeline, unrendered, off, shown, store };
}

describe('connectNoticeFeed', () => {
  it('[GN-7] every trigger becomes a pop-up at once, linking to the room the engine put in it (or the detail page); the queue is drained', () => {
    const h = harness();
    h.triggers.push([trigger('goal', 1), trigger('goal', 2)], 7);
    expect(h.triggers.snapshot()).toEqual([]);
    const notices = h.shown();
    expect(notices.map((n) => [n.matchId, n.href, n.homeScore])).toEqual([
      [1, '/liveRoom?roomId=3001', '1'],
      [2, '/liveRoom?detail=2&SportType=football', '2'],
    ]);
  });

  it('the page does not decide again: a trigger it has a row for shows, whatever the settings; one whose list closed has no row to tell', () => {
    const h = harness();
    h.triggers.push([trigger('goal', 1)], 8);
    h.triggers.push([trigger('goal', 2)], 7);
    expect(h.shown().map((n) => n.matchId)).toEqual([2]);
    expect(h.unrendered).toEqual([1]);
  });

  it('a retraction replaces the pop-up of the goal it takes back', () => {
    const h = harness();
    h.triggers.push([trigger('goal', 1), trigger('goal', 2)], 7);
    h.shown();
    h.store.state.rows[1] = footballRow(1, { living: 2, score: '0-0' });
    h.triggers.push([trigger('retraction', 1, 2000)], 7);
    const notices = h.shown();
    expect(notices.map((n) => [n.kind, n.matchId, n.headline])).toEqual([['goal', 2, '进球'], ['retraction', 1, '进球取消 · 主队 0-0']]);
  });

  it('after unsubscribing it takes nothing more', () => {
    const h = harness();
    h.off();
    h.triggers.push([trigger('goal', 1)], 7);
    expect(h.triggers.snapshot()).toHaveLength(1);
    expect(h.shown()).toEqual([]);
  });
});

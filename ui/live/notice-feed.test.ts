import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../engine/core';
import { DEFAULT_SETTINGS } from '../../engine/core/rules/settings';
import type { Settings } from '../../engine/core/rules/settings';
import type { EngineView } from '../engine-client';
import { TriggerQueue, ViewStore } from '../engine-client';
import { ManualScheduler } from '../../engine/time';
import { NOTICE_DELAY_MS } from './goal-notice';
import type { ShownNotice } from './notice-feed';
import { connectNoticeFeed } from './notice-feed';
import { NoticeTimeline } from './notice-timeline';
import { footballRow } from './test-support/rows';

const trigger = (kind: Trigger['kind'], matchId: number, at = 1000): Trigger => ({ kind, sport: 'football', matchId, sides: ['home'], at });
const settle = () => new Promise((r) => setTimeout(r, 0));

function harness(settings: Settings = DEFAULT_SETTINGS) {
  const clock = new ManualScheduler(1_700_000_000_000);
  const timeline = new NoticeTimeline<ShownNotice>(clock);
  const triggers = new TriggerQueue();
  const store = new ViewStore('football');
  store.state.rows[1] = footballRow(1, { living: 2, score: '1-0' });
  store.state.rows[2] = footballRow(2, { homeName: '阿森纳', score: '2-1' });
  const views = new Map<number, EngineView>([[7, { store, options: { sport: 'football', list: 'today', tab: 'all' }, close: () => {} }]]);
  const marked: number[] = [];
  const suppressed: string[] = [];
  const off = connectNoticeFeed({
    client: { triggers, viewOf: (id) => views.get(id), api: { liveRoomOf: async (_sport, id) => (id === 1 ? 3001 : null) } },
    timeline, settings: () => settings, markRetracted: (_sport, id) => marked.push(id),
    suppressed: (t, reason) => suppressed.push(`${t.matchId}:${reason}`),
  });
  const shown = async () => {
    await settle();
    clock.advance(NOTICE_DELAY_MS);
    return timeline.snapshot();
  };
  return { triggers, views, timeline, marked, suppressed, off, shown, store };
}

describe('connectNoticeFeed', () => {
  it('[GN-2] [GN-7] a listed goal becomes a pop-up linking to the live room (or the detail page); the queue is drained', async () => {
    const h = harness();
    h.triggers.push([trigger('goal', 1), trigger('goal', 2)], 7);
    expect(h.triggers.snapshot()).toEqual([]);
    const notices = await h.shown();
    expect(notices.map((n) => [n.matchId, n.href, n.homeScore])).toEqual([
      [1, '/liveRoom?roomId=3001', '1'],
      [2, '/liveRoom?detail=2&SportType=football', '2'],
    ]);
  });

  it('[GN-2] a trigger of a list that has closed, or of a match not in it, shows nothing', async () => {
    const h = harness();
    h.triggers.push([trigger('goal', 1)], 8);
    h.triggers.push([trigger('goal', 3)], 7);
    expect(await h.shown()).toEqual([]);
    expect(h.suppressed).toEqual(['1:notListed', '3:notListed']);
  });

  it('[GN-6] goalTip off: no pop-up', async () => {
    const h = harness({ ...DEFAULT_SETTINGS, goalTip: false });
    h.triggers.push([trigger('goal', 1)], 7);
    expect(await h.shown()).toEqual([]);
    expect(h.suppressed).toEqual(['1:tipOff']);
  });

  it('a retraction marks the row and replaces the pop-up of the goal it takes back', async () => {
    const h = harness();
    h.triggers.push([trigger('goal', 1), trigger('goal', 2)], 7);
    await h.shown();
    h.store.state.rows[1] = footballRow(1, { living: 2, score: '0-0' });
    h.triggers.push([trigger('retraction', 1, 2000)], 7);
    const notices = await h.shown();
    expect(notices.map((n) => [n.kind, n.matchId, n.headline])).toEqual([['goal', 2, '进球'], ['retraction', 1, '进球取消 · 主队 0-0']]);
    expect(h.marked).toEqual([1]);
  });

  it('after unsubscribing it takes nothing more', async () => {
    const h = harness();
    h.off();
    h.triggers.push([trigger('goal', 1)], 7);
    expect(h.triggers.snapshot()).toHaveLength(1);
    expect(await h.shown()).toEqual([]);
  });
});

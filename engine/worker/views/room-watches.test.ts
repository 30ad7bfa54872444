// The live room page's watch (issue #14), by example: what it says before and without its room, the room's stream
// start, close, match switch and info change as they are folded, and the goal pop-ups of the room's match only.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, Match, Patch, RoomWatchPatch, Unstamped } from '../../core';
import { EMPTY_STATE, fold, isMergeError, mergePatches } from '../../core';
import { match, room, snapshot } from '../../core/test-support/builders';
import { DAY } from '../../core/test-support/world';
import { ManualScheduler } from '../../time/manual-scheduler';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ViewHub } from './view-hub';

const KICK_OFF = DAY - 20 * 60;
const going = (id: number) => match('football', id, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF });
const score = (matchId: number, home: number, away: number): Unstamped => ({
  type: 'score', sport: 'football', matchId, statusId: 2, goingTime: KICK_OFF, homeScores: [home, 0, 0, 0, 0],
  awayScores: [away, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0,
});

function world(matches: Match[] = [going(1), going(2)]) {
  const scheduler = new ManualScheduler(DAY * 1000);
  const patches: { patch: Patch; urgent: boolean }[] = [];
  const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: (patch, urgent) => { patches.push({ patch, urgent }); } });
  let state: LiveState = EMPTY_STATE;
  let seq = 0;
  const feed = (...events: (Unstamped | FeedEvent)[]) => {
    const stamped = events.map((e) => ({ ...e, seq: ++seq, ts: scheduler.now() }) as FeedEvent);
    const folded = fold(state, stamped);
    state = folded.state;
    hub.batch({ state, changes: folded.changes, ts: scheduler.now() });
  };
  const watch = (id: number, roomId: number) => {
    const answer = hub.watchRoom(id, roomId);
    if (!answer.ok) throw new Error(answer.reason);
    patches.push({ patch: answer.patch, urgent: true });
  };
  const parts = (id: number, from = 0): RoomWatchPatch[] => patches.slice(from).flatMap((p) => (p.patch.rooms ?? []).filter((r) => r.subscription === id));
  return { hub, patches, feed, watch, parts, lists: () => feed(snapshot('football', matches, ++seq, 's')) };
}

describe('the live room watch (issue #14)', () => {
  it("says 'loading' before the lists, 'unknown' for a room the feed has not described, then 'live' on its stream start", () => {
    const w = world();
    w.watch(7, 880001);
    expect(w.parts(7)).toEqual([{ subscription: 7, status: 'loading', room: null, triggers: [] }]);
    w.lists();
    expect(w.parts(7).at(-1)).toEqual({ subscription: 7, status: 'unknown', room: null, triggers: [] });
    w.feed({ type: 'streamStart', room: room(880001, 1) });
    expect(w.parts(7).at(-1)).toMatchObject({ status: 'live', room: { roomId: 880001, matchId: 1, living: true } });
  });

  it('[RT-5] [RT-6] [RT-9] posts the room on close, match switch and info change; nothing for other rooms', () => {
    const w = world();
    w.lists();
    w.feed({ type: 'streamStart', room: room(5, 1) });
    w.watch(7, 5);
    const from = w.patches.length;
    w.feed({ type: 'streamStart', room: room(6, 2) });
    expect(w.parts(7, from)).toEqual([]);
    w.feed({ type: 'roomInfo', roomId: 5, patch: { roomName: '新名字', viewCount: 99 } });
    expect(w.parts(7, from).at(-1)?.room).toMatchObject({ roomName: '新名字', viewCount: 99 });
    w.feed({ type: 'matchSwitch', prevMatchId: 1, room: room(5, 2) });
    expect(w.parts(7, from).at(-1)?.room).toMatchObject({ matchId: 2, living: true });
    w.feed({ type: 'streamClose', sport: 'football', matchId: 2, roomId: 5 });
    expect(w.parts(7, from).at(-1)?.room).toMatchObject({ living: false });
  });

  it('[GN-1] [GN-2] a goal of the room\'s match is a pop-up (urgent, the room its link); another match\'s is not', () => {
    const w = world();
    w.lists();
    w.feed({ type: 'streamStart', room: room(5, 1) });
    w.watch(7, 5);
    const from = w.patches.length;
    w.feed(score(2, 1, 0));
    expect(w.parts(7, from)).toEqual([]);
    w.feed(score(1, 0, 1));
    const part = w.parts(7, from).at(-1)!;
    expect(part.room).toBeUndefined(); // the room itself did not change
    expect(part.triggers).toEqual([expect.objectContaining({ kind: 'goal', matchId: 1, sides: ['away'], room: 5 })]);
    expect(w.patches.at(-1)!.urgent).toBe(true);
  });

  it('[GN-6] no pop-up with the goal tip off; ids are shared with the other subscriptions; unwatchRoom stops it', () => {
    const w = world();
    w.lists();
    w.feed({ type: 'streamStart', room: room(5, 1) });
    w.hub.localChanged({ ...DEFAULT_LOCAL_ITEMS, settings: { ...DEFAULT_LOCAL_ITEMS.settings, goalTip: false } });
    w.watch(7, 5);
    expect(w.hub.watchRoom(7, 6)).toMatchObject({ ok: false, reason: 'badId' });
    expect(w.hub.watchMatch(7, 'football', 1)).toMatchObject({ ok: false, reason: 'badId' });
    expect(w.hub.watchRoom(8, 0)).toMatchObject({ ok: false, reason: 'badRoom' });
    const from = w.patches.length;
    w.feed(score(1, 1, 0));
    expect(w.parts(7, from)).toEqual([]);
    expect(w.hub.unwatchRoom(7)).toBe(true);
    w.feed({ type: 'roomInfo', roomId: 5, patch: { viewCount: 1 } });
    expect(w.parts(7, from)).toEqual([]);
  });

  it('patches merged while the page is busy keep every room part, in order', () => {
    const w = world();
    w.lists();
    w.feed({ type: 'streamStart', room: room(5, 1) });
    w.watch(7, 5);
    const from = w.patches.length;
    w.feed({ type: 'roomInfo', roomId: 5, patch: { viewCount: 1 } });
    w.feed(score(1, 1, 0));
    const [a, b] = w.patches.slice(from).map((p) => p.patch);
    const merged = mergePatches(a, b);
    if (isMergeError(merged)) throw new Error(merged.detail);
    expect(merged.rooms).toEqual([...a.rooms!, ...b.rooms!]);
    expect(merged.rooms!.map((r) => r.triggers.length)).toEqual([0, 1]);
  });
});

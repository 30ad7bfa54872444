// A recorded day with live rooms on cue, for the live room e2e (issue #14): the shipped small day folded up to a
// busy moment (two football matches and a basketball match going), moved so that moment is now, then the demo
// anchors' rooms — 880001 live on football match A under a room name that is markup, 880002 started and closed
// on match B (ended), 880003 live on match A (banned in the database by the spec), 880004 live on the basketball
// match — and, every cycle, a goal of match A (code 11) taken back ten seconds later. Replayed at FEED_SPEED=1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedEvent, LiveState, Match, RoomInit, ScoreChange } from '../../engine/core';
import { EMPTY_STATE, fold, snapshotOf } from '../../engine/core';
import { shiftEvent } from '../../engine/core/time-shift';
import { encodeEventFrame, writeFixture } from '../../engine/wire';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { busyMoment, goingMatches, recordedTimeAt, smallDay } from './busy-day';

export const ROOM = { live: 880001, ended: 880002, banned: 880003, basketball: 880004 } as const;
export const XSS_NAME = '<img src=x onerror=alert(1)>';
export const GOAL_CYCLE_MS = 20_000;

export interface RoomFixture {
  readonly file: string;
  readonly footballA: Match;
  readonly footballB: Match;
  readonly basketball: Match;
  /** The feed's virtual time of the first goal of match A (the fixture's `now` is the feed's FEED_START). */
  readonly firstGoalAt: number;
}

function roomInit(roomId: number, m: Match, roomName: string, viewCount: number): RoomInit {
  const anchor = DEMO_ANCHORS.find((a) => a.roomId === roomId)!;
  return {
    roomId, roomName, coverPicture: '', hxRoomId: `hx${roomId}`, notice: '', viewCount, setCount: 12, sport: m.sport, matchId: m.id,
    anchor: { customId: anchor.customerId, name: anchor.nickname, avatar: '', level: 6, identify: 1 },
  };
}

function score(m: Match, home: readonly number[], seq: number, ts: number): ScoreChange {
  return {
    type: 'score', seq, ts, sport: m.sport, matchId: m.id, statusId: m.statusId, goingTime: m.goingTime,
    homeScores: home, awayScores: m.awayScores, homeOverTime: m.homeOverTime, awayOverTime: m.awayOverTime, note: '', clockSeconds: 0,
  };
}

export function buildRoomFixture(dir: string, now: number, firstGoalIn: number, cycles: number): RoomFixture {
  const { fixture, events } = smallDay();
  const moment = busyMoment(events);
  const recordedNow = recordedTimeAt(fixture, now);
  const delta = Math.round((recordedNow - moment.ts) / 1000) * 1000;
  const state: LiveState = fold(EMPTY_STATE, [snapshotOf(moment.state, 'football', moment.ts), snapshotOf(moment.state, 'basketball', moment.ts)]).state;
  const shift = (m: Match): Match => ({ ...m, goingTime: m.goingTime + delta / 1000, matchTime: m.matchTime + delta / 1000 });
  const [a, b] = goingMatches(state, 'football').map(shift);
  const c = goingMatches(state, 'basketball').map(shift)[0];
  let seq = state.seq;
  const at = recordedNow - 5_000; // before the server starts: folded in its catch-up
  const out: FeedEvent[] = [
    shiftEvent(snapshotOf(state, 'football', moment.ts), delta),
    shiftEvent(snapshotOf(state, 'basketball', moment.ts), delta),
    { type: 'streamStart', seq: ++seq, ts: at, room: roomInit(ROOM.live, a, XSS_NAME, 2345) },
    { type: 'streamStart', seq: ++seq, ts: at + 1, room: roomInit(ROOM.ended, b, '已下播的直播间', 678) },
    { type: 'streamStart', seq: ++seq, ts: at + 2, room: roomInit(ROOM.banned, a, '被封禁的直播间', 90) },
    { type: 'streamStart', seq: ++seq, ts: at + 3, room: roomInit(ROOM.basketball, c, '篮球直播间', 456) },
    { type: 'streamClose', seq: ++seq, ts: at + 4, sport: b.sport, matchId: b.id, roomId: ROOM.ended },
  ];
  const first = recordedNow + firstGoalIn;
  for (let n = 0; n < cycles; n++) {
    const t = first + n * GOAL_CYCLE_MS;
    out.push(score(a, a.homeScores.map((s, i) => (i === 0 ? s + 1 : s)), ++seq, t), score(a, a.homeScores, ++seq, t + 10_000));
  }
  const file = join(dir, 'rooms.lsfx');
  const header = { ...fixture.header, generator: `${fixture.header.generator} | e2e live rooms`, frameCount: out.length };
  writeFileSync(file, writeFixture(header, out.map(encodeEventFrame)));
  return { file, footballA: a, footballB: b, basketball: c, firstGoalAt: now + firstGoalIn };
}

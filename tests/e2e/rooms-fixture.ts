// A recorded day with many live rooms, for the search panel and home's live list (issue #14): the shipped small
// day's busy moment (as goal-fixture.ts folds it) moved to now, then ROOM_COUNT streams starting on its first going
// football match — rooms 看球之夜 1…25 of anchors 解说员1…25, most watched of all, in that order — and one of the demo
// anchor 球评老张 (an account here, with a bio: server/db/demo-people.ts). The replay catches up to now at start,
// so every room is live once the server is up, and none closes (FEED_LOOP=false, FEED_SPEED=1).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedEvent, LiveState, RoomInit } from '../../engine/core';
import { EMPTY_STATE, fold, snapshotOf } from '../../engine/core';
import { shiftEvent } from '../../engine/core/time-shift';
import { encodeEventFrame, writeFixture } from '../../engine/wire';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { busyMoment, goingMatches, recordedTimeAt, smallDay } from './busy-day';

export const ROOM_COUNT = 25;
export const FIRST_ROOM_ID = 990_001;
export const DEMO_ANCHOR = DEMO_ANCHORS[0];
export const roomNameOf = (i: number) => `看球之夜 ${i}`;
export const anchorNameOf = (i: number) => `解说员${i}`;

export function buildRoomsFixture(dir: string, now: number): { readonly file: string; readonly home: string; readonly away: string } {
  const { fixture, events } = smallDay();
  const moment = busyMoment(events);
  const recordedNow = recordedTimeAt(fixture, now);
  const delta = Math.round((recordedNow - moment.ts) / 1000) * 1000;
  const state: LiveState = fold(EMPTY_STATE, [snapshotOf(moment.state, 'football', moment.ts), snapshotOf(moment.state, 'basketball', moment.ts)]).state;
  const match = goingMatches(state, 'football')[0];
  const teams = state.football.teams;
  const room = (roomId: number, roomName: string, customId: number, name: string, viewCount: number): RoomInit => ({
    roomId, roomName, coverPicture: '', hxRoomId: `hx${roomId}`, notice: '', viewCount, setCount: viewCount,
    anchor: { customId, name, avatar: '', level: 6, identify: 1 }, sport: 'football', matchId: match.id,
  });
  const starts = [
    room(DEMO_ANCHOR.roomId, '老张聊英超', DEMO_ANCHOR.customerId, DEMO_ANCHOR.nickname, 50),
    ...Array.from({ length: ROOM_COUNT }, (_, i) => room(FIRST_ROOM_ID + i, roomNameOf(i + 1), 3_000_001 + i, anchorNameOf(i + 1), 900_000 - i)),
  ];
  let seq = state.seq;
  const at = recordedNow + 1; // just after the snapshot; the server starts later, so it plays them as it catches up
  const out: FeedEvent[] = [
    shiftEvent(snapshotOf(state, 'football', moment.ts), delta),
    shiftEvent(snapshotOf(state, 'basketball', moment.ts), delta),
    ...starts.map((r, i): FeedEvent => ({ type: 'streamStart', room: r, seq: ++seq, ts: at + i })),
  ];
  const file = join(dir, 'rooms.lsfx');
  const header = { ...fixture.header, generator: `${fixture.header.generator} | e2e live rooms`, frameCount: out.length };
  writeFileSync(file, writeFixture(header, out.map(encodeEventFrame)));
  return { file, home: teams[match.homeTeamId]?.name ?? '', away: teams[match.awayTeamId]?.name ?? '' };
}

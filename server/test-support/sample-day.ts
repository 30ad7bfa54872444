// A small hand-made match day for tests (the real generator lives in fixtures/generator): four football and two
// basketball matches with scores and status changes, a live room whose viewer count changes every minute (so
// frames flow at any hour), and the list snapshots at midnight. Same shape as generateDay: { header, events }.
import type { Competition, FeedEvent, Match, RoomInit, Sport, Team } from '../../engine/core';
import { midnightOfShanghaiDate } from '../../engine/core/time/beijing-day';
import type { Fixture, FixtureHeader } from '../../engine/wire';
import { encodeEventFrame } from '../../engine/wire';
import { PROTOCOL_VERSION } from '../../proto/version';

const MINUTE = 60_000;

export const SAMPLE = {
  /** First-tier competitions: 1 (football), 11 (basketball). */
  firstTier: { football: [1], basketball: [11] },
  football: [
    { id: 1001, competitionId: 1, kickOff: 30 }, // minutes after local midnight
    { id: 1002, competitionId: 2, kickOff: 12 * 60 },
    { id: 1003, competitionId: 1, kickOff: 19 * 60 + 30 },
    { id: 1004, competitionId: 1, kickOff: 22 * 60 + 30 }, // ends after midnight
  ],
  basketball: [
    { id: 2001, competitionId: 11, kickOff: 8 * 60 },
    { id: 2002, competitionId: 12, kickOff: 20 * 60 },
  ],
  roomId: 501,
} as const;

function competition(id: number): Competition {
  const firstTier = id === 1 || id === 11;
  return { id, name: `赛事${id}`, shortName: `赛${id}`, logo: '', color: '#336699', initial: 'S', firstTier, hot: firstTier };
}

function team(id: number): Team {
  return { id, name: `球队${id}`, logo: '', position: 0 };
}

function match(sport: Sport, id: number, competitionId: number, kickOffMs: number): Match {
  return {
    id, sport, competitionId, homeTeamId: id * 10 + 1, awayTeamId: id * 10 + 2, matchTime: kickOffMs / 1000,
    statusId: 1, goingTime: 0, peopleNum: 100, hasLineup: false, ncaa: false, kind: 1, stageId: 0, seasonId: 0,
    homePosition: 0, awayPosition: 0, note: '', remark: '', homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0],
    homeOverTime: [], awayOverTime: [], lotteries: sport === 'football' ? { 101: '周六001' } : {}, living: [],
    preview: [], varUntil: 0, clockSeconds: 0, extraHalf: 0,
  };
}

/** An event before it gets its seq. */
type Timed = FeedEvent extends infer E ? (E extends FeedEvent ? Omit<E, 'seq'> : never) : never;

function footballMatchEvents(id: number, kickOff: number): Timed[] {
  const out: Timed[] = [];
  const second = kickOff + 60 * MINUTE;
  out.push({ type: 'status', clockSeconds: 0, ts: kickOff, sport: 'football', matchId: id, statusId: 2, goingTime: kickOff / 1000 });
  let home = 0;
  let corners = 0;
  for (let m = 5; m <= 105; m += 5) {
    if (m === 45 || m === 60) continue;
    if (m % 20 === 0) home++;
    corners++;
    const statusId = m < 45 ? 2 : 4;
    const goingTime = (statusId === 2 ? kickOff : second) / 1000;
    const half = m < 45 ? home : Math.min(home, 1);
    out.push({
      type: 'score', clockSeconds: 0, ts: kickOff + m * MINUTE, sport: 'football', matchId: id, statusId, goingTime,
      homeScores: [home, half, 0, 0, corners], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], note: '',
    });
  }
  out.push({ type: 'status', clockSeconds: 0, ts: kickOff + 45 * MINUTE, sport: 'football', matchId: id, statusId: 3, goingTime: kickOff / 1000 });
  out.push({ type: 'status', clockSeconds: 0, ts: second, sport: 'football', matchId: id, statusId: 4, goingTime: second / 1000 });
  out.push({ type: 'status', clockSeconds: 0, ts: kickOff + 110 * MINUTE, sport: 'football', matchId: id, statusId: 8, goingTime: second / 1000 });
  return out;
}

function basketballMatchEvents(id: number, kickOff: number): Timed[] {
  const out: Timed[] = [];
  const scores = [0, 0, 0, 0, 0];
  for (let period = 0; period < 8; period++) {
    const start = kickOff + period * 15 * MINUTE;
    const statusId = period + 2; // 2 Q1 … 9 would be overtime; the last step finishes the match
    out.push({ type: 'status', clockSeconds: 0, ts: start, sport: 'basketball', matchId: id, statusId: period === 7 ? 10 : statusId, goingTime: start / 1000 });
    if (period % 2 === 0 && period < 7) {
      scores[period / 2] += 20;
      out.push({
        type: 'score', clockSeconds: 0, ts: start + 5 * MINUTE, sport: 'basketball', matchId: id, statusId, goingTime: start / 1000,
        homeScores: [...scores], awayScores: scores.map((s) => Math.max(0, s - 2)), homeOverTime: [], awayOverTime: [],
        note: '',
      });
    }
  }
  return out;
}

function room(matchId: number): RoomInit {
  return {
    roomId: SAMPLE.roomId, roomName: '主播房间', coverPicture: '', hxRoomId: 'hx501', notice: '', viewCount: 0,
    setCount: 0, anchor: { customId: 9001, name: '主播', avatar: '', level: 3, identify: 1 }, sport: 'football', matchId,
  };
}

export interface SampleDay {
  readonly header: FixtureHeader;
  readonly events: FeedEvent[];
}

/** The sample day on `date` ('YYYY-MM-DD'), events in ts order with seq 1, 2, 3 … */
export function sampleDay(date: string): SampleDay {
  const midnight = midnightOfShanghaiDate(date);
  if (midnight === undefined) throw new Error(`not a date: ${date}`);
  const at = (minutes: number) => midnight + minutes * MINUTE;
  const snapshot = (sport: Sport, list: readonly { id: number; competitionId: number; kickOff: number }[]): Timed => {
    const matches = list.map((m) => match(sport, m.id, m.competitionId, at(m.kickOff)));
    return {
      type: 'listSnapshot', ts: midnight, sport, stream: `sample-${date}`,
      competitions: [...new Set(list.map((m) => m.competitionId))].map(competition),
      teams: matches.flatMap((m) => [team(m.homeTeamId), team(m.awayTeamId)]),
      matches, rooms: [],
    };
  };
  const timed: Timed[] = [snapshot('football', SAMPLE.football), snapshot('basketball', SAMPLE.basketball)];
  timed.push({ type: 'streamStart', ts: midnight, room: room(1003) });
  for (const m of SAMPLE.football) timed.push(...footballMatchEvents(m.id, at(m.kickOff)));
  for (const m of SAMPLE.basketball) timed.push(...basketballMatchEvents(m.id, at(m.kickOff)));
  for (let minute = 1; minute < 24 * 60; minute++) {
    timed.push({ type: 'roomInfo', ts: at(minute), roomId: SAMPLE.roomId, patch: { viewCount: minute } });
  }
  const events = timed
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.ts - b.e.ts || a.i - b.i)
    .map(({ e }, i) => ({ ...e, seq: i + 1 }) as FeedEvent);
  return {
    header: {
      protocolVersion: PROTOCOL_VERSION, seed: 'sample', date, startTs: midnight, generator: 'server/test-support',
      frameCount: events.length,
    },
    events,
  };
}

export function sampleFixture(date: string): Fixture {
  const day = sampleDay(date);
  return { header: day.header, frames: day.events.map(encodeEventFrame) };
}


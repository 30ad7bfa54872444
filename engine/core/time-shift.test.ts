import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from './events';
import { fold } from './fold/fold';
import type { Competition, Match, Team } from './model';
import { EMPTY_STATE } from './model';
import type { Sport } from './sport';
import { DAY_MS, midnightOfShanghaiDate, shanghaiDate, shanghaiMidnight } from './time/beijing-day';
import { shiftEvent, shiftState, wholeDayShift } from './time-shift';

// Realistic absolute times (2020–2030), so a shift of a few years never crosses zero.
const T0 = Date.UTC(2020, 0, 1);
const T1 = Date.UTC(2030, 0, 1);
const tsArb = fc.integer({ min: T0, max: T1 });
const secondsArb = fc.integer({ min: T0 / 1000, max: T1 / 1000 });
const deltaArb = fc.integer({ min: -1500, max: 1500 }).map((days) => days * DAY_MS);
const sportArb = fc.constantFrom<Sport>('football', 'basketball');
const idArb = fc.integer({ min: 1, max: 6 });

const competition = (id: number): Competition => ({
  id, name: `c${id}`, shortName: `c${id}`, logo: '', color: '#000000', initial: 'A', firstTier: id % 2 === 0, hot: false,
});
const team = (id: number): Team => ({ id, name: `t${id}`, logo: '', position: 0 });

function matchArb(sport: Sport): fc.Arbitrary<Match> {
  return fc.record({
    id: idArb, matchTime: secondsArb, goingTime: fc.oneof(fc.constant(0), secondsArb),
    statusId: fc.integer({ min: 0, max: 13 }), varUntil: fc.oneof(fc.constant(0), tsArb),
  }).map((r) => ({
    ...r, sport, competitionId: 1, homeTeamId: 1, awayTeamId: 2, peopleNum: 0, hasLineup: false, ncaa: false,
    kind: 0, clockSeconds: 0, extraHalf: 0, stageId: 0, seasonId: 0, homePosition: 0, awayPosition: 0, note: '', remark: '',
    homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], lotteries: {},
    living: [], preview: [],
  }));
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One event of the kinds that carry absolute times (plus a few that carry none). */
const eventArb: fc.Arbitrary<DistributiveOmit<FeedEvent, 'seq'>> = fc.oneof(
  sportArb.chain((sport) => fc.record({ ts: tsArb, matches: fc.array(matchArb(sport), { maxLength: 4 }) })
    .map(({ ts, matches }) => ({
      type: 'listSnapshot' as const, ts, sport, stream: 's', competitions: [competition(1)], teams: [team(1), team(2)],
      matches, rooms: [],
    }))),
  fc.record({ ts: tsArb, sport: sportArb, matchId: idArb, goingTime: fc.oneof(fc.constant(0), secondsArb) })
    .map((r) => ({ ...r, type: 'status' as const, statusId: 2, clockSeconds: 0 })),
  fc.record({ ts: tsArb, sport: sportArb, matchId: idArb, goingTime: secondsArb })
    .map((r) => ({
      ...r, type: 'score' as const, statusId: 4, homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0],
      homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0,
    })),
  sportArb.chain((sport) => fc.record({ ts: tsArb, match: matchArb(sport) })
    .map((r) => ({
      ...r, type: 'matchUpsert' as const, sport, competition: competition(1), homeTeam: team(1), awayTeam: team(2),
    }))),
  fc.record({ ts: tsArb, sport: sportArb, matchId: idArb })
    .map((r) => ({ ...r, type: 'var' as const, check: { reason: 1, result: 0, position: 1, time: 33 } })),
  fc.record({ ts: tsArb, roomId: idArb }).map((r) => ({ ...r, type: 'roomInfo' as const, patch: { viewCount: 3 } })),
);

const eventsArb = fc.array(eventArb, { maxLength: 30 })
  .map((list) => list.map((e, i) => ({ ...e, seq: i + 1 }) as FeedEvent));

describe('time shift', () => {
  it('shifting by d then −d is the identity', () => {
    fc.assert(fc.property(eventsArb, deltaArb, (events, d) => {
      expect(events.map((e) => shiftEvent(shiftEvent(e, d), -d))).toEqual(events);
    }));
  });

  it('folding shifted events gives the shifted fold', () => {
    fc.assert(fc.property(eventsArb, deltaArb, (events, d) => {
      const shiftedFold = fold(EMPTY_STATE, events.map((e) => shiftEvent(e, d))).state;
      expect(shiftedFold).toEqual(shiftState(fold(EMPTY_STATE, events).state, d));
    }));
  });

  it('moves ts, matchTime and goingTime but leaves unset times and match minutes alone', () => {
    const ts = Date.UTC(2024, 5, 1, 4);
    const e: FeedEvent = { type: 'status', clockSeconds: 0, seq: 1, ts, sport: 'football', matchId: 1, statusId: 1, goingTime: 0 };
    expect(shiftEvent(e, DAY_MS)).toEqual({ ...e, ts: ts + DAY_MS, goingTime: 0 });
    const v: FeedEvent = { type: 'var', seq: 2, ts, sport: 'football', matchId: 1, check: { reason: 1, result: 0, position: 1, time: 33 } };
    expect(shiftEvent(v, DAY_MS)).toEqual({ ...v, ts: ts + DAY_MS });
  });
});

describe('Asia/Shanghai days', () => {
  it('a local day starts at 16:00 UTC the day before', () => {
    expect(midnightOfShanghaiDate('2024-06-01')).toBe(Date.UTC(2024, 4, 31, 16));
    expect(shanghaiMidnight(Date.UTC(2024, 4, 31, 16))).toBe(Date.UTC(2024, 4, 31, 16));
    expect(shanghaiMidnight(Date.UTC(2024, 4, 31, 15, 59))).toBe(Date.UTC(2024, 4, 30, 16));
    expect(shanghaiDate(Date.UTC(2024, 4, 31, 16))).toBe('2024-06-01');
    expect(shanghaiDate(Date.UTC(2024, 4, 31, 15, 59))).toBe('2024-05-31');
  });

  it('refuses dates that are not on the calendar', () => {
    expect(midnightOfShanghaiDate('2024-02-30')).toBeUndefined();
    expect(midnightOfShanghaiDate('2024-2-3')).toBeUndefined();
    expect(midnightOfShanghaiDate('2024-02-29')).toBeDefined();
  });

  it('the whole-day shift lands the recorded day on today', () => {
    fc.assert(fc.property(tsArb, tsArb, (recordedAt, now) => {
      const recorded = shanghaiMidnight(recordedAt);
      const d = wholeDayShift(recorded, now);
      expect(Number.isInteger(d / DAY_MS)).toBe(true);
      expect(recorded + d).toBe(shanghaiMidnight(now));
    }));
  });
});

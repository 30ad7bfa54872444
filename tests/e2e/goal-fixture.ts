// A recorded day with goals on cue, for the goal pop-up e2e: the shipped small day folded up to a busy moment
// (two football matches and a basketball match going), moved so that moment is the feed's start (FEED_START),
// followed by scripted score changes (code 11/101) every cycle — a goal of each football match a second apart, a
// basketball score, then minutes later both football goals taken back (VAR). The server replays it at FEED_SPEED=1
// with its feed control on: a spec readies its page, then skips the feed to the cue it needs (suite-feed.ts
// skipToCue). Cycles are ten minutes apart, so no cue comes by itself while a spec gets ready.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedEvent, LiveState, Match, ScoreChange } from '../../engine/core';
import { EMPTY_STATE, fold, snapshotOf } from '../../engine/core';
import { shiftEvent } from '../../engine/core/time-shift';
import { encodeEventFrame, writeFixture } from '../../engine/wire';
import { busyMoment, goingMatches, recordedTimeAt, smallDay } from './busy-day';

/** When each cycle's frames play, ms after its start. */
export const CUE = { goalA: 0, goalB: 1_000, basketball: 3_000, retractA: 5 * 60_000, retractB: 5 * 60_000 + 1_000 } as const;
export const CYCLE_MS = 10 * 60_000;

export interface GoalFixture {
  readonly file: string;
  /** The feed's virtual time when the first cycle starts; cycle n starts CYCLE_MS later each. */
  readonly firstCycleAt: number;
  readonly cycles: number;
  /** Two going football matches (A scores for home, B for away) and a going basketball match. */
  readonly footballA: Match;
  readonly footballB: Match;
  readonly basketball: Match;
}

function scoreEvent(m: Match, home: readonly number[], away: readonly number[], seq: number, ts: number): ScoreChange {
  return {
    type: 'score', seq, ts, sport: m.sport, matchId: m.id, statusId: m.statusId, goingTime: m.goingTime,
    homeScores: home, awayScores: away, homeOverTime: m.homeOverTime, awayOverTime: m.awayOverTime, note: '', clockSeconds: 0,
  };
}

const bump = (scores: readonly number[], index: number, by: number) => scores.map((s, i) => (i === index ? s + by : s));

/**
 * Writes the fixture to `dir`. `now`: the feed's start (its FEED_START); `startIn`: ms from there to the first
 * cycle. The frames are placed on the recorded day at `now`'s time of day, so the replay plays them at that time.
 */
export function buildGoalFixture(dir: string, now: number, startIn: number, cycles: number): GoalFixture {
  const { fixture, events } = smallDay();
  const moment = busyMoment(events);
  const recordedNow = recordedTimeAt(fixture, now);
  // Whole seconds: goingTime and matchTime are unix seconds.
  const delta = Math.round((recordedNow - moment.ts) / 1000) * 1000;
  const state: LiveState = fold(EMPTY_STATE, [snapshotOf(moment.state, 'football', moment.ts), snapshotOf(moment.state, 'basketball', moment.ts)]).state;
  const shift = (m: Match): Match => ({ ...m, goingTime: m.goingTime + delta / 1000, matchTime: m.matchTime + delta / 1000 });
  const [a, b] = goingMatches(state, 'football').map(shift);
  const c = goingMatches(state, 'basketball').map(shift)[0];

  const out: FeedEvent[] = [
    shiftEvent(snapshotOf(state, 'football', moment.ts), delta),
    shiftEvent(snapshotOf(state, 'basketball', moment.ts), delta),
  ];
  let seq = state.seq;
  const first = recordedNow + startIn;
  let cScores = c.homeScores;
  for (let n = 0; n < cycles; n++) {
    const at = first + n * CYCLE_MS;
    const aUp = bump(a.homeScores, 0, 1);
    const bUp = bump(b.awayScores, 0, 1);
    const quarter = Math.max(0, cScores.findLastIndex((s) => s > 0));
    cScores = bump(cScores, quarter, 2);
    out.push(
      scoreEvent(a, aUp, a.awayScores, ++seq, at + CUE.goalA),
      scoreEvent(b, b.homeScores, bUp, ++seq, at + CUE.goalB),
      scoreEvent(c, cScores, c.awayScores, ++seq, at + CUE.basketball),
      scoreEvent(a, a.homeScores, a.awayScores, ++seq, at + CUE.retractA),
      scoreEvent(b, b.homeScores, b.awayScores, ++seq, at + CUE.retractB),
    );
  }
  const file = join(dir, 'goals.lsfx');
  const header = { ...fixture.header, generator: `${fixture.header.generator} | e2e goal cues`, frameCount: out.length };
  writeFileSync(file, writeFixture(header, out.map(encodeEventFrame)));
  return { file, firstCycleAt: now + startIn, cycles, footballA: a, footballB: b, basketball: c };
}

// A recorded day with odds changes on cue, for the match centre's live 指数 e2e: the shipped small day folded up to
// its busy moment, moved so that moment is now (goal-fixture.ts does the same for goals), one going football
// match's odds opened by company 1 (欧赔 2.00 / 3.20 / 3.50), then a change of its 欧赔 every cycle — the home price
// 1.81, 1.82, … — as frames 71 the server pushes to the page. Replayed at FEED_SPEED=1, so the feed's virtual time
// is the wall clock's and each cue plays when its cycle comes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedEvent, LiveState, Match, OddsEvent, OddsQuote } from '../../engine/core';
import { EMPTY_STATE, fold, snapshotOf } from '../../engine/core';
import { shiftEvent } from '../../engine/core/time-shift';
import { encodeEventFrame, writeFixture } from '../../engine/wire';
import { busyMoment, goingMatches, recordedTimeAt, smallDay } from './busy-day';

export const ODDS_CYCLE_MS = 4_000;
/** The home price of cycle n's change (thousandths), and the opening quote's. */
export const homePriceAt = (n: number): number => 1810 + 10 * (n % 40);
export const OPENING = { p1: 2000, p2: 3200, p3: 3500 } as const;

export interface OddsFixture {
  readonly file: string;
  readonly firstCycleAt: number;
  readonly match: Match;
}

const quote = (m: Match, p1: number): OddsQuote => ({
  companyId: 1, market: 1, line: 0, p1, p2: OPENING.p2, p3: OPENING.p3, minute: 0, homeScore: 0, awayScore: 0, result: 0,
});

export function buildOddsFixture(dir: string, now: number, startIn: number, cycles: number): OddsFixture {
  const { fixture, events } = smallDay();
  const moment = busyMoment(events);
  const recordedNow = recordedTimeAt(fixture, now);
  const delta = Math.round((recordedNow - moment.ts) / 1000) * 1000; // whole seconds: unix-second times
  const state: LiveState = fold(EMPTY_STATE, [snapshotOf(moment.state, 'football', moment.ts), snapshotOf(moment.state, 'basketball', moment.ts)]).state;
  const [m] = goingMatches(state, 'football').map((x) => ({ ...x, goingTime: x.goingTime + delta / 1000, matchTime: x.matchTime + delta / 1000 }));
  let seq = state.seq;
  const odds = (mode: OddsEvent['mode'], p1: number, ts: number): OddsEvent => ({ type: 'odds', seq: ++seq, ts, sport: 'football', matchId: m.id, mode, quotes: [quote(m, p1)] });
  const first = recordedNow + startIn;
  const out: FeedEvent[] = [
    shiftEvent(snapshotOf(state, 'football', moment.ts), delta),
    shiftEvent(snapshotOf(state, 'basketball', moment.ts), delta),
    odds('open', OPENING.p1, recordedNow - 60_000),
  ];
  for (let n = 0; n < cycles; n++) out.push(odds('change', homePriceAt(n), first + n * ODDS_CYCLE_MS));
  const file = join(dir, 'odds.lsfx');
  const header = { ...fixture.header, generator: `${fixture.header.generator} | e2e odds cues`, frameCount: out.length };
  writeFileSync(file, writeFixture(header, out.map(encodeEventFrame)));
  return { file, firstCycleAt: now + startIn, match: m };
}

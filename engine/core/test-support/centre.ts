// fast-check arbitraries for the match centre's frames (lineups 60/160, odds 70–72/170–172, momentum 80/180), for
// the fold's tests and the worker's live match-centre tests.
import fc from 'fast-check';
import type { LineupEvent, MomentumEvent, OddsEvent } from '../events';
import { momentumValue } from '../match-centre/momentum';
import type { Lineup, MomentumPoint, OddsQuote } from '../match-centre/types';

const small = fc.integer({ min: 0, max: 9 });
const counts = fc.record({ attacks: small, dangerous: small, shots: small, goals: fc.integer({ min: 0, max: 2 }) });

export const pointArb: fc.Arbitrary<MomentumPoint> = fc.record({
  minute: fc.integer({ min: 1, max: 12 }), addTime: fc.constantFrom(0, 0, 0, 1), home: counts, away: counts,
}).map((p) => ({ ...p, value: momentumValue(p.home, p.away) }));

export const quoteArb: fc.Arbitrary<OddsQuote> = fc.record({
  companyId: fc.integer({ min: 1, max: 3 }), market: fc.integer({ min: 1, max: 3 }), line: fc.integer({ min: -8, max: 12 }).map((q) => q * 25),
  p1: fc.integer({ min: 0, max: 9000 }), p2: fc.integer({ min: 0, max: 9000 }), p3: fc.integer({ min: 0, max: 9000 }),
  minute: fc.integer({ min: 0, max: 95 }), homeScore: small, awayScore: small, result: fc.constantFrom(0, 10, 20, 30, 40),
});

const player = fc.record({
  playerId: fc.nat(), name: fc.string({ maxLength: 4 }), number: fc.integer({ min: 1, max: 99 }), position: fc.constantFrom('GK', 'DF', 'MF', 'FW'),
  x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }), captain: fc.boolean(), reason: fc.constantFrom(0, 1, 2),
});
const teamArb = fc.record({
  formation: fc.constantFrom('4-4-2', '4-3-3', ''), coach: fc.string({ maxLength: 4 }),
  starters: fc.array(player, { maxLength: 3 }), substitutes: fc.array(player, { maxLength: 2 }), absent: fc.array(player, { maxLength: 1 }),
});

export const lineupArb: fc.Arbitrary<Lineup> = fc.record({ home: teamArb, away: teamArb });

export type CentreEvent = Omit<LineupEvent, 'seq' | 'ts'> | Omit<OddsEvent, 'seq' | 'ts'> | Omit<MomentumEvent, 'seq' | 'ts'>;

/** A football match-centre frame for one of the matches `idArb` draws. */
export function centreEventArb(idArb: fc.Arbitrary<number>): fc.Arbitrary<CentreEvent> {
  return fc.oneof(
    fc.record({ type: fc.constant('lineup' as const), sport: fc.constant('football' as const), matchId: idArb, lineup: lineupArb }),
    fc.record({
      type: fc.constant('odds' as const), sport: fc.constant('football' as const), matchId: idArb,
      mode: fc.constantFrom('open' as const, 'change' as const, 'change' as const, 'settle' as const), quotes: fc.array(quoteArb, { maxLength: 5 }),
    }),
    fc.record({ type: fc.constant('momentum' as const), sport: fc.constant('football' as const), matchId: idArb, points: fc.array(pointArb, { maxLength: 4 }) }),
  );
}

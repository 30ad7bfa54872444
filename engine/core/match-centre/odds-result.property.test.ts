import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OddsInputError, formatLine, settle, settleEurope, settleHandicap, settleOverUnder } from './odds-result';
import { ODDS_MARKET, ODDS_RESULT } from './types';

const goals = fc.integer({ min: 0, max: 15 });
const quarterLine = (lo: number, hi: number) => fc.integer({ min: lo / 25, max: hi / 25 }).map((q) => q * 25);

/** The definition, by stakes: a quarter line is two half stakes on the neighbouring half lines. */
function byStakes(marginTimes100: number, line: number): { won: number; lost: number } {
  const halves = Math.abs(line % 50) === 25 ? [line - 25, line + 25] : [line, line];
  let won = 0, lost = 0;
  for (const l of halves) { if (marginTimes100 > l) won += 0.5; else if (marginTimes100 < l) lost += 0.5; }
  return { won, lost };
}

function expected(s: { won: number; lost: number }): { result: number; half: boolean } {
  if (s.won === 1) return { result: ODDS_RESULT.win, half: false };
  if (s.lost === 1) return { result: ODDS_RESULT.lose, half: false };
  if (s.won === 0.5) return { result: ODDS_RESULT.win, half: true };
  if (s.lost === 0.5) return { result: ODDS_RESULT.lose, half: true };
  return { result: ODDS_RESULT.push, half: false };
}

describe('odds result codes follow from the final score [FM-5]', () => {
  it('[FM-5] 1X2: 10 home win, 30 draw, 20 away win', () => {
    fc.assert(fc.property(goals, goals, (h, a) => {
      const r = settleEurope(h, a).result;
      expect(r).toBe(h > a ? 10 : h === a ? 30 : 20);
      expect(settle(ODDS_MARKET.europe, 0, h, a).result).toBe(r);
    }));
  });

  it('[FM-5] handicap at every line: the stakes definition, half-win → 10 and half-loss → 20, and the away view mirrors it', () => {
    fc.assert(fc.property(goals, goals, quarterLine(-500, 500), (h, a, line) => {
      const got = settleHandicap(line, h, a);
      expect(got).toEqual(expected(byStakes((h - a) * 100, line)));
      // The away side at the opposite line: win ⇄ lose, push stays.
      const mirrored = settleHandicap(-line, a, h);
      const swap = { 10: 20, 20: 10, 40: 40, 30: 30 } as const;
      expect(mirrored).toEqual({ result: swap[got.result], half: got.half });
      expect(settle(ODDS_MARKET.handicap, line, h, a)).toEqual(got);
    }));
  });

  it('[FM-5] over/under at every line: 10 over, 20 under, 40 push, quarter lines halved', () => {
    fc.assert(fc.property(goals, goals, quarterLine(0, 1000), (h, a, line) => {
      const got = settleOverUnder(line, h, a);
      expect(got).toEqual(expected(byStakes((h + a) * 100, line)));
      if (line % 100 === 50) expect(got).toEqual({ result: h + a > line / 100 ? 10 : 20, half: false });
    }));
  });

  it('[FM-5] malformed input throws', () => {
    expect(() => settleHandicap(10, 1, 0)).toThrow(OddsInputError);
    expect(() => settleOverUnder(250, -1, 0)).toThrow(OddsInputError);
    expect(() => settleOverUnder(-25, 1, 0)).toThrow(OddsInputError);
    expect(() => settleEurope(1.5, 0)).toThrow(OddsInputError);
    expect(() => settle(9, 0, 1, 0)).toThrow(OddsInputError);
  });

  it('formats lines as Chinese odds pages do', () => {
    expect([0, 25, 50, 75, 100, -25, 250, 275].map(formatLine)).toEqual(['0', '0/0.5', '0.5', '0.5/1', '1', '受0/0.5', '2.5', '2.5/3']);
  });
});

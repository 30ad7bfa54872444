import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASKETBALL_STATUS as S, HIDDEN } from '../../../engine/core';
import { headerHalf } from './basketball-display';

const row = (statusId: number, home: readonly string[], away: readonly string[], half = HIDDEN) => ({ statusId, half, homePeriods: home, awayPeriods: away });

describe('the basketball header\'s 半场', () => {
  it('[BK-3] shows the first half\'s score during the half-time break, where the list\'s half line is still hidden', () => {
    expect(headerHalf(row(S.q2Ended, ['25', '30', HIDDEN, HIDDEN], ['20', '28', HIDDEN, HIDDEN]))).toBe('55-48');
  });

  it('[BK-2] [ST-5] an NCAA game (two halves): from 中场 (status 3) on, the first half alone', () => {
    expect(headerHalf(row(3, ['41', HIDDEN], ['38', HIDDEN]))).toBe('41-38');
    expect(headerHalf(row(2, ['41', HIDDEN], ['38', HIDDEN]))).toBe('');
  });

  it('[BK-3] after the break it is the list row\'s own half line', () => {
    expect(headerHalf(row(S.q3, ['25', '30', '10', HIDDEN], ['20', '28', '12', HIDDEN], '55-48'))).toBe('55-48');
  });

  it('never "-": before and during the first half, and at the quarter break, no line', () => {
    fc.assert(fc.property(fc.constantFrom(S.notStarted, S.q1, S.q1Ended, S.q2), fc.nat(60), fc.nat(60), (status, h, a) => {
      const shown = (n: number) => (status >= 2 * n ? String(n === 1 ? h : a) : HIDDEN);
      return headerHalf(row(status, [shown(1), shown(2), HIDDEN, HIDDEN], [shown(1), shown(2), HIDDEN, HIDDEN])) === '';
    }));
  });

  it('at the break the line is the sum of quarters 1 and 2 for any scores', () => {
    fc.assert(fc.property(fc.array(fc.nat(50), { minLength: 4, maxLength: 4 }), ([h1, h2, a1, a2]) =>
      headerHalf(row(S.q2Ended, [String(h1), String(h2), HIDDEN, HIDDEN], [String(a1), String(a2), HIDDEN, HIDDEN])) === `${h1 + h2}-${a1 + a2}`));
  });
});

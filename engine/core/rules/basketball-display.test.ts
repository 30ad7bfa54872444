import { describe, expect, it } from 'vitest';
import {
  basketballClock, basketballLines, HIDDEN, overtimeShown, periodTexts, popularity, totalsShown,
} from './basketball-display';

const home = [25, 30, 22, 18, 7];
const away = [20, 28, 24, 21, 9];
const m = (statusId: number, ncaa = false) => ({ statusId, ncaa, homeScores: home, awayScores: away });

describe('basketball display', () => {
  it('[BK-1] quarter n shows when status ≥ 2n and ≤ 11, else -', () => {
    expect(periodTexts(m(1), home)).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
    expect(periodTexts(m(2), home)).toEqual(['25', HIDDEN, HIDDEN, HIDDEN]);
    expect(periodTexts(m(5), home)).toEqual(['25', '30', HIDDEN, HIDDEN]);
    expect(periodTexts(m(8), home)).toEqual(['25', '30', '22', '18']);
    expect(periodTexts(m(11), home)).toEqual(['25', '30', '22', '18']);
    expect(periodTexts(m(12), home)).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
    expect(periodTexts(m(0), home)).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
  });

  it('[BK-2] ncaa = 1 shows two halves instead of four quarters', () => {
    expect(periodTexts(m(2, true), home)).toEqual(['25', HIDDEN]);
    expect(periodTexts(m(4, true), home)).toEqual(['25', '30']);
  });

  it('[BK-3] difference and total appear when status > 5 (ncaa 0) or > 3 (ncaa 1)', () => {
    expect(totalsShown(m(5))).toBe(false);
    expect(totalsShown(m(6))).toBe(true);
    expect(totalsShown(m(3, true))).toBe(false);
    expect(totalsShown(m(4, true))).toBe(true);
    expect(basketballLines(m(5))).toEqual({ half: HIDDEN, total: HIDDEN, diff: HIDDEN });
    expect(basketballLines(m(10))).toEqual({ half: '55-48', total: String(102 + 102), diff: '0' });
    expect(basketballLines(m(4, true)).half).toBe('25-20');
  });

  it('[BK-4] OT column shows when status is 9 or 10 and the overtime score > 0', () => {
    expect(overtimeShown(m(9))).toBe(true);
    expect(overtimeShown(m(10))).toBe(true);
    expect(overtimeShown(m(8))).toBe(false);
    expect(overtimeShown({ ...m(10), homeScores: [1, 1, 1, 1, 0], awayScores: [1, 1, 1, 1, 0] })).toBe(false);
  });

  it("[BK-5] popularity shows the fire mark and '9999+' at 9999 or more", () => {
    expect(popularity(9998)).toEqual({ text: '9998', fire: false });
    expect(popularity(9999)).toEqual({ text: '9999+', fire: true });
    expect(popularity(123_456)).toEqual({ text: '9999+', fire: true });
  });

  it('[LS-12] the card\'s minutes: the period clock MM:SS while a quarter or overtime is played, else nothing', () => {
    const at = (statusId: number, clockSeconds: number) => basketballClock({ statusId, clockSeconds });
    expect(at(6, 522)).toBe('08:42');
    expect(at(2, 720)).toBe('12:00');
    expect(at(9, 59.7)).toBe('00:59');
    for (const breakOrOver of [0, 1, 3, 5, 7, 10, 11, 15]) expect(at(breakOrOver, 300)).toBe('');
    expect(at(8, 0)).toBe(''); // no clock reported
  });
});

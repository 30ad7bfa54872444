// [LR-4] The match panel's fields from the engine's own row projection (rowOf): football's minute with its plus mark
// past 90 [MN-2], half-time, corners, cards, shots (21 + 22) and possession (25); basketball's quarter totals,
// difference and total; NCAA halves. The countdown under 24 h [MN-5] is countdown.ts's, shown before kick-off.
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/core';
import { DEFAULT_SETTINGS, EMPTY_STATE, fold, rowOf, shanghaiMidnight } from '../../../engine/core';
import { match, snapshot } from '../../../engine/core/test-support/builders';
import { countdownText } from '../match-centre/countdown';
import { panelModel } from './match-panel-model';

function rowFor(m: Match, nowMs: number) {
  const state = fold(EMPTY_STATE, [snapshot(m.sport, [m])]).state;
  return rowOf(state[m.sport].matches[m.id], state, nowMs, DEFAULT_SETTINGS, { dayStart: shanghaiMidnight(nowMs) });
}

describe('the match panel [LR-4]', () => {
  it('[LR-4] [MN-2] football: the minute with a plus mark past 90, half-time, corners, cards, shots and possession', () => {
    const now = 1_800_000_000_000;
    const goingTime = Math.floor(now / 1000) - 48 * 60; // second half from 46': 93' played
    const m = match('football', 1, { statusId: 4, matchTime: goingTime - 3600, goingTime, homeScores: [2, 1, 0, 2, 6], awayScores: [1, 1, 1, 3, 4] });
    const stats = [{ type: 21, home: 5, away: 2 }, { type: 22, home: 4, away: 6 }, { type: 25, home: 58, away: 42 }];
    const p = panelModel(rowFor(m, now), stats);
    expect([p.score, p.going, p.minute]).toEqual(['2-1', true, expect.stringMatching(/^90'?\+/)]);
    expect(p.detail).toEqual({
      sport: 'football', halfTime: '1-1', corners: { home: '6', away: '4' }, yellow: { home: '2', away: '3' },
      red: { home: '0', away: '1' }, shots: { home: '9', away: '8' }, possession: { home: '58%', away: '42%' },
    });
  });

  it('[LR-4] football without statistics shows dashes; before kick-off no minute, and the countdown under 24 h [MN-5]', () => {
    const now = 1_800_000_000_000;
    const kickOff = Math.floor(now / 1000) + 3 * 3600 + 5;
    const p = panelModel(rowFor(match('football', 2, { statusId: 1, matchTime: kickOff }), now), []);
    expect([p.notStarted, p.minute, p.score]).toEqual([true, '', 'vs']);
    expect(p.detail).toMatchObject({ shots: { home: '-', away: '-' }, possession: { home: '-', away: '-' } });
    expect(countdownText(kickOff * 1000, now)).toBe('03:00:05');
  });

  it('[LR-4] basketball: quarter totals, difference and total; NCAA halves', () => {
    const now = 1_800_000_000_000;
    const m = match('basketball', 3, { statusId: 7, homeScores: [20, 25, 18, 0, 0], awayScores: [22, 19, 21, 0, 0], matchTime: Math.floor(now / 1000) - 5000 });
    const p = panelModel(rowFor(m, now), []);
    expect(p.detail.sport).toBe('basketball');
    if (p.detail.sport !== 'basketball') return;
    expect(p.detail.periods.map((q) => [q.label, q.home, q.away])).toEqual([['第1节', '20', '22'], ['第2节', '25', '19'], ['第3节', '18', '21'], ['第4节', '-', '-']]);
    expect([p.detail.total, p.detail.diff]).not.toContain('-');
    const ncaa = panelModel(rowFor(match('basketball', 4, { statusId: 4, ncaa: true, homeScores: [30, 10, 0, 0, 0], awayScores: [28, 12, 0, 0, 0], matchTime: Math.floor(now / 1000) - 3000 }), now), []);
    if (ncaa.detail.sport !== 'basketball') return;
    expect(ncaa.detail.periods.map((q) => q.label)).toEqual(['上半场', '下半场']);
  });
});

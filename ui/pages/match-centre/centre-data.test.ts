import { describe, expect, it } from 'vitest';
import type { OddsEntry } from '../../../engine/core';
import { loadingDetailView } from '../../../engine/core';
import { fromLiveView, oddsFromEntries, withSeed } from './centre-data';

const quote = (line: number, p1: number, p2: number, p3: number) => ({ companyId: 1, market: 1, line, p1, p2, p3, minute: 0, homeScore: 0, awayScore: 0, result: 0, at: 0 });
const entry = (companyId: number, market: number, result = 0): OddsEntry => ({
  companyId, market, opening: quote(-25, 1900, 3300, 4100), current: quote(-50, 1800, 3400, 4500), history: [], result, settledLine: 0,
});

describe('the live view as the tabs draw it', () => {
  it('groups odds by company with each market\'s opening and current line and its result [SPEC §4]', () => {
    const odds = oddsFromEntries('football', [entry(2, 1), entry(1, 3, 20), entry(1, 1, 10)]);
    expect(odds.map((c) => c.companyName)).toEqual(['澳门', '皇冠']);
    expect(odds[0].markets.eu).toEqual({ open: [1.9, 3.3, 4.1], current: [1.8, 3.4, 4.5], result: 10 });
    expect(odds[0].markets.bs).toEqual({ open: [1.9, -0.25, 3.3], current: [1.8, -0.5, 3.4], result: 20 });
    expect(odds[1].markets.eu?.result).toBeUndefined();
  });

  it('basketball\'s 欧赔 is two-way: home and away prices, no draw (p3 unused) [SPEC §4]', () => {
    const two = { ...entry(1, 1), opening: quote(0, 1500, 2600, 0), current: quote(0, 1450, 2750, 0) };
    expect(oddsFromEntries('basketball', [two])[0].markets.eu).toEqual({ open: [1.5, 2.6], current: [1.45, 2.75] });
    expect(oddsFromEntries('basketball', [entry(1, 2)])[0].markets.asia).toEqual({ open: [1.9, -0.25, 3.3], current: [1.8, -0.5, 3.4] });
  });

  it('keeps the feed lists, VAR checks, box score, updatedAt and quiet', () => {
    const view = {
      ...loadingDetailView('basketball', 5), status: 'live' as const, updatedAt: 42, quiet: true,
      varChecks: [{ reason: 1, result: 2, position: 1, time: 30, at: 0 }],
      playerStats: [{ playerId: 9, playerName: '詹姆斯', position: 1, items: [{ type: 1, home: 30, away: 0 }, { type: 5, home: 36, away: 0 }] }],
    };
    const data = fromLiveView(view);
    expect(data.players).toEqual([{ playerId: 9, name: '詹姆斯', position: 1, values: [36, 30, 0, 0, 0] }]);
    expect(data.varDecisions).toHaveLength(1);
    expect([data.updatedAt, data.quiet, data.lineup]).toEqual([42, true, null]);
  });
});

describe('withSeed', () => {
  it('fills the lists a live view opened mid-match lacks, and lets the live ones win once they have items', () => {
    const live = fromLiveView(loadingDetailView('football', 1));
    const seed = { odds: oddsFromEntries('football', [entry(1, 1)]), lineup: null, players: [] };
    expect(withSeed(live, seed).odds).toEqual(seed.odds);
    // A company only the seed knows stays beside the live ones.
    const own = { ...live, odds: oddsFromEntries('football', [entry(2, 1)]) };
    expect(withSeed(own, seed).odds!.map((c) => c.companyName)).toEqual(['澳门', '皇冠']);
  });

  it("odds: a worker that joined after the opening keeps the server's opening, and shows its own current line", () => {
    const seed = { odds: [{ companyId: 1, companyName: '澳门', markets: { eu: { open: [2, 3.2, 3.5] as const, current: [1.9, 3.2, 3.5] as const } } }] };
    // The worker saw only a change: the fold made it the entry's opening too.
    const live = { ...fromLiveView(loadingDetailView('football', 1)), odds: [{ companyId: 1, companyName: '澳门', markets: { eu: { open: [1.85, 3.2, 3.5] as const, current: [1.85, 3.2, 3.5] as const } } }] };
    expect(withSeed(live, seed).odds![0].markets.eu).toEqual({ open: [2, 3.2, 3.5], current: [1.85, 3.2, 3.5] });
  });
});

describe('withSeed history', () => {
  const inc = (type: number, time: number) => ({ type, position: 1, time, addTime: 0, homeScore: 1, awayScore: 0, playerName: '张三', assist1Name: '', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 });
  const line = (index: number, data: string) => ({ main: false, type: 1, position: 0, time: "1'", data, index });

  it('joins the server\'s incidents and text live so far with the live ones, each once; a corrected line replaces its index', () => {
    const live = { ...fromLiveView(loadingDetailView('football', 1)), incidents: [inc(1, 23), inc(3, 50)], tlive: [line(2, '改正'), line(3, '新')] };
    const data = withSeed(live, { incidents: [inc(1, 23)], tlive: [line(1, '开始'), line(2, '原文')] });
    expect(data.incidents.map((i) => i.time)).toEqual([23, 50]);
    expect(data.tlive.map((t) => t.data)).toEqual(['开始', '改正', '新']);
  });
});

// Applying and merging match-centre detail patches (issue #13): a change touches only the lists it names, and two
// patches merged while the page was busy apply as the two in order.
import { describe, expect, it } from 'vitest';
import type { Patch } from '../patch/view-patch';
import { isMergeError, mergePatches } from '../patch/merge';
import { applyDetailPatch, applyOddsChange } from './detail-patch';
import { listChange, oddsChange } from './detail-diff';
import type { MatchDetailView } from './detail-view';
import { loadingDetailView } from './detail-view';

const stat = (type: number, home: number) => ({ type, home, away: 0 });

describe('match-centre detail patches', () => {
  it('a change replaces the lists it names and shares the others', () => {
    const before: MatchDetailView = { ...loadingDetailView('football', 1), status: 'live', stats: [stat(2, 1), stat(3, 0)] };
    const after = applyDetailPatch(before, { subscription: 1, kind: 'change', change: { stats: { length: 3, items: [[1, stat(3, 4)], [2, stat(4, 1)]] }, quiet: true } });
    expect(after.stats).toEqual([stat(2, 1), stat(3, 4), stat(4, 1)]);
    expect(after.quiet).toBe(true);
    expect(after.incidents).toBe(before.incidents);
    expect(before.stats).toEqual([stat(2, 1), stat(3, 0)]); // the view before is left as it was
  });

  it('listChange: equal values are no change, a shorter list is cut', () => {
    expect(listChange([stat(2, 1)], [stat(2, 1)])).toBeUndefined();
    expect(listChange([stat(2, 1), stat(3, 1)], [stat(2, 1)])).toEqual({ length: 1, items: [] });
  });

  it('merged patches carry both detail parts, the first first', () => {
    const part = (n: number) => ({ subscription: 9, kind: 'change' as const, change: { updatedAt: n } });
    const a: Patch = { now: 1, dayStart: 0, views: [], details: [part(1)] };
    const b: Patch = { now: 2, dayStart: 0, views: [], details: [part(2)] };
    const merged = mergePatches(a, b);
    if (isMergeError(merged)) throw new Error(merged.reason);
    expect(merged.details).toEqual([part(1), part(2)]);
    expect(mergePatches(a, { now: 3, dayStart: 0, views: [] })).toMatchObject({ details: [part(1)] });
  });
});

describe('odds in a change', () => {
  it('an odds entry carries only the history points the page lacks, and applies to the whole history', () => {
    const point = (p1: number, at: number) => ({ companyId: 1, market: 1, line: 0, p1, p2: 0, p3: 0, minute: 0, homeScore: 0, awayScore: 0, result: 0, at });
    const entry = (...history: ReturnType<typeof point>[]) => ({ companyId: 1, market: 1, opening: history[0], current: history.at(-1)!, history, result: 0, settledLine: 0 });
    const before = [entry(point(1900, 1), point(1850, 2))];
    const after = [entry(point(1900, 1), point(1850, 2), point(1800, 3))];
    const change = oddsChange(before, after)!;
    expect(change.items).toEqual([[0, { ...after[0], historyFrom: 2, history: [point(1800, 3)] }]]);
    expect(applyOddsChange(before, change)).toEqual(after);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySplices, rowSplices } from './row-splices';
import type { ViewRow } from './view-spec';
import { SECTIONS } from './view-spec';

const SEED = 7_007;
const match = (id: number): ViewRow => ({ kind: 'match', id });
const rowsArb = fc.uniqueArray(fc.oneof(fc.nat(30).map(match), fc.constantFrom(...SECTIONS).map((section): ViewRow => ({ kind: 'divider', section }))), {
  maxLength: 25, selector: (r) => (r.kind === 'match' ? `m${r.id}` : `d${r.section}`),
});

describe('row splices', () => {
  it('[LS-5] one row moving costs one removal and one insertion', () => {
    const prev = [1, 2, 3, 4, 5].map(match);
    const next = [1, 3, 4, 2, 5].map(match);
    expect(rowSplices(prev, next)).toEqual([
      { index: 1, deleteCount: 1, rows: [] },
      { index: 3, deleteCount: 0, rows: [match(2)] },
    ]);
  });

  it('[LS-5] equal lists need no splices', () => {
    expect(rowSplices([match(1), match(2)], [match(1), match(2)])).toEqual([]);
  });

  it('[LS-5] applying the splices to the previous rows gives the next rows, keeping a longest run in place', () => {
    fc.assert(fc.property(rowsArb, rowsArb, (prev, next) => {
      const splices = rowSplices(prev, next);
      expect(applySplices(prev, splices)).toEqual(next);
      const removed = splices.reduce((n, s) => n + s.deleteCount, 0);
      const inserted = splices.reduce((n, s) => n + s.rows.length, 0);
      expect(prev.length - removed).toBe(next.length - inserted);
    }), { seed: SEED, numRuns: 500 });
  });
});

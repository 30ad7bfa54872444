import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  doneChoice, EMPTY_SELECTION_TEXT, initialSelection, invertSelection, listedSelection, resetSelection, selectAll,
  selectedMatchCount, toggleSelection,
} from './filter-selection';

const listed = [{ id: 1, matchCount: 5 }, { id: 2, matchCount: 3 }, { id: 3, matchCount: 1 }];

describe('filter dialog selection', () => {
  it('[FT-3] a tab opens fully ticked, or as saved (ids no longer listed drop out)', () => {
    expect(initialSelection(listed, undefined)).toEqual([1, 2, 3]);
    expect(initialSelection(listed, [3, 9, 1])).toEqual([1, 3]);
  });

  it('[FT-3] 全选, 反选, 重置 and the match count on 完成', () => {
    const saved = [2];
    let selected = initialSelection(listed, saved);
    expect(selectedMatchCount(listed, selected)).toBe(3);
    selected = invertSelection(listed, selected);
    expect(selected).toEqual([1, 3]);
    expect(selectedMatchCount(listed, selected)).toBe(6);
    selected = selectAll(listed);
    expect(selectedMatchCount(listed, selected)).toBe(9);
    selected = toggleSelection(selected, 1);
    expect(selected).toEqual([2, 3]);
    expect(toggleSelection(selected, 1)).toEqual([2, 3, 1]);
    // 重置 restores every competition, whatever the saved choice was (issue #12 §5: it used to restore that choice)
    expect(resetSelection(listed)).toEqual([1, 2, 3]);
  });

  it('[FT-4] 完成 with nothing ticked in the active tab is refused with 请选择至少一场比赛', () => {
    expect(doneChoice('athletics', 'all', listed, [])).toEqual({ ok: false, message: EMPTY_SELECTION_TEXT });
    expect(EMPTY_SELECTION_TEXT).toBe('请选择至少一场比赛');
    // ids ticked in another tab, not listed here, do not count
    expect(doneChoice('athletics', 'all', listed, [42])).toEqual({ ok: false, message: EMPTY_SELECTION_TEXT });
    expect(doneChoice('all', 'all', [], [])).toMatchObject({ ok: false });
  });

  it('[FT-3] 完成 keeps the tab and its ticked ids; everything on 一级 is no filter at all', () => {
    expect(doneChoice('athletics', 'all', listed, [3, 1])).toEqual({ ok: true, choice: { tab: 'athletics', competitionIds: [1, 3] } });
    expect(doneChoice('athletics', 'all', listed, [1, 2, 3])).toEqual({ ok: true, choice: { tab: 'athletics', competitionIds: [1, 2, 3] } });
    expect(doneChoice('all', 'all', listed, [3, 2, 1])).toEqual({ ok: true, choice: null });
    expect(doneChoice('all', 'all', listed, [1])).toEqual({ ok: true, choice: { tab: 'all', competitionIds: [1] } });
  });

  const listedArb = fc.uniqueArray(fc.record({ id: fc.nat(500), matchCount: fc.integer({ min: 1, max: 40 }) }), { selector: (c) => c.id, maxLength: 30 });
  const withSelection = listedArb.chain((l) => fc.tuple(fc.constant(l), fc.subarray(l.map((c) => c.id))));

  it('[FT-3] property: 反选 twice is the identity, 反选 partitions the list, counts add up to the total', () => {
    fc.assert(fc.property(withSelection, ([l, selected]) => {
      const inverted = invertSelection(l, selected);
      expect(invertSelection(l, inverted)).toEqual(listedSelection(l, selected));
      expect(inverted.filter((id) => selected.includes(id))).toEqual([]);
      const total = l.reduce((s, c) => s + c.matchCount, 0);
      expect(selectedMatchCount(l, selected) + selectedMatchCount(l, inverted)).toBe(total);
      expect(selectedMatchCount(l, selectAll(l))).toBe(total);
      expect(invertSelection(l, selectAll(l))).toEqual([]);
    }));
  });

  it('[FT-4] property: 完成 is refused exactly when nothing listed is ticked', () => {
    fc.assert(fc.property(withSelection, fc.constantFrom('all', 'athletics'), ([l, selected], tab) => {
      const result = doneChoice(tab, 'all', l, selected);
      expect(result.ok).toBe(selected.length > 0);
      if (result.ok && result.choice) expect(new Set(result.choice.competitionIds)).toEqual(new Set(selected));
    }));
  });
});

// The filter dialog's selection, pure [FT-3] [FT-4]. Each tab keeps its own ticked competitions; the ids are always
// read against what the tab lists now (a competition without matches today is not listed, so it neither counts
// nor is saved). Decisions where SPEC.md leaves room:
// - A tab opens with everything ticked, except the tab of the saved choice, which opens as it was saved.
// - 重置 puts the tab back the way it opened (the choice in effect); 全选 ticks everything, 反选 flips every box.
// - The count on 完成 is the number of matches the ticked competitions hold (the toast asks for at least one match).
// - 完成 on the sport's 一级 tab with everything ticked saves "no filter" (null): competitions that appear later
//   are then shown too, instead of being hidden by a list of ids taken earlier.
import type { FilterChoice } from '../../../engine/worker/api';
import type { FilterCompetition, FilterTab } from '../../../engine/core/filter';

/** [FT-4] SPEC.md §8 copy. */
export const EMPTY_SELECTION_TEXT = '请选择至少一场比赛';

type Listed = readonly Pick<FilterCompetition, 'id' | 'matchCount'>[];

const idsOf = (listed: Listed) => listed.map((c) => c.id);

/** What a tab opens with: the saved ids still listed, or every listed competition. */
export function initialSelection(listed: Listed, saved: readonly number[] | undefined): number[] {
  if (!saved) return idsOf(listed);
  const keep = new Set(saved);
  return idsOf(listed).filter((id) => keep.has(id));
}

/** 全选 */
export function selectAll(listed: Listed): number[] {
  return idsOf(listed);
}

/** 反选: every listed competition that was not ticked, and none that was. */
export function invertSelection(listed: Listed, selected: readonly number[]): number[] {
  const ticked = new Set(selected);
  return idsOf(listed).filter((id) => !ticked.has(id));
}

/** 重置: back to how the tab opened. */
export function resetSelection(listed: Listed, saved: readonly number[] | undefined): number[] {
  return initialSelection(listed, saved);
}

export function toggleSelection(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** The ticked ids that the tab lists, in list order. */
export function listedSelection(listed: Listed, selected: readonly number[]): number[] {
  const ticked = new Set(selected);
  return idsOf(listed).filter((id) => ticked.has(id));
}

/** [FT-3] The count on 完成: matches of the ticked competitions. */
export function selectedMatchCount(listed: Listed, selected: readonly number[]): number {
  const ticked = new Set(selected);
  return listed.reduce((sum, c) => sum + (ticked.has(c.id) ? c.matchCount : 0), 0);
}

export type DoneResult =
  | { readonly ok: true; readonly choice: FilterChoice | null }
  | { readonly ok: false; readonly message: typeof EMPTY_SELECTION_TEXT };

/** [FT-4] 完成: refused with nothing ticked in the active tab; otherwise the choice to keep. */
export function doneChoice(tab: FilterTab, defaultTab: FilterTab, listed: Listed, selected: readonly number[]): DoneResult {
  const ids = listedSelection(listed, selected);
  if (selectedMatchCount(listed, ids) === 0) return { ok: false, message: EMPTY_SELECTION_TEXT };
  if (tab === defaultTab && ids.length === listed.length) return { ok: true, choice: null };
  return { ok: true, choice: { tab, competitionIds: ids } };
}

// The filter dialog's selection, pure [FT-3] [FT-4]. Each tab keeps its own ticked competitions; the ids are always
// read against what the tab lists now (a competition without matches today is not listed, so it neither counts
// nor is saved). Decisions where SPEC.md leaves room:
// - A tab opens with everything ticked, except the tab of the saved choice, which opens as it was saved.
// - 重置 restores all competitions: the dialog goes back to no filter at all — the sport's 一级 tab with everything
//   ticked, and every other tab fully ticked too (the saved choice is forgotten until 完成 saves anew). Putting the
//   tab back to the saved choice made 重置 a no-op right after reopening a filtered list (issue #12 §5).
//   全选 ticks everything in the tab, 反选 flips every box.
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

/** 重置: every competition the tab lists, whatever was saved (the default tab then saves no filter on 完成). */
export function resetSelection(listed: Listed): number[] {
  return idsOf(listed);
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

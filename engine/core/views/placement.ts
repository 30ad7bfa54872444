// Where one match goes in a view: nowhere, the pinned block, or a section with its sort key.
// computeView and ViewIndex both place matches only through here, so they cannot disagree.
import type { Match } from '../model';
import { statusGroup } from '../status';
import { groupDisplayed } from './display-filter';
import type { ListSource } from './list-source';
import { sectionOf } from './sections';
import type { SortKey } from './sort-order';
import { sameKey, sortKeyOf } from './sort-order';
import { inTab } from './tabs';
import type { Section, ViewContext, ViewSpec } from './view-spec';

export interface Placement {
  /** [LS-6] pinned rows sit on top in pin order, outside the sections. */
  readonly pinned: boolean;
  readonly section: Section;
  readonly key: SortKey;
}

/**
 * A pinned match is listed only when it passes the same tab, filter and display checks as any other (a pin
 * never pulls a match into a tab it does not belong to).
 */
export function placementOf(
  m: Match | undefined, source: ListSource, spec: ViewSpec, ctx: ViewContext, pinned: ReadonlySet<number>,
): Placement | null {
  if (!m) return null;
  if (!inTab(m, spec.tab, source.competition(m.competitionId))) return null; // [LS-9]
  if (spec.competitions && !spec.competitions.has(m.competitionId)) return null; // the filter dialog's choice
  if (!groupDisplayed(statusGroup(m.sport, m.statusId), spec.display)) return null; // [LS-10]
  return { pinned: pinned.has(m.id), section: sectionOf(m, ctx.dayStart), key: sortKeyOf(m) };
}

export function samePlacement(a: Placement | null, b: Placement | null): boolean {
  if (a === null || b === null) return a === b;
  return a.pinned === b.pinned && a.section === b.section && sameKey(a.key, b.key);
}

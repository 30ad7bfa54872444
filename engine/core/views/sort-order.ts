// Order inside a section [LS-5]: kick-off, then competition id and match id so ties never depend on the order
// matches arrived in. 'reverse' turns the whole comparison round (sections and pins keep their places).
import type { Match } from '../model';
import type { SortDirection } from '../rules/settings';

/** What a row is sorted by; kept per listed match so it can be found again by binary search. */
export interface SortKey {
  readonly time: number;
  readonly competitionId: number;
  readonly id: number;
}

export function sortKeyOf(m: Pick<Match, 'id' | 'matchTime' | 'competitionId'>): SortKey {
  return { time: m.matchTime, competitionId: m.competitionId, id: m.id };
}

export function sameKey(a: SortKey, b: SortKey): boolean {
  return a.time === b.time && a.competitionId === b.competitionId && a.id === b.id;
}

function ascending(a: SortKey, b: SortKey): number {
  return a.time - b.time || a.competitionId - b.competitionId || a.id - b.id;
}

export type KeyOrder = (a: SortKey, b: SortKey) => number;

export function keyOrder(direction: SortDirection): KeyOrder {
  return direction === 'order' ? ascending : (a, b) => ascending(b, a);
}

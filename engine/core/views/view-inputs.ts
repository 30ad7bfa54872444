// Inputs of a view that change outside the fold's match diff: pins and follows (local actions) and
// competitions (a snapshot or an upsert may flip a competition's first-tier flag for matches it did not touch).
import type { LiveState } from '../model';
import type { Sport } from '../sport';
import type { ListSource } from './list-source';

/** Adds to `out` every id in exactly one of `a`, `b`. */
export function symmetricDifference(a: Iterable<number>, b: Iterable<number>, out: Set<number>): void {
  const left = new Set(a);
  const right = new Set(b);
  for (const id of left) if (!right.has(id)) out.add(id);
  for (const id of right) if (!left.has(id)) out.add(id);
}

/** Whether any competition of the sport changed its first-tier flag, appeared or went between two states. */
export function firstTierChanged(before: LiveState, after: LiveState, sport: Sport): boolean {
  const a = before[sport].competitions;
  const b = after[sport].competitions;
  if (a === b) return false;
  // A competition appearing or going counts too: a day list falls back on its own copy of it.
  for (const id of Object.keys(b)) if (a[Number(id)]?.firstTier !== b[Number(id)].firstTier) return true;
  for (const id of Object.keys(a)) if (!b[Number(id)]) return true;
  return false;
}

export interface NameChanges {
  readonly competitions: ReadonlySet<number>;
  readonly teams: ReadonlySet<number>;
}

const NO_NAME_CHANGES: NameChanges = { competitions: new Set(), teams: new Set() };

function changedIds<T>(a: Readonly<Record<number, T>>, b: Readonly<Record<number, T>>, same: (x: T, y: T) => boolean): Set<number> {
  const out = new Set<number>();
  if (a === b) return out;
  for (const id of Object.keys(b)) {
    const x = a[Number(id)];
    if (x === undefined || !same(x, b[Number(id)])) out.add(Number(id));
  }
  for (const id of Object.keys(a)) if (b[Number(id)] === undefined) out.add(Number(id));
  return out;
}

/**
 * Competitions and teams whose shown fields changed. The fold's diff lists touched matches only, but an upsert
 * of one match may rename the competition or team other listed matches show.
 */
export function nameChanges(before: LiveState, after: LiveState, sport: Sport): NameChanges {
  const a = before[sport];
  const b = after[sport];
  if (a.competitions === b.competitions && a.teams === b.teams) return NO_NAME_CHANGES;
  return {
    competitions: changedIds(a.competitions, b.competitions, (x, y) => x.name === y.name && x.shortName === y.shortName && x.color === y.color),
    teams: changedIds(a.teams, b.teams, (x, y) => x.name === y.name && x.position === y.position),
  };
}

/** Adds to `out` the listed ids whose match shows a renamed competition or team. */
export function addShowingRenamed(names: NameChanges, listed: Iterable<number>, source: ListSource, out: Set<number>): void {
  if (names.competitions.size === 0 && names.teams.size === 0) return;
  for (const id of listed) {
    const m = source.match(id);
    if (m && (names.competitions.has(m.competitionId) || names.teams.has(m.homeTeamId) || names.teams.has(m.awayTeamId))) out.add(id);
  }
}

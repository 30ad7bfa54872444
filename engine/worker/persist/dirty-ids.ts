// The match and room ids folds have touched since the last successful write (from the fold's `changes`).
import type { Changes, Sport } from '../../core';
import { SPORTS } from '../../core';

export class DirtyIds {
  readonly matches: Record<Sport, Set<number>> = { football: new Set(), basketball: new Set() };
  readonly rooms = new Set<number>();

  add(changes: Changes): void {
    for (const sport of SPORTS) for (const id of changes.matches[sport]) this.matches[sport].add(id);
    for (const id of changes.rooms) this.rooms.add(id);
  }

  /** Puts back the ids of a write that failed. */
  merge(other: DirtyIds): void {
    for (const sport of SPORTS) for (const id of other.matches[sport]) this.matches[sport].add(id);
    for (const id of other.rooms) this.rooms.add(id);
  }

  get size(): number {
    return this.matches.football.size + this.matches.basketball.size + this.rooms.size;
  }
}

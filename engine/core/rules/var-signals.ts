// A new VAR check on a match [RT-3]: the fold moved match.varUntil on, so the page may say so (the row's flag
// itself is the varActive field). Pure over (previous state, next state, the batch's changes).
import type { Changes } from '../fold/draft';
import type { LiveState, Match } from '../model';
import type { Sport } from '../sport';
import { SPORTS } from '../sport';
import type { Side } from './goal-trigger';

export interface VarSignal {
  readonly kind: 'var';
  readonly sport: Sport;
  readonly matchId: number;
  /** The side the check concerns; empty when neither (VarCheck.position 0). */
  readonly sides: readonly Side[];
  readonly at: number;
}

const SIDE_OF_POSITION: Readonly<Record<number, readonly Side[]>> = { 1: ['home'], 2: ['away'] };

/** Like goals, a match new to the list signals nothing: its VAR flag is in its row. */
export function varSignal(previous: Match | undefined, next: Match | undefined, state: LiveState, ts: number): VarSignal | null {
  if (!previous || !next || next.varUntil <= previous.varUntil) return null;
  const check = state[next.sport].details[next.id]?.varChecks.at(-1);
  return { kind: 'var', sport: next.sport, matchId: next.id, sides: SIDE_OF_POSITION[check?.position ?? 0] ?? [], at: ts };
}

export function batchVarSignals(previous: LiveState, next: LiveState, changes: Changes, ts: number): VarSignal[] {
  const out: VarSignal[] = [];
  for (const sport of SPORTS) {
    for (const id of changes.matches[sport]) {
      const signal = varSignal(previous[sport].matches[id], next[sport].matches[id], next, ts);
      if (signal) out.push(signal);
    }
  }
  return out;
}

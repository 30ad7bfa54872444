// Everything a folded batch signals about list rows: goals and retractions [GN-1], new VAR checks [RT-3].
import type { Changes } from '../fold/draft';
import type { LiveState } from '../model';
import type { ScoreSignal } from './score-signals';
import { batchScoreSignals } from './score-signals';
import type { Settings } from './settings';
import type { VarSignal } from './var-signals';
import { batchVarSignals } from './var-signals';

export type RowSignal = ScoreSignal | VarSignal;

export function batchSignals(
  previous: LiveState, next: LiveState, changes: Changes, ts: number, settings: Pick<Settings, 'basketballGoalTip'>,
): RowSignal[] {
  return [...batchScoreSignals(previous, next, changes, ts, settings), ...batchVarSignals(previous, next, changes, ts)];
}

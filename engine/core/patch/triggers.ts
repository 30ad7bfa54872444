// Which of a batch's signals a view passes on to the page as triggers. A goal pop-up shows only for a match in
// the current list [GN-2], never on another day's schedule or results [GN-3] (a followed list holds followed
// matches only, so its gate is the list itself), and only with the sport's goal tip on [GN-6]; a retraction is
// gated alike, since it only takes back a pop-up. A VAR check [RT-3] shows for any listed match.
import { unreachable } from '../events';
import type { Settings } from '../rules/settings';
import type { RowSignal } from '../rules/signals';
import type { ViewIndex } from '../views/view-index';
import type { Trigger } from './view-patch';

function goalTipOn(settings: Pick<Settings, 'goalTip' | 'basketballGoalTip'>, sport: Trigger['sport']): boolean {
  return sport === 'football' ? settings.goalTip : settings.basketballGoalTip;
}

export function gateTriggers(signals: readonly RowSignal[], index: Pick<ViewIndex, 'has' | 'spec'>, settings: Settings): Trigger[] {
  if (index.spec.list === 'day') return []; // [GN-3]
  const out: Trigger[] = [];
  for (const s of signals) {
    if (s.sport !== index.spec.sport || !index.has(s.matchId)) continue; // [GN-2]
    switch (s.kind) {
      case 'goal':
        if (goalTipOn(settings, s.sport)) {
          out.push({ kind: 'goal', sport: s.sport, matchId: s.matchId, sides: [s.side], at: s.at, ...(s.late && { late: true }) });
        }
        break;
      case 'retraction':
        if (goalTipOn(settings, s.sport)) out.push({ kind: 'retraction', sport: s.sport, matchId: s.matchId, sides: s.sides, at: s.at });
        break;
      case 'var':
        out.push({ kind: 'var', sport: s.sport, matchId: s.matchId, sides: s.sides, at: s.at });
        break;
      default:
        unreachable(s);
    }
  }
  return out;
}

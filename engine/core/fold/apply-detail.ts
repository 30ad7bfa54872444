// Detail events: incidents, stats, text live, VAR, player stats, anchor seats [RT-3] [RT-10]. Incidents, text live
// and player stats go to their match's byte logs (detail-log/), as the opaque bytes their events carry; engine/wire
// reads them back (detail/materialise.ts matchDetail).
import type {
  IncidentsEvent, PlayerStatsEvent, SeatsEvent, StatsEvent, TextLiveEvent, VarEvent,
} from '../events';
import { EMPTY_LOG, ENTRY_EDIT, ENTRY_ITEMS } from '../detail-log/detail-log';
import type { AnchorBrief, Stat } from '../model';
import { VAR_FLAG_MS } from '../rules/var-review';
import type { Draft } from './draft';

export function applyIncidents(draft: Draft, e: IncidentsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (!d) return;
  // The list's bytes, kept as they are (the event's items then die young).
  const list = e.wire;
  d.incidentLog = draft.appendLog(e.mode === 'replace' ? EMPTY_LOG : d.incidentLog, ENTRY_ITEMS, list.bytes, list.start, list.end);
}

const byType = (a: Stat, b: Stat) => a.type - b.type;

/**
 * One stat per type, the last one given, sorted by type. A list this fold made is already that (strictly
 * increasing types), so the merge is a linear pass over a short list; a replaced list with repeated types
 * goes the general way. `inPlace`: the batch made `current`, so it is changed instead of copied (a run of
 * merges to one match's stats in one batch then makes one array, not one per event).
 */
function mergeStats(current: readonly Stat[], changed: readonly Stat[], inPlace: boolean): Stat[] {
  for (let i = 1; i < current.length; i++) {
    if (current[i - 1].type >= current[i].type) {
      const all = new Map(current.map((s) => [s.type, s]));
      for (const s of changed) all.set(s.type, s);
      return [...all.values()].sort(byType);
    }
  }
  const next = inPlace ? current as Stat[] : current.slice();
  let sorted = true;
  for (const s of changed) {
    let at = next.length - 1;
    while (at >= 0 && next[at].type !== s.type) at--;
    if (at >= 0) next[at] = s;
    else { next.push(s); sorted = false; }
  }
  return sorted ? next : next.sort(byType);
}

export function applyStats(draft: Draft, e: StatsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (!d) return;
  if (e.mode === 'clear') d.stats = draft.adopt([]);
  else if (e.mode === 'replace') d.stats = draft.adopt([...e.items].sort(byType));
  else d.stats = draft.adopt(mergeStats(d.stats, e.items, draft.owns(d.stats)));
}

export function applyTextLive(draft: Draft, e: TextLiveEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (!d) return;
  const list = e.wire;
  const from = e.mode === 'replace' ? EMPTY_LOG : d.textLiveLog;
  d.textLiveLog = draft.appendLog(from, e.mode === 'edit' ? ENTRY_EDIT : ENTRY_ITEMS, list.bytes, list.start, list.end);
}

export function applyVar(draft: Draft, e: VarEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.varChecks = draft.append(d.varChecks, [{ ...e.check, at: e.ts }]);
  const m = draft.writableMatch(e.sport, e.matchId);
  if (m) m.varUntil = e.ts + VAR_FLAG_MS;
}

/** Player stats replace the player's earlier ones by id (materialise.ts applies them so). */
export function applyPlayerStats(draft: Draft, e: PlayerStatsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (!d) return;
  const list = e.wire;
  d.playerStatLog = draft.appendLog(d.playerStatLog, ENTRY_ITEMS, list.bytes, list.start, list.end);
}

function withoutAnchors(list: readonly AnchorBrief[], gone: readonly AnchorBrief[]): AnchorBrief[] {
  const ids = new Set(gone.map((a) => a.customId));
  return list.filter((a) => !ids.has(a.customId));
}

export function applySeats(draft: Draft, e: SeatsEvent): void {
  draft.updateDetail(e.sport, e.matchId, (d) => {
    if (e.mode === 'replace') d.seats = e.anchors;
    else if (e.mode === 'take') d.seats = [...withoutAnchors(d.seats, e.anchors), ...e.anchors];
    else d.seats = withoutAnchors(d.seats, e.anchors);
  });
}

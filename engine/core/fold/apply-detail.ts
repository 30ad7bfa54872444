// Detail events: incidents, stats, text live, VAR, player stats, anchor seats [RT-3] [RT-10].
import type {
  IncidentsEvent, PlayerStatsEvent, SeatsEvent, StatsEvent, TextLiveEvent, VarEvent,
} from '../events';
import type { AnchorBrief, Stat, TextLiveEntry } from '../model';
import type { Draft } from './draft';

/** A VAR check flags the match for 3 minutes [RT-3]. */
export const VAR_FLAG_MS = 3 * 60_000;

export function applyIncidents(draft: Draft, e: IncidentsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.incidents = e.mode === 'replace' ? e.items : draft.append(d.incidents, e.items);
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

function editTextLive(current: readonly TextLiveEntry[], edits: readonly TextLiveEntry[]): TextLiveEntry[] {
  const next = [...current];
  for (const entry of edits) {
    const at = next.findIndex((x) => x.index === entry.index);
    if (at >= 0) next[at] = entry;
  }
  return next;
}

export function applyTextLive(draft: Draft, e: TextLiveEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (!d) return;
  if (e.mode === 'replace') d.textLive = e.items;
  else if (e.mode === 'append') d.textLive = draft.append(d.textLive, e.items);
  else d.textLive = editTextLive(d.textLive, e.items);
}

export function applyVar(draft: Draft, e: VarEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.varChecks = draft.append(d.varChecks, [{ ...e.check, at: e.ts }]);
  const m = draft.writableMatch(e.sport, e.matchId);
  if (m) m.varUntil = e.ts + VAR_FLAG_MS;
}

export function applyPlayerStats(draft: Draft, e: PlayerStatsEvent): void {
  draft.updateDetail(e.sport, e.matchId, (d) => {
    const byId = new Map(d.playerStats.map((p) => [p.playerId, p]));
    for (const p of e.items) byId.set(p.playerId, p);
    d.playerStats = [...byId.values()];
  });
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

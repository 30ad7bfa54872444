// Applying a match-centre detail patch (detail-view.ts) on the page: a full value replaces the view, a change
// replaces the fields it names and puts a list's new or replaced items in place. Pure: returns a new view and
// shares every list the change did not name, so a React component reading `incidents` keeps its reference when
// only the odds moved.
import type { ListChange, MatchDetailChange, MatchDetailPatch, MatchDetailView, OddsEntryChange } from './detail-view';
import type { OddsEntry } from './types';

export function applyListChange<T>(list: readonly T[], change: ListChange<T>): T[] {
  const out = list.slice(0, change.length);
  for (const [index, item] of change.items) out[index] = item;
  return out;
}

/** Odds entries keep the history points before `historyFrom` of the entry they replace (detail-view.ts). */
export function applyOddsChange(list: readonly OddsEntry[], change: ListChange<OddsEntryChange>): OddsEntry[] {
  const out = list.slice(0, change.length);
  for (const [index, { historyFrom, history, ...entry }] of change.items) {
    const kept = historyFrom > 0 ? (list[index]?.history ?? []).slice(0, historyFrom) : [];
    out[index] = { ...entry, history: kept.length > 0 ? [...kept, ...history] : history };
  }
  return out;
}

function applyChange(view: MatchDetailView, change: MatchDetailChange): MatchDetailView {
  const next: { -readonly [K in keyof MatchDetailView]: MatchDetailView[K] } = { ...view };
  if (change.status !== undefined) next.status = change.status;
  if (change.row !== undefined) next.row = change.row;
  if (change.match !== undefined) next.match = change.match;
  if (change.logos !== undefined) next.logos = change.logos;
  if (change.lineup !== undefined) next.lineup = change.lineup;
  if (change.updatedAt !== undefined) next.updatedAt = change.updatedAt;
  if (change.quiet !== undefined) next.quiet = change.quiet;
  // One line per list: each keeps its own element type.
  if (change.incidents) next.incidents = applyListChange(view.incidents, change.incidents);
  if (change.stats) next.stats = applyListChange(view.stats, change.stats);
  if (change.textLive) next.textLive = applyListChange(view.textLive, change.textLive);
  if (change.varChecks) next.varChecks = applyListChange(view.varChecks, change.varChecks);
  if (change.playerStats) next.playerStats = applyListChange(view.playerStats, change.playerStats);
  if (change.seats) next.seats = applyListChange(view.seats, change.seats);
  if (change.odds) next.odds = applyOddsChange(view.odds, change.odds);
  if (change.momentum) next.momentum = applyListChange(view.momentum, change.momentum);
  if (change.scoreTrail) next.scoreTrail = applyListChange(view.scoreTrail, change.scoreTrail);
  return next;
}

/** The view after `patch`; `view` is the one before (for a full patch, anything, e.g. the loading view). */
export function applyDetailPatch(view: MatchDetailView, patch: MatchDetailPatch): MatchDetailView {
  return patch.kind === 'full' ? patch.view : applyChange(view, patch.change);
}

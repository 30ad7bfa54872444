// The match centre's live subscriptions (issue #13 "Data and real time"): per subscription the match, DetailRecord
// and view last posted; per update (each folded batch, clock refresh or settings change — the same moments the
// list views are updated at, so both go in one Patch) a MatchDetailPatch only when the match, its record or its
// row changed. The row is the lists' own projection (rowOf: minute [MN-1]…[MN-4] incl. extra time, VAR flag
// [RT-3]), so the page's header and the list rows never disagree.
import type { DetailLogos, DetailRecord, LiveState, Match, MatchDetailPatch, MatchDetailView, MatchRow, Sport } from '../../core';
import { QUIET_AFTER_MS, statusGroup } from '../../core';
import { detailChange } from '../../core/match-centre/detail-diff';
import { matchDetail } from '../../wire/detail/materialise';

/** What every watch's update of one moment shares. */
export interface DetailMoment {
  readonly state: LiveState;
  /** View clock, ms. */
  readonly now: number;
  /** The match's list row now; `previous`: the row shown before, so the minute never runs backwards [MN-4]. */
  readonly rowOf: (m: Match, previous: MatchRow | undefined) => MatchRow;
  /** When the feed last changed the match (change-times.ts), 0: never seen. */
  readonly changedAt: (sport: Sport, matchId: number) => number;
}

interface Watch {
  readonly sport: Sport;
  readonly matchId: number;
  match: Match | undefined;
  record: DetailRecord | undefined;
  view: MatchDetailView;
}

export interface DetailUpdate {
  readonly patches: MatchDetailPatch[];
  /** A watched match's score moved (a goal, or one taken back): the patch is not to wait for the page's pacing. */
  readonly urgent: boolean;
}

/** Whether the clock alone can change what a watch shows: a going match's minute and quiet flag, a VAR flag. */
function clockDriven(view: MatchDetailView, now: number): boolean {
  const m = view.match;
  if (m === null) return false;
  // A goal highlight [GN-5] runs out with the clock too, whatever the match's status (a feed may score a match it
  // still calls abnormal): the header's row must drop it as the list's does.
  return statusGroup(m.sport, m.statusId) === 'going' || now < m.varUntil || view.row?.highlighted === true;
}

export class DetailWatches {
  private readonly watches = new Map<number, Watch>();

  get size(): number {
    return this.watches.size;
  }

  has(id: number): boolean {
    return this.watches.has(id);
  }

  /** Starts a watch and answers its first, full patch. */
  watch(id: number, sport: Sport, matchId: number, at: DetailMoment): MatchDetailPatch {
    const match = at.state[sport].matches[matchId];
    const record = at.state[sport].details[matchId];
    const view = viewOf(sport, matchId, match, record, undefined, at);
    this.watches.set(id, { sport, matchId, match, record, view });
    return { subscription: id, kind: 'full', view };
  }

  unwatch(id: number): boolean {
    return this.watches.delete(id);
  }

  clear(): void {
    this.watches.clear();
  }

  /** Each watch whose match, record, row or quiet flag changed, as a change of what it posted last. */
  update(at: DetailMoment): DetailUpdate {
    const patches: MatchDetailPatch[] = [];
    let urgent = false;
    for (const [id, w] of this.watches) {
      const match = at.state[w.sport].matches[w.matchId];
      const record = at.state[w.sport].details[w.matchId];
      // Nothing of the match moved and no clock can move its header: the common case, one lookup per watch.
      if (match === w.match && record === w.record && !clockDriven(w.view, at.now) && (match !== undefined || w.view.status === statusOf(at.state))) continue;
      const view = viewOf(w.sport, w.matchId, match, record, w.view, at);
      w.match = match;
      w.record = record;
      const change = detailChange(w.view, view);
      if (change === null) continue;
      if (change.row !== undefined && w.view.row !== null && change.row !== null && change.row.score !== w.view.row.score) urgent = true;
      w.view = view;
      patches.push({ subscription: id, kind: 'change', change });
    }
    return { patches, urgent };
  }

  /** Whether a clock refresh can change a watch (the view hub then keeps its minute refreshes going [MN-4]). */
  needsClock(now: number): boolean {
    for (const w of this.watches.values()) if (clockDriven(w.view, now)) return true;
    return false;
  }
}

/** 'loading' until the engine folded a list snapshot, 'unknown' after that for a match it does not hold. */
function statusOf(state: LiveState): MatchDetailView['status'] {
  return state.stream === '' ? 'loading' : 'unknown';
}

function viewOf(
  sport: Sport, matchId: number, match: Match | undefined, record: DetailRecord | undefined,
  previous: MatchDetailView | undefined, at: DetailMoment,
): MatchDetailView {
  const detail = matchDetail(record);
  if (match === undefined) {
    return { ...detail, sport, matchId, status: statusOf(at.state), row: null, match: null, logos: null, updatedAt: at.changedAt(sport, matchId), quiet: false };
  }
  const row = at.rowOf(match, previous?.row ?? undefined);
  const updatedAt = at.changedAt(sport, matchId);
  // Issue #13: the page says so when the feed goes quiet on a match being played.
  const quiet = row.group === 'going' && updatedAt > 0 && at.now - updatedAt >= QUIET_AFTER_MS;
  const lists = at.state[sport];
  // The same object while nothing changed (the diff compares it by value: a new one each update costs nothing more).
  const logos = {
    competition: lists.competitions[match.competitionId]?.logo ?? '',
    home: lists.teams[match.homeTeamId]?.logo ?? '',
    away: lists.teams[match.awayTeamId]?.logo ?? '',
  };
  return { ...detail, sport, matchId, status: 'live', row, match, logos: sameLogos(previous?.logos, logos) ? previous!.logos : logos, updatedAt, quiet };
}

function sameLogos(a: DetailLogos | null | undefined, b: DetailLogos): boolean {
  return a != null && a.competition === b.competition && a.home === b.home && a.away === b.away;
}

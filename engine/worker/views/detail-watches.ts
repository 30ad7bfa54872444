// The match centre's live subscriptions (issue #13 "Data and real time"): per subscription the match, DetailRecord
// and view last posted; per update (each folded batch, clock refresh or settings change — the same moments the
// list views are updated at, so both go in one Patch) a MatchDetailPatch only when the match, its record or its
// row changed. The row is the lists' own projection (rowOf: minute [MN-1]…[MN-4] incl. extra time, VAR flag
// [RT-3], goal highlight [GN-5], day [LS-2], follow and pin, the user's settings), so the page's header and the
// list rows never disagree.
import type {
  DetailLogos, DetailRecord, LiveState, Match, MatchDetailPatch, MatchDetailView, MatchRow, Settings, Sport, ViewContext,
} from '../../core';
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
  /**
   * What rowOf reads besides the match and the clock: the sport's view context (the Beijing day [LS-2], pins,
   * follows) and the user's settings — each the same object while nothing in it changed.
   */
  readonly context: (sport: Sport) => ViewContext;
  readonly settings: Settings;
  /** The view clock went back (a replay seeked backwards): every watch is looked at afresh. */
  readonly rewound: boolean;
}

interface Watch {
  readonly sport: Sport;
  readonly matchId: number;
  match: Match | undefined;
  record: DetailRecord | undefined;
  /** The row inputs `view` was projected with. */
  context: ViewContext;
  settings: Settings;
  view: MatchDetailView;
}

export interface DetailUpdate {
  readonly patches: MatchDetailPatch[];
  /** A watched match's score moved (a goal, or one taken back): the patch is not to wait for the page's pacing. */
  readonly urgent: boolean;
}

/**
 * Whether the clock alone can change what a watch shows: a going match's minute and quiet flag, and a VAR flag
 * [RT-3] or goal highlight [GN-5] the header shows — read from the view posted, not from the match, so the update
 * that finds the flag run out still re-projects the row and posts it cleared.
 */
function clockDriven(view: MatchDetailView): boolean {
  // The flags run out with the clock whatever the match's status (a feed may score, or send a VAR check for, a
  // match it still calls abnormal): the header's row must drop them as the list's does.
  const row = view.row;
  return liveMinute(view) || row?.varActive === true || row?.highlighted === true || row?.retracted === true;
}

/** Whether what `w` shows may be out of date at `at`: something it is projected from changed, or the clock alone moves it. */
function stale(w: Watch, match: Match | undefined, record: DetailRecord | undefined, at: DetailMoment): boolean {
  if (match === undefined) return match !== w.match || record !== w.record || w.view.status !== statusOf(at.state);
  return match !== w.match || record !== w.record || at.rewound || clockDriven(w.view)
    || at.context(w.sport) !== w.context || at.settings !== w.settings;
}

/** Whether a watch shows a running minute or can turn quiet: the 15 s refresh has work [MN-4]. */
function liveMinute(view: MatchDetailView): boolean {
  return view.match !== null && statusGroup(view.match.sport, view.match.statusId) === 'going';
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
    this.watches.set(id, { sport, matchId, match, record, context: at.context(sport), settings: at.settings, view });
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
      // Nothing the header is projected from moved and no clock can move it: the common case, a few lookups per watch.
      if (!stale(w, match, record, at)) continue;
      const view = viewOf(w.sport, w.matchId, match, record, w.view, at);
      w.match = match;
      w.record = record;
      w.context = at.context(w.sport);
      w.settings = at.settings;
      const change = detailChange(w.view, view);
      if (change === null) continue;
      if (change.row !== undefined && w.view.row !== null && change.row !== null && change.row.score !== w.view.row.score) urgent = true;
      w.view = view;
      patches.push({ subscription: id, kind: 'change', change });
    }
    return { patches, urgent };
  }

  /** Whether any watch shows a running minute or a quiet flag to come (the view hub keeps its 15 s refreshes going [MN-4]). */
  hasLiveMinutes(): boolean {
    for (const w of this.watches.values()) if (liveMinute(w.view)) return true;
    return false;
  }

  /**
   * The earliest time at which a watch's header reads differently other than by its live minute: the end of a VAR
   * flag [RT-3] or goal highlight [GN-5] it shows (Infinity: none) — the view hub sets its timer for it, as it does
   * for the list rows' (ViewPatcher.nextExpiry), so the flag clears when it runs out without waiting for a frame.
   * `highlightUntil` / `retractedUntil`: the highlight book's expiries of a match, 0 when it has none.
   */
  nextExpiry(highlightUntil: (sport: Sport, matchId: number) => number, retractedUntil: (sport: Sport, matchId: number) => number = () => 0): number {
    let next = Infinity;
    for (const w of this.watches.values()) {
      const { row, match } = w.view;
      if (row === null || match === null) continue;
      if (row.varActive) next = Math.min(next, match.varUntil);
      if (row.highlighted) next = Math.min(next, highlightUntil(w.sport, w.matchId));
      if (row.retracted) next = Math.min(next, retractedUntil(w.sport, w.matchId) || Infinity);
    }
    return next;
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

// What an open match-centre page reads of its match, live (issue #13 "Data and real time"): the header as the
// lists compute it (the match's list row: score, status, minute [MN-1]…[MN-4] incl. extra time, VAR flag [RT-3])
// and the detail lists the fold keeps [RT-10]. The worker posts it on the one patch port (Patch.details): first a
// full value, then only what changed — which lists, and for a list only its new or replaced items, so a new text
// live line costs one entry, not the whole list.
import type { Match, MatchDetail } from '../model';
import type { Sport } from '../sport';
import type { OddsEntry, OddsPoint } from './types';
import type { MatchRow } from '../views/row-types';

/**
 * 'live': the match is in the engine's state and the view follows it.
 * 'loading': the engine has no lists yet (no snapshot folded): the match may still come.
 * 'unknown': the lists are in and the match is not among them (a past match, a bad id): the page asks the server.
 */
export type MatchDetailStatus = 'live' | 'loading' | 'unknown';

/** The header's logos as the feed state holds them (Competition.logo, Team.logo); '' when the feed has none. */
export interface DetailLogos {
  readonly competition: string;
  readonly home: string;
  readonly away: string;
}

export interface MatchDetailView extends MatchDetail {
  readonly sport: Sport;
  readonly matchId: number;
  readonly status: MatchDetailStatus;
  /** The match's list row, as the lists show it (same settings, same view clock); null unless 'live'. */
  readonly row: MatchRow | null;
  /** The match as the state keeps it (raw scores arrays, team and competition ids); null unless 'live'. */
  readonly match: Match | null;
  /** The competition's and teams' logos; null unless 'live'. */
  readonly logos: DetailLogos | null;
  /** The view clock (ms; a replay's recorded time) of the last change to the match or its detail; 0: none seen. */
  readonly updatedAt: number;
  /** The match is being played and the feed has told nothing of it for QUIET_AFTER_MS. */
  readonly quiet: boolean;
}

/** A going match whose feed has been silent this long (view clock) is shown as quiet. */
export const QUIET_AFTER_MS = 90_000;

/** The lists a change can carry, by name. */
export type DetailListName = 'incidents' | 'stats' | 'textLive' | 'varChecks' | 'playerStats' | 'seats' | 'odds' | 'momentum' | 'scoreTrail';

/**
 * One list's change: cut the list to `length`, then put each [index, item] in place (index < length). An append
 * is the new items at the old length's indices; a text-live correction or a player's new line replaces one index.
 */
export interface ListChange<T> {
  readonly length: number;
  readonly items: ReadonlyArray<readonly [number, T]>;
}

/**
 * An odds entry as a change carries it: its history only from `historyFrom` on — the page keeps the points before
 * that from the entry it had at the same index (a quote appends one point to a history of dozens).
 */
export interface OddsEntryChange extends Omit<OddsEntry, 'history'> {
  readonly historyFrom: number;
  readonly history: readonly OddsPoint[];
}

type ListChanges = { readonly [K in Exclude<DetailListName, 'odds'>]?: ListChange<MatchDetail[K][number]> } & {
  readonly odds?: ListChange<OddsEntryChange>;
};

/** What a subscription's detail patch carries after its first: each field present only when it changed. */
export interface MatchDetailChange extends ListChanges {
  readonly status?: MatchDetailStatus;
  readonly row?: MatchRow | null;
  readonly match?: Match | null;
  readonly logos?: DetailLogos | null;
  readonly lineup?: MatchDetail['lineup'];
  readonly updatedAt?: number;
  readonly quiet?: boolean;
}

/** One subscription's part of a Patch (Patch.details), in the order the worker made them. */
export type MatchDetailPatch =
  | { readonly subscription: number; readonly kind: 'full'; readonly view: MatchDetailView }
  | { readonly subscription: number; readonly kind: 'change'; readonly change: MatchDetailChange };

/** The view a page shows until the worker's first patch comes. */
export function loadingDetailView(sport: Sport, matchId: number): MatchDetailView {
  return {
    sport, matchId, status: 'loading', row: null, match: null, logos: null, updatedAt: 0, quiet: false,
    incidents: [], stats: [], textLive: [], varChecks: [], playerStats: [], seats: [], lineup: null, odds: [], momentum: [], scoreTrail: [],
  };
}

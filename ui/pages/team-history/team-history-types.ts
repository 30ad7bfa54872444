// What /teamDetailHistory/{matchId} shows, as the page computes it from teamDetailHistory and headToHead: each row
// read from one team's side (胜/平/负), and the count of each over the rows.
import type { CallAt, DataOf } from '../../api';

export type TeamHistoryData = DataOf<CallAt<'/v1/match/teamDetailHistory'>>;
export type PastMatchData = TeamHistoryData['home'][number];
export type HeadToHeadData = DataOf<CallAt<'/v1/headToHead/football'>>;

export type Outcome = '胜' | '平' | '负';

export interface HistoryRow {
  readonly matchId: number;
  /** Beijing date 'YYYY-MM-DD'. */
  readonly date: string;
  readonly competition: string;
  readonly homeName: string;
  /** The teams' ids: their names lead to the team pages. */
  readonly homeId: number;
  readonly awayId: number;
  readonly homeLogo: string;
  readonly awayName: string;
  readonly awayLogo: string;
  readonly score: string;
  /** Half-time score (basketball: first half), '' when unknown. */
  readonly half: string;
  /** From the side of the team whose table it is in ('' in a table read from no side). */
  readonly outcome: Outcome | '';
  /** The side's team played at home. */
  readonly teamAtHome: boolean;
}

export interface SideSummary {
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly scored: number;
  readonly conceded: number;
}

export interface TeamHistoryView {
  readonly sport: 'football' | 'basketball';
  readonly homeTeam: { readonly id: number; readonly name: string; readonly logo: string };
  readonly awayTeam: { readonly id: number; readonly name: string; readonly logo: string };
  /** The two teams' meetings, read from the home team's side; null when the head-to-head call failed. */
  readonly headToHead: readonly HistoryRow[] | null;
  readonly home: readonly HistoryRow[];
  readonly away: readonly HistoryRow[];
}

export type TeamHistoryLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly view: TeamHistoryView };

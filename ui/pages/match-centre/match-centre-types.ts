// What the match centre's tabs draw, as local types: the HTTP calls (contract/) and the live detail view fill them.
// Every part but the feed's own lists is optional — a tab shows its empty state until its part exists.
import type { LineupPlayer as CoreLineupPlayer, TeamLineup as CoreTeamLineup, Incident, ScoreTrailPoint, Stat, TextLiveEntry } from '../../../engine/core';

/** The core's player as the pitch draws it: number and name, its slot (0…100 across and from the own goal line) absent on the bench. */
export type LineupPlayer = Pick<CoreLineupPlayer, 'number' | 'name'> & Partial<Pick<CoreLineupPlayer, 'x' | 'y'>>;

export interface TeamLineup extends Pick<CoreTeamLineup, 'formation' | 'coach'> {
  readonly starters: readonly LineupPlayer[];
  readonly substitutes: readonly LineupPlayer[];
  /** Injured or suspended: name and reason text. */
  readonly absent: readonly { readonly name: string; readonly reason: string }[];
}

export interface LineupView { readonly home: TeamLineup; readonly away: TeamLineup }

/** One market's line: home/draw/away (football's 欧赔), home/away (basketball's 欧赔: two-way, a level game goes to
 *  overtime), home/handicap/away (亚盘) or over/line/under (大小). */
export type OddsLine = readonly [number, number, number] | readonly [number, number];

export interface CompanyOdds {
  readonly companyId: number;
  readonly companyName: string;
  /** Per market ('eu' 欧赔, 'asia' 亚盘, 'bs' 大小): opening and current lines, and the result code after full time [SPEC §4]. */
  readonly markets: Readonly<Partial<Record<OddsMarket, { readonly open: OddsLine; readonly current: OddsLine; readonly result?: number }>>>;
}

export type OddsMarket = 'eu' | 'asia' | 'bs';

export interface PastMatch {
  readonly matchId: number;
  readonly date: string;
  readonly competition: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly score: string;
}

export interface StandingRow {
  readonly rank: number;
  readonly teamName: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly points: number;
}

export interface AnalysisView {
  readonly headToHead: readonly PastMatch[];
  readonly homeRecent: readonly PastMatch[];
  readonly awayRecent: readonly PastMatch[];
  readonly homeUpcoming: readonly PastMatch[];
  readonly awayUpcoming: readonly PastMatch[];
  readonly standings: readonly StandingRow[];
  /** Basketball [SPEC §9]: score-difference ranges and half/full-time combos, label → count per team. */
  readonly ranges?: readonly { readonly label: string; readonly home: number; readonly away: number }[];
}

export interface PlayerLine {
  readonly playerId: number;
  readonly name: string;
  /** 1 home, 2 away. */
  readonly position: number;
  /** The columns of `PLAYER_COLUMNS` (basketball-tabs.tsx), in order. */
  readonly values: readonly (string | number)[];
}

/** A VAR check (frame 48) [RT-3]: reason 1 goal, 2 penalty, 3 red card; result 0 checking, 1 stands, 2 overturned. */
export interface VarDecision { readonly time: number; readonly position: number; readonly reason: number; readonly result: number }

export interface MatchCentreData {
  readonly varDecisions?: readonly VarDecision[];
  readonly incidents: readonly Incident[];
  readonly stats: readonly Stat[];
  readonly tlive: readonly TextLiveEntry[];
  readonly lineup?: LineupView | null;
  readonly odds?: readonly CompanyOdds[];
  readonly momentum?: readonly number[];
  /** Basketball's score trend (the lead graph), in game order; `ncaa` for halves. */
  readonly scoreTrend?: readonly ScoreTrailPoint[];
  readonly ncaa?: boolean;
  readonly analysis?: AnalysisView | null;
  readonly players?: readonly PlayerLine[];
  /** When the data last changed (epoch ms), and whether the feed has gone quiet. */
  readonly updatedAt: number;
  readonly quiet: boolean;
}

export type MatchCentreLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly data: MatchCentreData };

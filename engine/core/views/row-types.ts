// The display fields of one list row: what the patch builder diffs field by field and the UI renders.
// Flat primitives (and short string arrays) so a field-wise comparison is enough.
import type { Sport } from '../sport';
import type { StatusGroup } from '../status';

interface RowBase {
  readonly id: number;
  readonly sport: Sport;
  readonly statusId: number;
  /** [ST-6] */
  readonly statusText: string;
  readonly group: StatusGroup;
  readonly competitionName: string;
  readonly competitionColor: string;
  /** Kick-off 'HH:MM' local, and local days from today (0 today, 1 tomorrow …) [LS-12]. */
  readonly time: string;
  readonly dayOffset: number;
  readonly homeName: string;
  readonly awayName: string;
  /** League ranking, '' when unknown or rankingShow is off. */
  readonly homeRank: string;
  readonly awayRank: string;
  /** 'vs' before kick-off [MN-3], else 'home-away'. */
  readonly score: string;
  /** The active lottery tab's issue label, '' elsewhere [LS-9]. */
  readonly lotteryLabel: string;
  /** Live streams and previews on the match [LS-13]. */
  readonly living: number;
  readonly preview: number;
  /** [RT-3] */
  readonly varActive: boolean;
  /** [GN-5] */
  readonly highlighted: boolean;
  /** A goal just taken back (VAR, a feed correction): the row says why its score fell (取消), tips on or off. */
  readonly retracted: boolean;
  readonly followed: boolean;
  /** [LS-6] */
  readonly pinned: boolean;
  /** The competition's and teams' ids: where the names link to (the data pages). 0 when the feed has none. */
  readonly competitionId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
}

export interface FootballRow extends RowBase {
  readonly sport: 'football';
  /** [MN-1]…[MN-4] */
  readonly minute: string;
  /** The minute's clock rank, kept so the next projection can hold it [MN-4]. */
  readonly minuteRank: number;
  /** Half-time score 'home-away' once the first half is over, else '' [LS-8] [SC-1]. */
  readonly halfTime: string;
  /** Corners 'home-away' once play has started, else '' [LS-8] [SC-1]. */
  readonly corners: string;
  /** Cards, 0 when cardShow is off [SC-1]. */
  readonly homeRed: number;
  readonly homeYellow: number;
  readonly awayRed: number;
  readonly awayYellow: number;
  /** '点球 4-2' during and after a shoot-out, else '' (rules/extra-time.ts). */
  readonly shootout: string;
  /** '120分钟[3-3]，点球[4-2]' once a match that went to extra time is finished, else ''. */
  readonly finalLine: string;
}

export interface BasketballRow extends RowBase {
  readonly sport: 'basketball';
  /** Per period, '-' when not shown [BK-1] [BK-2]. */
  readonly homePeriods: readonly string[];
  readonly awayPeriods: readonly string[];
  /** [BK-4] */
  readonly overtimeShown: boolean;
  readonly homeOvertime: string;
  readonly awayOvertime: string;
  /** [BK-3] */
  readonly half: string;
  readonly total: string;
  readonly diff: string;
  /** [BK-5] */
  readonly popularity: string;
  readonly fire: boolean;
  /** The period clock 'MM:SS' while a period is played, else '' (the card's minutes, SPEC §score card). */
  readonly clock: string;
}

export type MatchRow = FootballRow | BasketballRow;

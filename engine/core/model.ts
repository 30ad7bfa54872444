// The normalised state the feed folds into (SPEC.md §3 entities), keyed by sport and id.
// Everything is read-only: reduce() returns a new state and shares what it did not touch.
import type { DetailLog } from './detail-log/detail-log';
import { EMPTY_LOG } from './detail-log/detail-log';
import type { PackedMomentum } from './match-centre/momentum';
import { EMPTY_MOMENTUM } from './match-centre/momentum';
import type { PackedTrail, ScoreTrailPoint } from './match-centre/score-trail';
import { EMPTY_TRAIL } from './match-centre/score-trail';
import type { PackedOddsEntry } from './match-centre/odds-book';
import type { Lineup, MomentumPoint, OddsEntry } from './match-centre/types';
import type { Sport } from './sport';

export interface Competition {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly logo: string;
  readonly color: string;
  /** 'A'…'Z', the filter dialog's letter group [FT-2]. */
  readonly initial: string;
  /** Shown under the first-tier tab [LS-9]. */
  readonly firstTier: boolean;
  /** Listed in the '#' hot group [FT-2]. */
  readonly hot: boolean;
}

export interface Team {
  readonly id: number;
  readonly name: string;
  readonly logo: string;
  /** League ranking, 0 when unknown. */
  readonly position: number;
}

/** Anchor info as match lists carry it (living and preview entries). */
export interface AnchorBrief {
  readonly customId: number;
  readonly roomId: number;
  readonly avatar: string;
  readonly nickname: string;
}

export interface Match {
  readonly id: number;
  readonly sport: Sport;
  readonly competitionId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** Kick-off, unix seconds. */
  readonly matchTime: number;
  readonly statusId: number;
  /** Start of the current period, unix seconds (the live minute counts from it [MN-1]). */
  readonly goingTime: number;
  /** Popularity [BK-5]. */
  readonly peopleNum: number;
  readonly hasLineup: boolean;
  readonly ncaa: boolean;
  readonly kind: number;
  readonly stageId: number;
  readonly seasonId: number;
  readonly homePosition: number;
  readonly awayPosition: number;
  readonly note: string;
  readonly remark: string;
  /**
   * Football [score, half-time, red, yellow, corners] and, from extra time on, [120-minute score, shoot-out,
   * 90-minute score] (scores.ts FOOTBALL_SCORE) [SC-1]; basketball per period, 4 = overtime [SC-2]. -1: no data.
   */
  readonly homeScores: readonly number[];
  readonly awayScores: readonly number[];
  /** Basketball: one entry per overtime period (their sum is index 4 of the scores). */
  readonly homeOverTime: readonly number[];
  readonly awayOverTime: readonly number[];
  /** Lottery id → issue label (101 竞足, 301/404 北单, 401 传足, 201 竞篮). */
  readonly lotteries: Readonly<Record<number, string>>;
  readonly living: readonly AnchorBrief[];
  readonly preview: readonly AnchorBrief[];
  /** Under VAR review until this time, ms since the epoch; 0 when never [RT-3]. */
  readonly varUntil: number;
  /** Basketball: seconds left on the period clock as last reported (the card's minutes [LS-12]); 0 otherwise. */
  readonly clockSeconds: number;
  /**
   * Football: the extra-time half last kicked off, 0 before extra time (1 first, 2 second). The feed has one status
   * for all of extra time (5) and a going time per half, so the fold keeps which half that going time starts
   * (rules/extra-time.ts); a list snapshot carries it.
   */
  readonly extraHalf: number;
}

export interface Incident {
  readonly type: number;
  /** 1 home, 2 away, 0 neutral. */
  readonly position: number;
  readonly time: number;
  readonly addTime: number;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly playerName: string;
  readonly assist1Name: string;
  readonly assist2Name: string;
  readonly inPlayerName: string;
  readonly outPlayerName: string;
  readonly reasonType: number;
}

export interface Stat {
  readonly type: number;
  readonly home: number;
  readonly away: number;
}

export interface TextLiveEntry {
  readonly main: boolean;
  readonly type: number;
  readonly position: number;
  readonly time: string;
  readonly data: string;
  readonly index: number;
}

export interface VarCheck {
  /** 1 goal, 2 penalty, 3 red card, 4 mistaken identity. */
  readonly reason: number;
  /** 0 under review, 1 confirmed, 2 overturned. */
  readonly result: number;
  readonly position: number;
  readonly time: number;
  /** When the frame arrived, ms. */
  readonly at: number;
}

export interface PlayerStat {
  readonly playerId: number;
  readonly playerName: string;
  readonly position: number;
  readonly items: readonly Stat[];
}

/**
 * What the detail codes (20–52, 120–150) fold into [RT-10], as readers see it: matchDetail(record)
 * (detail-log/materialise.ts) gives it for a state's DetailRecord.
 */
export interface MatchDetail {
  readonly incidents: readonly Incident[];
  readonly stats: readonly Stat[];
  readonly textLive: readonly TextLiveEntry[];
  readonly varChecks: readonly VarCheck[];
  readonly playerStats: readonly PlayerStat[];
  readonly seats: readonly AnchorBrief[];
  /** The match centre (60–80/160–180): null until lineups are published. */
  readonly lineup: Lineup | null;
  /** Per company and market, sorted by company id then market. */
  readonly odds: readonly OddsEntry[];
  /** In minute order. */
  readonly momentum: readonly MomentumPoint[];
  /** Basketball: the score at the end of each clock minute the feed moved it, in game order (score-trail.ts). */
  readonly scoreTrail: readonly ScoreTrailPoint[];
}

/**
 * What the state keeps of a match's detail. The short lists are objects; the long ones — a day's incidents, text
 * live and player stats, tens of thousands of items — are append-only byte logs of the frames' lists
 * (detail-log/detail-log.ts), so the fold keeps a few growing buffers instead of many small objects.
 */
export interface DetailRecord {
  readonly stats: readonly Stat[];
  readonly varChecks: readonly VarCheck[];
  readonly seats: readonly AnchorBrief[];
  readonly incidentLog: DetailLog;
  readonly textLiveLog: DetailLog;
  readonly playerStatLog: DetailLog;
  readonly lineup: Lineup | null;
  /** Per company and market, sorted by company id then market; quotes packed (match-centre/odds-book.ts). */
  readonly odds: readonly PackedOddsEntry[];
  /** Packed (match-centre/momentum.ts); matchDetail gives the points. */
  readonly momentum: PackedMomentum;
  /** Basketball, packed (match-centre/score-trail.ts). */
  readonly scoreTrail: PackedTrail;
}

export interface RoomAnchor {
  readonly customId: number;
  readonly name: string;
  readonly avatar: string;
  readonly level: number;
  readonly identify: number;
}

export interface Room {
  readonly roomId: number;
  readonly roomName: string;
  readonly coverPicture: string;
  readonly hxRoomId: string;
  readonly notice: string;
  readonly viewCount: number;
  readonly setCount: number;
  readonly anchor: RoomAnchor;
  readonly sport: Sport;
  readonly matchId: number;
  /** Streaming now [RT-4] / closed [RT-5]. */
  readonly living: boolean;
}

export interface SportState {
  readonly matches: Readonly<Record<number, Match>>;
  readonly competitions: Readonly<Record<number, Competition>>;
  readonly teams: Readonly<Record<number, Team>>;
  readonly details: Readonly<Record<number, DetailRecord>>;
}

export interface LiveState {
  /** Feed stream id the seq belongs to ('' before the first snapshot). */
  readonly stream: string;
  /** Sequence number of the last feed frame folded in. */
  readonly seq: number;
  readonly football: SportState;
  readonly basketball: SportState;
  readonly rooms: Readonly<Record<number, Room>>;
}

export const EMPTY_DETAIL: MatchDetail = {
  incidents: [], stats: [], textLive: [], varChecks: [], playerStats: [], seats: [], lineup: null, odds: [], momentum: [], scoreTrail: [],
};

export const EMPTY_RECORD: DetailRecord = {
  stats: [], varChecks: [], seats: [], incidentLog: EMPTY_LOG, textLiveLog: EMPTY_LOG, playerStatLog: EMPTY_LOG,
  lineup: null, odds: [], momentum: EMPTY_MOMENTUM, scoreTrail: EMPTY_TRAIL,
};

const EMPTY_SPORT: SportState = { matches: {}, competitions: {}, teams: {}, details: {} };

export const EMPTY_STATE: LiveState = {
  stream: '', seq: 0, football: EMPTY_SPORT, basketball: EMPTY_SPORT, rooms: {},
};

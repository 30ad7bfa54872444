// Events the engine folds: every decoded feed frame is one FeedEvent (engine/wire turns bytes into these).
// Time enters with the event (ts); nothing here reads a clock.
import type {
  AnchorBrief, Competition, Incident, Match, PlayerStat, Room, Stat, Team, TextLiveEntry, VarCheck,
} from './model';
import type { Lineup, MomentumPoint, OddsQuote } from './match-centre/types';
import type { Sport } from './sport';

export interface FrameMeta {
  /** Feed sequence number; snapshots carry the seq of the last frame folded into them. */
  readonly seq: number;
  /** Server time, ms since the epoch. */
  readonly ts: number;
}

/** A whole list for one sport (codes 10/100 and the HTTP *_b endpoints). Replaces that sport's list. */
export interface ListSnapshot extends FrameMeta {
  readonly type: 'listSnapshot';
  readonly sport: Sport;
  readonly stream: string;
  readonly competitions: readonly Competition[];
  readonly teams: readonly Team[];
  /** Matches including their lottery labels, living and preview anchors and VAR flag. */
  readonly matches: readonly Match[];
  /** The sport's room records (rooms streaming now and rooms that closed), replacing the state's. */
  readonly rooms: readonly Room[];
}

/** 11/101 [RT-1]. */
export interface ScoreChange extends FrameMeta {
  readonly type: 'score';
  readonly sport: Sport;
  readonly matchId: number;
  readonly statusId: number;
  readonly goingTime: number;
  readonly homeScores: readonly number[];
  readonly awayScores: readonly number[];
  readonly homeOverTime: readonly number[];
  readonly awayOverTime: readonly number[];
  readonly note: string;
  /** Basketball period clock, seconds left (0 for football). */
  readonly clockSeconds: number;
}

/** 12/102 [RT-2]. */
export interface StatusChange extends FrameMeta {
  readonly type: 'status';
  readonly sport: Sport;
  readonly matchId: number;
  readonly statusId: number;
  readonly goingTime: number;
  /** Basketball period clock, seconds left (0 for football). */
  readonly clockSeconds: number;
}

/** 13/103: a match added to the day or changed (kick-off time, note), with its competition and teams. */
export interface MatchUpsert extends FrameMeta {
  readonly type: 'matchUpsert';
  readonly sport: Sport;
  readonly match: Match;
  readonly competition: Competition;
  readonly homeTeam: Team;
  readonly awayTeam: Team;
}

/** Bytes of a protobuf message lying in a larger buffer: bytes[start, end). */
export interface ByteRange {
  readonly bytes: Uint8Array;
  readonly start: number;
  readonly end: number;
}

/**
 * The list message of a detail frame (live.IncidentList, TliveList, PlayerStatList): where it lies in the frame
 * as the decoder read it, or — for an event built in code — as engine/wire wrote it (detail/detail-lists.ts
 * withWire). The fold keeps these bytes, opaque, rather than the items (the same list decoded); the core never
 * encodes or decodes them.
 */
interface WireList {
  readonly wire: ByteRange;
}

/** 20–21 / 120–121 [RT-10]. */
export interface IncidentsEvent extends FrameMeta, WireList {
  readonly type: 'incidents';
  readonly sport: Sport;
  readonly matchId: number;
  readonly mode: 'replace' | 'append';
  readonly items: readonly Incident[];
}

/** 30–32 / 130–132 [RT-10]. */
export interface StatsEvent extends FrameMeta {
  readonly type: 'stats';
  readonly sport: Sport;
  readonly matchId: number;
  readonly mode: 'replace' | 'merge' | 'clear';
  readonly items: readonly Stat[];
}

/** 40–42 / 140–142 [RT-10]; 'edit' replaces entries by their index. */
export interface TextLiveEvent extends FrameMeta, WireList {
  readonly type: 'textLive';
  readonly sport: Sport;
  readonly matchId: number;
  readonly mode: 'replace' | 'append' | 'edit';
  readonly items: readonly TextLiveEntry[];
}

/** 48 [RT-3]. */
export interface VarEvent extends FrameMeta {
  readonly type: 'var';
  readonly sport: Sport;
  readonly matchId: number;
  readonly check: Omit<VarCheck, 'at'>;
}

/** 150 [RT-10]. */
export interface PlayerStatsEvent extends FrameMeta, WireList {
  readonly type: 'playerStats';
  readonly sport: Sport;
  readonly matchId: number;
  readonly items: readonly PlayerStat[];
}

/** 50–52 [RT-10]: anchors holding a commentary seat on a match. */
export interface SeatsEvent extends FrameMeta {
  readonly type: 'seats';
  readonly sport: Sport;
  readonly matchId: number;
  readonly mode: 'replace' | 'take' | 'release';
  readonly anchors: readonly AnchorBrief[];
}

/** Room fields a stream carries (the room's living flag is the fold's to set). */
export type RoomInit = Omit<Room, 'living'>;

/** 200 [RT-4]. */
export interface StreamStart extends FrameMeta {
  readonly type: 'streamStart';
  readonly room: RoomInit;
}

/** 210 [RT-5]. */
export interface StreamClose extends FrameMeta {
  readonly type: 'streamClose';
  readonly sport: Sport;
  readonly matchId: number;
  readonly roomId: number;
}

/** 220 [RT-6]: room.matchId is the new match; prevMatchId the one it leaves (equal: refresh only). */
export interface MatchSwitch extends FrameMeta {
  readonly type: 'matchSwitch';
  readonly prevMatchId: number;
  readonly room: RoomInit;
}

/** 225 [RT-7]: prevMatchId −1 just adds. */
export interface PreviewAdd extends FrameMeta {
  readonly type: 'previewAdd';
  readonly sport: Sport;
  readonly matchId: number;
  readonly prevMatchId: number;
  readonly anchor: AnchorBrief;
}

/** 226 [RT-8]. */
export interface PreviewRemove extends FrameMeta {
  readonly type: 'previewRemove';
  readonly sport: Sport;
  readonly matchId: number;
  readonly anchor: AnchorBrief;
}

export interface RoomPatch {
  readonly roomName?: string;
  readonly viewCount?: number;
  readonly coverPicture?: string;
  readonly notice?: string;
}

/** 230 [RT-9]. */
export interface RoomInfoEvent extends FrameMeta {
  readonly type: 'roomInfo';
  readonly roomId: number;
  readonly patch: RoomPatch;
}

/** 60/160 [RT-10]: the match's lineups (football XI with formation, basketball roster), replacing any before. */
export interface LineupEvent extends FrameMeta {
  readonly type: 'lineup';
  readonly sport: Sport;
  readonly matchId: number;
  readonly lineup: Lineup;
}

/**
 * 70–72/170–172 [RT-10]: odds opened (replaces the match's book: each quote is its market's opening line),
 * changed (each quote becomes its market's current line), settled (each quote's result code and line).
 */
export interface OddsEvent extends FrameMeta {
  readonly type: 'odds';
  readonly sport: Sport;
  readonly matchId: number;
  readonly mode: 'open' | 'change' | 'settle';
  readonly quotes: readonly OddsQuote[];
}

/** 80/180 [RT-10]: attack-momentum points; a point replaces the match's point of the same minute. */
export interface MomentumEvent extends FrameMeta {
  readonly type: 'momentum';
  readonly sport: Sport;
  readonly matchId: number;
  readonly points: readonly MomentumPoint[];
}

export type FeedEvent =
  | ListSnapshot | ScoreChange | StatusChange | MatchUpsert | IncidentsEvent | StatsEvent | TextLiveEvent
  | VarEvent | PlayerStatsEvent | SeatsEvent | StreamStart | StreamClose | MatchSwitch | PreviewAdd
  | PreviewRemove | RoomInfoEvent | LineupEvent | OddsEvent | MomentumEvent;

export type FeedEventType = FeedEvent['type'];

/** For exhaustive switches: a forgotten case is a compile error. */
export function unreachable(value: never): never {
  throw new Error(`unreachable: ${JSON.stringify(value)}`);
}

/** An event before the feed stamps it with seq and ts (distributes over the union). */
export type Unstamped<E extends FeedEvent = FeedEvent> = E extends FeedEvent ? Omit<E, 'seq' | 'ts'> : never;

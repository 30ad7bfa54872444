// RealtimeMessage bytes → FeedEvent in one pass, for the frequent codes (scores, statuses, detail lists, VAR,
// room info): no protobufjs message objects in between, the body read where it lies in the packet. It runs the
// same checks as decode-event.ts; a frame it does not take (other codes, non-canonical bytes, a failed check)
// throws, and the caller decodes it with the reference decoder, which says what exactly is wrong [RT-11].
import type { FeedEvent, RoomInfoEvent } from '../../core/events';
import type { Sport } from '../../core/sport';
import { sportOfType } from '../../core/sport';
import type { CodeInfo } from '../code-table';
import { CODE_TABLE } from '../code-table';
import { checkClock, checkScores, checkStatus } from '../validate';
import { Cursor, EMPTY, NOT_CANONICAL } from './cursor';
import { incident, list, momentumPoint, oddsQuote, playerStat, stat, textEntry } from './detail-items';

type RoomPatch = RoomInfoEvent['patch'];

/** The payload field's tag (field number << 3 | length-delimited) for each payload this path reads. */
const PAYLOAD_TAG: Partial<Record<CodeInfo['payload'], number>> = {
  scoreObj: 82, statList: 90, tliveList: 98, incidents: 106, varCheck: 114, playerStats: 122, roomPatch: 146,
  odds: 170, momentum: 178,
};

const cursor = new Cursor();

/**
 * The event of a checksum-verified frame whose body is body[start, end), when the fast path takes it;
 * undefined sends the frame to the reference decoder.
 */
export function fastBodyEvent(body: Uint8Array, start: number, end: number, code: number, seq: number, ts: number): FeedEvent | undefined {
  const info = CODE_TABLE.get(code);
  if (!info || PAYLOAD_TAG[info.payload] === undefined) return undefined;
  cursor.reset(body, start);
  try {
    return decodeRealtime(cursor, end, info, code, seq, ts);
  } catch {
    return undefined;
  }
}

type Mode<T extends FeedEvent['type']> = Extract<FeedEvent, { type: T; mode: unknown }>['mode'];

/** Decodes the body at c.pos…end of a frame with a PAYLOAD_TAG payload; throws on anything it does not take. */
function decodeRealtime(c: Cursor, end: number, info: CodeInfo, code: number, seq: number, ts: number): FeedEvent {
  let matchId = 0;
  let type = 0;
  let roomId = 0;
  let sportType = 0;
  let payloadTag = 0;
  let payloadStart = 0;
  let payloadEnd = 0;
  while (c.pos < end) {
    const tag = c.uint32(end);
    switch (tag) {
      case 8: matchId = c.int53(end); break;
      case 16: c.int53(end); break; // timestamp
      case 24: type = c.int32(end); break;
      case 34: c.skipDelimited(end); break; // hxRoomId: only room frames use it
      case 40: roomId = c.int53(end); break;
      case 48: sportType = c.int32(end); break;
      case 56: c.int53(end); break; // competitionId
      default: {
        if (payloadTag !== 0 || tag < 82 || tag > 178 || (tag & 7) !== 2) throw NOT_CANONICAL;
        payloadTag = tag;
        payloadEnd = c.delimited(end);
        payloadStart = c.pos;
        c.pos = payloadEnd;
      }
    }
  }
  if (type !== code || payloadTag !== PAYLOAD_TAG[info.payload]) throw NOT_CANONICAL;
  c.pos = payloadStart;
  if (info.event === 'roomInfo') return roomInfo(c, payloadEnd, seq, ts, roomId);
  const sport = sportOfType(sportType);
  if (!sport || (info.sport && info.sport !== sport)) throw NOT_CANONICAL;
  if (matchId <= 0) throw NOT_CANONICAL; // checkId: int53 reads only safe integers, so this is all of it
  switch (info.event) {
    case 'score': return score(c, payloadEnd, seq, ts, sport, matchId);
    case 'status': return status(c, payloadEnd, seq, ts, sport, matchId);
    case 'stats': return { type: 'stats', seq, ts, sport, matchId, mode: info.mode as Mode<'stats'>, items: list(c, payloadEnd, stat) };
    // The long lists also carry their bytes: the fold keeps those, not the items (core/detail-log).
    case 'textLive': {
      const items = list(c, payloadEnd, textEntry);
      return { type: 'textLive', seq, ts, sport, matchId, mode: info.mode as Mode<'textLive'>, items, wire: { bytes: c.buf, start: payloadStart, end: payloadEnd } };
    }
    case 'incidents': {
      const items = list(c, payloadEnd, incident);
      return { type: 'incidents', seq, ts, sport, matchId, mode: info.mode as Mode<'incidents'>, items, wire: { bytes: c.buf, start: payloadStart, end: payloadEnd } };
    }
    case 'playerStats': {
      const items = list(c, payloadEnd, playerStat);
      return { type: 'playerStats', seq, ts, sport, matchId, items, wire: { bytes: c.buf, start: payloadStart, end: payloadEnd } };
    }
    case 'var': return varCheck(c, payloadEnd, seq, ts, sport, matchId);
    // The match centre's frequent frames (lineups are rare and go to the reference decoder).
    case 'odds': return { type: 'odds', seq, ts, sport, matchId, mode: info.mode as Mode<'odds'>, quotes: list(c, payloadEnd, oddsQuote) };
    case 'momentum': return { type: 'momentum', seq, ts, sport, matchId, points: list(c, payloadEnd, momentumPoint) };
    default: throw NOT_CANONICAL;
  }
}

function score(c: Cursor, end: number, seq: number, ts: number, sport: Sport, matchId: number): FeedEvent {
  let id = 0, statusId = 0, goingTime = 0, note = '', clockSeconds = 0;
  let homeScores: readonly number[] = EMPTY, awayScores: readonly number[] = EMPTY;
  let homeOverTime: readonly number[] = EMPTY, awayOverTime: readonly number[] = EMPTY;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: id = c.int53(end); break;
      case 16: statusId = c.int32(end); break;
      case 26: homeScores = c.packedInt32(end, homeScores); break;
      case 34: awayScores = c.packedInt32(end, awayScores); break;
      case 40: goingTime = c.int53(end); break;
      case 50: note = c.string(end); break;
      case 58: homeOverTime = c.packedInt32(end, homeOverTime); break;
      case 66: awayOverTime = c.packedInt32(end, awayOverTime); break;
      case 72: clockSeconds = c.int32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  if (id !== matchId) throw NOT_CANONICAL;
  checkStatus(sport, statusId);
  checkScores(sport, homeScores, 'homeScore', false);
  checkScores(sport, awayScores, 'awayScore', false);
  checkClock(clockSeconds);
  return {
    type: 'score', seq, ts, sport, matchId, statusId, goingTime, note, homeScores, awayScores, homeOverTime, awayOverTime, clockSeconds,
  };
}

function status(c: Cursor, end: number, seq: number, ts: number, sport: Sport, matchId: number): FeedEvent {
  let id = 0, statusId = 0, goingTime = 0, clockSeconds = 0;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: id = c.int53(end); break;
      case 16: statusId = c.int32(end); break;
      case 40: goingTime = c.int53(end); break;
      case 72: clockSeconds = c.int32(end); break;
      case 26: case 34: case 58: case 66: c.packedInt32(end, EMPTY); break; // scores: not part of a status change
      case 50: c.string(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  if (id !== matchId) throw NOT_CANONICAL;
  checkStatus(sport, statusId);
  return { type: 'status', seq, ts, sport, matchId, statusId, goingTime, clockSeconds: checkClock(clockSeconds) };
}

function varCheck(c: Cursor, end: number, seq: number, ts: number, sport: Sport, matchId: number): FeedEvent {
  let reason = 0, result = 0, position = 0, time = 0;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: reason = c.int32(end); break;
      case 16: result = c.int32(end); break;
      case 24: position = c.int32(end); break;
      case 32: time = c.int32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  return { type: 'var', seq, ts, sport, matchId, check: { reason, result, position, time } };
}

function roomInfo(c: Cursor, end: number, seq: number, ts: number, roomId: number): FeedEvent {
  let roomName: string | undefined, viewCount: number | undefined, coverPicture: string | undefined, notice: string | undefined;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 10: if (roomName !== undefined) throw NOT_CANONICAL; roomName = c.string(end); break;
      case 16: if (viewCount !== undefined) throw NOT_CANONICAL; viewCount = c.int53(end); break;
      case 26: if (coverPicture !== undefined) throw NOT_CANONICAL; coverPicture = c.string(end); break;
      case 34: if (notice !== undefined) throw NOT_CANONICAL; notice = c.string(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  if (roomId <= 0) throw NOT_CANONICAL; // checkId, as above
  const patch: { -readonly [K in keyof RoomPatch]: RoomPatch[K] } = {};
  if (roomName !== undefined) patch.roomName = roomName;
  if (viewCount !== undefined) patch.viewCount = viewCount;
  if (coverPicture !== undefined) patch.coverPicture = coverPicture;
  if (notice !== undefined) patch.notice = notice;
  return { type: 'roomInfo', seq, ts, roomId, patch };
}

// The items of the detail lists (stats, text live, incidents, player stats) read straight from the body, for
// realtime-event.ts: one object per item, fields in the reference decoder's order, defaults as protobufjs gives.
import type { MomentumPoint, OddsQuote } from '../../core/match-centre/types';
import type { Incident, PlayerStat, Stat, TextLiveEntry } from '../../core/model';
import type { Cursor } from './cursor';
import { EMPTY, NOT_CANONICAL } from './cursor';

/** A message whose only field is `repeated T items = 1`. */
export function list<T>(c: Cursor, end: number, item: (c: Cursor, end: number) => T): T[] {
  const out: T[] = [];
  while (c.pos < end) {
    if (c.uint32(end) !== 10) throw NOT_CANONICAL;
    const stop = c.delimited(end);
    out.push(item(c, stop));
  }
  return out;
}

export function stat(c: Cursor, end: number): Stat {
  let type = 0, home = 0, away = 0;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: type = c.int32(end); break;
      case 16: home = c.int32(end); break;
      case 24: away = c.int32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  return { type, home, away };
}

export function textEntry(c: Cursor, end: number): TextLiveEntry {
  let main = false, type = 0, position = 0, time = '', data = '', index = 0;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: main = c.bool(end); break;
      case 16: type = c.int32(end); break;
      case 24: position = c.int32(end); break;
      case 34: time = c.string(end); break;
      case 42: data = c.string(end); break;
      case 48: index = c.int32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  return { main, type, position, time, data, index };
}

export function incident(c: Cursor, end: number): Incident {
  let type = 0, position = 0, time = 0, addTime = 0, homeScore = 0, awayScore = 0, reasonType = 0;
  let playerName = '', assist1Name = '', assist2Name = '', inPlayerName = '', outPlayerName = '';
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: type = c.int32(end); break;
      case 16: position = c.int32(end); break;
      case 24: time = c.int32(end); break;
      case 32: homeScore = c.int32(end); break;
      case 40: awayScore = c.int32(end); break;
      case 50: playerName = c.string(end); break;
      case 58: assist1Name = c.string(end); break;
      case 66: assist2Name = c.string(end); break;
      case 74: inPlayerName = c.string(end); break;
      case 82: outPlayerName = c.string(end); break;
      case 88: reasonType = c.int32(end); break;
      case 96: addTime = c.int32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  return {
    type, position, time, addTime, homeScore, awayScore, playerName, assist1Name, assist2Name, inPlayerName,
    outPlayerName, reasonType,
  };
}

export function playerStat(c: Cursor, end: number): PlayerStat {
  let playerId = 0, playerName = '', position = 0;
  const items: Stat[] = [];
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: playerId = c.int53(end); break;
      case 18: playerName = c.string(end); break;
      case 24: position = c.int32(end); break;
      case 34: { const stop = c.delimited(end); items.push(stat(c, stop)); break; }
      default: throw NOT_CANONICAL;
    }
  }
  return { playerId, playerName, position, items };
}

/** An odds quote (decode-event.ts quoteFromWire's check: a known market). */
export function oddsQuote(c: Cursor, end: number): OddsQuote {
  let companyId = 0, market = 0, line = 0, p1 = 0, p2 = 0, p3 = 0, minute = 0, homeScore = 0, awayScore = 0, result = 0;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: companyId = c.int32(end); break;
      case 16: market = c.int32(end); break;
      case 24: line = c.int32(end); break;
      case 32: p1 = c.int32(end); break;
      case 40: p2 = c.int32(end); break;
      case 48: p3 = c.int32(end); break;
      case 56: minute = c.int32(end); break;
      case 64: homeScore = c.int32(end); break;
      case 72: awayScore = c.int32(end); break;
      case 80: result = c.int32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
  if (market < 1 || market > 3) throw NOT_CANONICAL;
  return { companyId, market, line, p1, p2, p3, minute, homeScore, awayScore, result };
}

/** A momentum point: value is a sint32 (zigzag), the 8 counts packed (decode-event.ts momentumFromWire). */
export function momentumPoint(c: Cursor, end: number): MomentumPoint {
  let minute = 0, addTime = 0, value = 0;
  let counts: readonly number[] = EMPTY;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: minute = c.int32(end); break;
      case 16: addTime = c.int32(end); break;
      case 24: { const z = c.uint32(end); value = (z >>> 1) ^ -(z & 1); break; }
      case 34: counts = c.packedInt32(end, counts); break;
      default: throw NOT_CANONICAL;
    }
  }
  if (counts.length !== 8) throw NOT_CANONICAL;
  return {
    minute, addTime,
    home: { attacks: counts[0], dangerous: counts[1], shots: counts[2], goals: counts[3] },
    away: { attacks: counts[4], dangerous: counts[5], shots: counts[6], goals: counts[7] },
    value,
  };
}

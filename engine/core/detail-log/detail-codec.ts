// The long detail lists (incidents, text live, player stats) ⇄ the bytes of their protobuf list messages
// (live.IncidentList, live.TliveList, live.PlayerStatList: `repeated T items = 1`). The fold keeps these bytes
// (detail-log.ts): the feed's own when the fast decoder read them in place, else written here — the same bytes
// protobufjs writes for the same items (every field, in field order; engine/wire's tests check it). Reading gives
// what the reference decoder gives: absent fields are their defaults.
import type { ByteRange } from '../events';
import type { Incident, PlayerStat, Stat, TextLiveEntry } from '../model';
import { ByteReader, ByteWriter } from './proto-bytes';

const scratch = new ByteWriter();

/** The list message's bytes, in a buffer the next call reuses: copy them before calling again. */
function encodeList<T>(items: readonly T[], write: (w: ByteWriter, item: T) => void): ByteRange {
  const w = scratch;
  w.reset();
  for (const item of items) {
    w.byte(10);
    const mark = w.open();
    write(w, item);
    w.close(mark);
  }
  return { bytes: w.bytes, start: 0, end: w.length };
}

function writeIncident(w: ByteWriter, x: Incident): void {
  w.byte(8); w.int32(x.type);
  w.byte(16); w.int32(x.position);
  w.byte(24); w.int32(x.time);
  w.byte(32); w.int32(x.homeScore);
  w.byte(40); w.int32(x.awayScore);
  w.byte(50); w.string(x.playerName);
  w.byte(58); w.string(x.assist1Name);
  w.byte(66); w.string(x.assist2Name);
  w.byte(74); w.string(x.inPlayerName);
  w.byte(82); w.string(x.outPlayerName);
  w.byte(88); w.int32(x.reasonType);
  w.byte(96); w.int32(x.addTime);
}

function writeTextEntry(w: ByteWriter, x: TextLiveEntry): void {
  w.byte(8); w.bool(x.main);
  w.byte(16); w.int32(x.type);
  w.byte(24); w.int32(x.position);
  w.byte(34); w.string(x.time);
  w.byte(42); w.string(x.data);
  w.byte(48); w.int32(x.index);
}

function writeStat(w: ByteWriter, x: Stat): void {
  w.byte(8); w.int32(x.type);
  w.byte(16); w.int32(x.home);
  w.byte(24); w.int32(x.away);
}

function writePlayerStat(w: ByteWriter, x: PlayerStat): void {
  w.byte(8); w.int64(x.playerId);
  w.byte(18); w.string(x.playerName);
  w.byte(24); w.int32(x.position);
  for (const s of x.items) {
    w.byte(34);
    const mark = w.open();
    writeStat(w, s);
    w.close(mark);
  }
}

export const encodeIncidents = (items: readonly Incident[]): ByteRange => encodeList(items, writeIncident);
export const encodeTextLive = (items: readonly TextLiveEntry[]): ByteRange => encodeList(items, writeTextEntry);
export const encodePlayerStats = (items: readonly PlayerStat[]): ByteRange => encodeList(items, writePlayerStat);

/** Calls `read` for each item of the list message in bytes[start, end), with the reader's end set to the item's. */
function decodeList<T>(bytes: Uint8Array, start: number, end: number, read: (r: ByteReader) => T, out: T[]): void {
  const list = new ByteReader(bytes, start, end);
  while (list.pos < end) {
    const tag = list.uint32();
    if (tag !== 10) { list.skip(tag & 7); continue; }
    const stop = list.delimited();
    out.push(read(new ByteReader(bytes, list.pos, stop)));
    list.pos = stop;
  }
}

function readIncident(r: ByteReader): Incident {
  let type = 0, position = 0, time = 0, addTime = 0, homeScore = 0, awayScore = 0, reasonType = 0;
  let playerName = '', assist1Name = '', assist2Name = '', inPlayerName = '', outPlayerName = '';
  while (r.pos < r.end) {
    const tag = r.uint32();
    switch (tag) {
      case 8: type = r.int32(); break;
      case 16: position = r.int32(); break;
      case 24: time = r.int32(); break;
      case 32: homeScore = r.int32(); break;
      case 40: awayScore = r.int32(); break;
      case 50: playerName = r.string(); break;
      case 58: assist1Name = r.string(); break;
      case 66: assist2Name = r.string(); break;
      case 74: inPlayerName = r.string(); break;
      case 82: outPlayerName = r.string(); break;
      case 88: reasonType = r.int32(); break;
      case 96: addTime = r.int32(); break;
      default: r.skip(tag & 7);
    }
  }
  return {
    type, position, time, addTime, homeScore, awayScore, playerName, assist1Name, assist2Name, inPlayerName,
    outPlayerName, reasonType,
  };
}

function readTextEntry(r: ByteReader): TextLiveEntry {
  let main = false, type = 0, position = 0, time = '', data = '', index = 0;
  while (r.pos < r.end) {
    const tag = r.uint32();
    switch (tag) {
      case 8: main = r.bool(); break;
      case 16: type = r.int32(); break;
      case 24: position = r.int32(); break;
      case 34: time = r.string(); break;
      case 42: data = r.string(); break;
      case 48: index = r.int32(); break;
      default: r.skip(tag & 7);
    }
  }
  return { main, type, position, time, data, index };
}

function readStat(r: ByteReader): Stat {
  let type = 0, home = 0, away = 0;
  while (r.pos < r.end) {
    const tag = r.uint32();
    switch (tag) {
      case 8: type = r.int32(); break;
      case 16: home = r.int32(); break;
      case 24: away = r.int32(); break;
      default: r.skip(tag & 7);
    }
  }
  return { type, home, away };
}

function readPlayerStat(r: ByteReader): PlayerStat {
  let playerId = 0, playerName = '', position = 0;
  const items: Stat[] = [];
  while (r.pos < r.end) {
    const tag = r.uint32();
    switch (tag) {
      case 8: playerId = r.int64(); break;
      case 18: playerName = r.string(); break;
      case 24: position = r.int32(); break;
      case 34: { const stop = r.delimited(); items.push(readStat(new ByteReader(r.bytes, r.pos, stop))); r.pos = stop; break; }
      default: r.skip(tag & 7);
    }
  }
  return { playerId, playerName, position, items };
}

export function decodeIncidents(bytes: Uint8Array, start: number, end: number, out: Incident[]): void {
  decodeList(bytes, start, end, readIncident, out);
}

export function decodeTextLive(bytes: Uint8Array, start: number, end: number, out: TextLiveEntry[]): void {
  decodeList(bytes, start, end, readTextEntry, out);
}

export function decodePlayerStats(bytes: Uint8Array, start: number, end: number, out: PlayerStat[]): void {
  decodeList(bytes, start, end, readPlayerStat, out);
}

// The detail lists back as objects, for the readers (the hover card's route, tests): a log's entries decoded and
// applied in order exactly as the fold once applied the frames' items [RT-10] — incidents and text live append,
// text-live corrections replace the entry with their index, player stats replace the player with their id.
// Memoised per store: the lists of the longest version read so far are kept, a longer version decodes only
// the entries after them (a match's log grows by an entry at a time between two reads), an older one from the
// start. Old results are never changed: a longer version works on a copy.
// The core writes the logs (engine/core/detail-log/detail-log.ts: entries [mode byte][length varint][the list
// message's bytes], opaque to it); reading them is here, beside the protobuf code that decodes the entries.
import { DETAIL_ENTRY } from '../../core/codes';
import type { DetailLog, LogStore } from '../../core/detail-log/detail-log';
import type { DetailRecord, Incident, MatchDetail, PlayerStat, TextLiveEntry } from '../../core/model';
import { unpackMomentum } from '../../core/match-centre/momentum';
import { unpackOddsBook } from '../../core/match-centre/odds-book';
import { unpackScoreTrail } from '../../core/match-centre/score-trail';
import { decodeIncidents, decodePlayerStats, decodeTextLive } from './detail-lists';

const ENTRY_EDIT = DETAIL_ENTRY.edit;

/** What a match without detail frames reads as. */
const NO_DETAIL: MatchDetail = { incidents: [], stats: [], textLive: [], varChecks: [], playerStats: [], seats: [], lineup: null, odds: [], momentum: [], scoreTrail: [] };

/** Calls `visit` for each entry of the version, oldest first, from entry offset `from` (0: all). */
export function forEachEntry(
  log: DetailLog, from: number, visit: (mode: number, bytes: Uint8Array, start: number, end: number) => void,
): void {
  const s = log.store;
  if (s === null) return;
  const b = s.bytes;
  let p = from;
  while (p < log.end) {
    const mode = b[p++];
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = b[p++];
      size += (byte & 127) * 2 ** shift;
      if (byte < 128) break;
    }
    visit(mode, b, p, p + size);
    p += size;
  }
}

interface Read<T> { readonly end: number; readonly items: readonly T[] }

/** Applies the entries of `log` from byte `from` onto `items` (the lists of the version ending at `from`). */
type Replay<T> = (log: DetailLog, from: number, items: T[]) => void;

function memoised<T>(replay: Replay<T>): (log: DetailLog) => readonly T[] {
  const memo = new WeakMap<LogStore, Read<T>>();
  return (log) => {
    if (log.store === null) return [];
    const seen = memo.get(log.store);
    if (seen !== undefined && seen.end === log.end) return seen.items;
    const from = seen !== undefined && seen.end < log.end ? seen : undefined;
    const items = from ? from.items.slice() : [];
    replay(log, from ? from.end : 0, items);
    if (seen === undefined || seen.end < log.end) memo.set(log.store, { end: log.end, items });
    return items;
  };
}

export const incidentsOf = memoised<Incident>((log, from, items) => {
  forEachEntry(log, from, (_mode, bytes, start, end) => decodeIncidents(bytes, start, end, items));
});

export const textLiveOf = memoised<TextLiveEntry>((log, from, items) => {
  const edits: TextLiveEntry[] = [];
  forEachEntry(log, from, (mode, bytes, start, end) => {
    if (mode !== ENTRY_EDIT) { decodeTextLive(bytes, start, end, items); return; }
    edits.length = 0;
    decodeTextLive(bytes, start, end, edits);
    for (const entry of edits) {
      const at = items.findIndex((x) => x.index === entry.index);
      if (at >= 0) items[at] = entry;
    }
  });
});

export const playerStatsOf = memoised<PlayerStat>((log, from, items) => {
  const byId = new Map<number, number>(); // playerId → position in items
  items.forEach((p, i) => byId.set(p.playerId, i));
  const changed: PlayerStat[] = [];
  forEachEntry(log, from, (_mode, bytes, start, end) => {
    changed.length = 0;
    decodePlayerStats(bytes, start, end, changed);
    for (const p of changed) {
      const at = byId.get(p.playerId);
      if (at !== undefined) items[at] = p;
      else { byId.set(p.playerId, items.length); items.push(p); }
    }
  });
});

const details = new WeakMap<DetailRecord, MatchDetail>();

/** What the detail frames of a match folded into, as lists of objects (memoised per record). */
export function matchDetail(record: DetailRecord | undefined): MatchDetail {
  if (record === undefined) return NO_DETAIL;
  let d = details.get(record);
  if (d === undefined) {
    d = {
      incidents: incidentsOf(record.incidentLog),
      stats: record.stats,
      textLive: textLiveOf(record.textLiveLog),
      varChecks: record.varChecks,
      playerStats: playerStatsOf(record.playerStatLog),
      seats: record.seats,
      lineup: record.lineup,
      odds: unpackOddsBook(record.odds),
      momentum: unpackMomentum(record.momentum),
      scoreTrail: unpackScoreTrail(record.scoreTrail),
    };
    details.set(record, d);
  }
  return d;
}

// The detail lists back as objects, for the readers (the hover card's route, tests): a log's entries decoded and
// applied in order exactly as the fold once applied the frames' items [RT-10] — incidents and text live append,
// text-live corrections replace the entry with their index, player stats replace the player with their id.
// Memoised per store: the lists of the longest version read so far are kept, a longer version decodes only
// the entries after them (a match's log grows by an entry at a time between two reads), an older one from the
// start. Old results are never changed: a longer version works on a copy.
import type { DetailRecord, Incident, MatchDetail, PlayerStat, TextLiveEntry } from '../model';
import { EMPTY_DETAIL } from '../model';
import { decodeIncidents, decodePlayerStats, decodeTextLive } from './detail-codec';
import type { DetailLog, LogStore } from './detail-log';
import { ENTRY_EDIT, forEachEntry } from './detail-log';
import { unpackMomentum } from '../match-centre/momentum';

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
  if (record === undefined) return EMPTY_DETAIL;
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
      odds: record.odds,
      momentum: unpackMomentum(record.momentum),
    };
    details.set(record, d);
  }
  return d;
}

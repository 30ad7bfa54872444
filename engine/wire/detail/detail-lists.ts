// The long detail lists (incidents, text live, player stats) ⇄ the bytes of their protobuf list messages
// (live.IncidentList, live.TliveList, live.PlayerStatList: `repeated T items = 1`), by protobufjs's own generated
// code. The core keeps these bytes as opaque entries of its detail logs (engine/core/detail-log): a decoded frame's
// own bytes (the fast decoder's in place, decode-event.ts's sliced from the frame's body), or, for an event built
// in code (the generator, a timeline, a test), the bytes `withWire` writes here — the same bytes protobufjs writes
// for the same items in a frame. Reading (materialise.ts) gives what the reference decoder gives: absent fields
// are their defaults.
import type { ByteRange, IncidentsEvent, PlayerStatsEvent, TextLiveEvent } from '../../core/events';
import type { Incident, PlayerStat, Stat, TextLiveEntry } from '../../core/model';
import { live } from '../pb';

export function incidentFromWire(x: live.IIncident): Incident {
  return {
    type: x.type ?? 0, position: x.position ?? 0, time: x.time ?? 0, addTime: x.addTime ?? 0,
    homeScore: x.homeScore ?? 0, awayScore: x.awayScore ?? 0, playerName: x.playerName ?? '',
    assist1Name: x.assist1Name ?? '', assist2Name: x.assist2Name ?? '', inPlayerName: x.inPlayerName ?? '',
    outPlayerName: x.outPlayerName ?? '', reasonType: x.reasonType ?? 0,
  };
}

export function statFromWire(x: live.IStat): Stat {
  return { type: x.type ?? 0, home: x.home ?? 0, away: x.away ?? 0 };
}

export function textFromWire(x: live.ITliveEntry): TextLiveEntry {
  return {
    main: x.main ?? false, type: x.type ?? 0, position: x.position ?? 0, time: x.time ?? '', data: x.data ?? '',
    index: x.index ?? 0,
  };
}

export function playerFromWire(x: live.IPlayerStat): PlayerStat {
  return {
    playerId: x.playerId ?? 0, playerName: x.playerName ?? '', position: x.position ?? 0,
    items: (x.items ?? []).map(statFromWire),
  };
}

/** protobufjs's bytes in a plain Uint8Array of their own (in Node its writer gives a Buffer). */
function range(bytes: Uint8Array): ByteRange {
  const own = new Uint8Array(bytes);
  return { bytes: own, start: 0, end: own.length };
}

export const encodeIncidents = (items: readonly Incident[]): ByteRange => range(live.IncidentList.encode({ items: [...items] }).finish());
export const encodeTextLive = (items: readonly TextLiveEntry[]): ByteRange => range(live.TliveList.encode({ items: [...items] }).finish());
export const encodePlayerStats = (items: readonly PlayerStat[]): ByteRange => range(live.PlayerStatList.encode({ items: items.map((p) => ({ ...p, items: [...p.items] })) }).finish());

export function decodeIncidents(bytes: Uint8Array, start: number, end: number, out: Incident[]): void {
  for (const x of live.IncidentList.decode(bytes.subarray(start, end)).items) out.push(incidentFromWire(x));
}

export function decodeTextLive(bytes: Uint8Array, start: number, end: number, out: TextLiveEntry[]): void {
  for (const x of live.TliveList.decode(bytes.subarray(start, end)).items) out.push(textFromWire(x));
}

export function decodePlayerStats(bytes: Uint8Array, start: number, end: number, out: PlayerStat[]): void {
  for (const x of live.PlayerStatList.decode(bytes.subarray(start, end)).items) out.push(playerFromWire(x));
}

type DetailListEvent = IncidentsEvent | TextLiveEvent | PlayerStatsEvent;
/** A detail list event as code builds it: the items, no bytes yet (with or without its frame meta). */
export type UnwiredListEvent = DetailListEvent extends infer E ? E extends DetailListEvent ? Omit<E, 'wire' | 'seq' | 'ts'> & Partial<Pick<E, 'seq' | 'ts'>> : never : never;

function bytesOf(e: UnwiredListEvent): ByteRange {
  switch (e.type) {
    case 'incidents': return encodeIncidents(e.items);
    case 'textLive': return encodeTextLive(e.items);
    case 'playerStats': return encodePlayerStats(e.items);
  }
}

/** The event with its list's bytes (events.ts WireList): what the fold keeps of it. */
export function withWire<E extends UnwiredListEvent>(e: E): E & { readonly wire: ByteRange } {
  return { ...e, wire: bytesOf(e) };
}

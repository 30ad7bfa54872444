// Detail events built by the core's tests carry their list's bytes (events.ts WireList), as engine/wire's
// withWire writes them (detail/detail-lists.ts): protobufjs's generated code, which a core test may load (the core
// itself never does). The same bytes whichever way an event came, so states folded from generated events and
// from their decoded frames stay equal.
import { live } from '../../../proto/gen/live.js';
import type { ByteRange, IncidentsEvent, PlayerStatsEvent, TextLiveEvent } from '../events';

type ListEvent = IncidentsEvent | TextLiveEvent | PlayerStatsEvent;
type Unwired = ListEvent extends infer E ? E extends ListEvent ? Omit<E, 'wire' | 'seq' | 'ts'> : never : never;

function range(bytes: Uint8Array): ByteRange {
  const own = new Uint8Array(bytes);
  return { bytes: own, start: 0, end: own.length };
}

function bytesOf(e: Unwired): ByteRange {
  switch (e.type) {
    case 'incidents': return range(live.IncidentList.encode({ items: [...e.items] }).finish());
    case 'textLive': return range(live.TliveList.encode({ items: [...e.items] }).finish());
    case 'playerStats': return range(live.PlayerStatList.encode({ items: e.items.map((p) => ({ ...p, items: [...p.items] })) }).finish());
  }
}

export function withListBytes<E extends Unwired>(e: E): E & { readonly wire: ByteRange } {
  return { ...e, wire: bytesOf(e) };
}

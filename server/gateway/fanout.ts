// Broadcast by tick: feed frames arriving within one tick are collected and every client gets at most one
// socket write per tick — one Packet holding its replies and the tick's frames it has not seen. Frames are
// encoded once by the event log; the packet of the common case (no replies, all frames) is built once per tick
// and the same bytes are written to every such client.
import { packetOf } from '../../engine/wire';
import type { GatewayClient } from './client';

export interface PendingFrame {
  readonly seq: number;
  readonly bytes: Uint8Array;
}

/** Who is behind, and what to send them. */
export interface TickPlan {
  readonly frames: readonly PendingFrame[];
  /** Packets shared by clients in the same state, keyed by the seq they have seen up to. */
  readonly shared: Map<number, Uint8Array>;
}

function framesAfter(frames: readonly PendingFrame[], fromSeq: number): readonly PendingFrame[] {
  if (frames.length === 0 || fromSeq < frames[0].seq) return frames;
  return frames.filter((f) => f.seq > fromSeq);
}

/** Bytes of a Packet of these envelopes (field 1, length-delimited each), without building it. */
export function packetSize(envelopes: readonly Uint8Array[]): number {
  let n = 0;
  for (const e of envelopes) n += 1 + varintSize(e.length) + e.length;
  return n;
}

function varintSize(n: number): number {
  let size = 1;
  while (n >= 0x80) {
    n = Math.floor(n / 0x80);
    size++;
  }
  return size;
}

/** What a client gets this tick: nothing, a packet, or the size of a packet that would not fit its queue. */
export type Delivery =
  | { readonly packet: Uint8Array }
  | { readonly overBy: number; readonly bytes: number };

/**
 * The one packet `client` gets this tick, or undefined when it has nothing to receive; a packet bigger than
 * `room` (what its send queue may still take) is not built. Clears its outbox.
 */
export function packetFor(client: GatewayClient, plan: TickPlan, room: number): Delivery | undefined {
  const deltas = client.fromSeq === undefined ? [] : framesAfter(plan.frames, client.fromSeq);
  const replies = client.outbox;
  client.outbox = [];
  if (replies.length === 0) {
    if (deltas.length === 0) return undefined;
    // Clients that have seen the same seq get the very same bytes.
    const key = deltas[0].seq;
    let packet = plan.shared.get(key);
    if (!packet) plan.shared.set(key, (packet = packetOf(deltas.map((f) => f.bytes))));
    return packet.length > room ? { overBy: packet.length - room, bytes: packet.length } : { packet };
  }
  const envelopes = [...replies, ...deltas.map((f) => f.bytes)];
  const bytes = packetSize(envelopes);
  return bytes > room ? { overBy: bytes - room, bytes } : { packet: packetOf(envelopes) };
}

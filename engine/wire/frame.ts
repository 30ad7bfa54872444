// Envelopes and packets: one WebSocket message = one Packet of envelopes (proto/live.proto).
import { live, protobuf } from './pb';
import { frameChecksum } from './checksum';

/** An envelope as bytes on the wire, decoded only as far as its header. */
export interface RawFrame {
  readonly code: number;
  readonly seq: number;
  readonly ts: number;
  readonly body: Uint8Array;
  readonly crc: number;
}

/** Encodes one envelope (with its checksum) to bytes. */
export function encodeEnvelope(code: number, seq: number, ts: number, body: Uint8Array): Uint8Array {
  const crc = frameChecksum(code, seq, ts, body);
  return live.Envelope.encode({ code, seq, ts, body, crc }).finish();
}

/**
 * Concatenates already-encoded envelopes into one Packet message: field 1, length-delimited, per envelope.
 * The server encodes a frame once and reuses the bytes for every client.
 */
export function packetOf(envelopes: readonly Uint8Array[]): Uint8Array {
  const w = protobuf.Writer.create();
  for (const e of envelopes) w.uint32(10).bytes(e);
  return w.finish();
}

/** Decodes a Packet to its envelopes; throws on bytes that are not a Packet. */
export function decodePacketFrames(bytes: Uint8Array): RawFrame[] {
  return live.Packet.decode(bytes).frames as RawFrame[];
}

export function decodeEnvelope(bytes: Uint8Array): RawFrame {
  return live.Envelope.decode(bytes) as RawFrame;
}

export function checksumOk(f: RawFrame): boolean {
  return frameChecksum(f.code, f.seq, f.ts, f.body) === f.crc;
}

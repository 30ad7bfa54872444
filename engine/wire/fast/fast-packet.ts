// One WebSocket message → events, reading the packet's bytes in place: envelopes are parsed without objects, the
// checksum runs over the body where it lies, and frequent bodies decode straight to events (realtime-event.ts).
// Whatever this path does not take goes to the reference decoder (protobufjs), one frame or the whole packet:
// - the packet or an envelope is not canonical (unknown fields, truncated, odd wire types) → the whole packet;
// - a frame fails its checksum, is a control frame, has a rarer code or a body the fast path refuses → that frame.
// So every packet decodes to exactly what the reference decoder makes of it, only faster for the usual ones.
import type { FeedEvent } from '../../core/events';
import { frameChecksum } from '../checksum';
import type { DecodedPacket, FrameResult } from '../decode-frame';
import type { RawFrame } from '../frame';
import { Cursor, NOT_CANONICAL } from './cursor';
import { fastBodyEvent } from './realtime-event';

/** The envelope being read, parsed in place: its body is bytes[bodyStart, bodyEnd). Reused frame after frame. */
interface Header {
  code: number;
  seq: number;
  ts: number;
  crc: number;
  bodyStart: number;
  bodyEnd: number;
}

const cursor = new Cursor();
const header: Header = { code: 0, seq: 0, ts: 0, crc: 0, bodyStart: 0, bodyEnd: 0 };

/** Reads the envelope at c.pos…end into `header`; throws NOT_CANONICAL on anything but our encoder's form. */
function envelope(c: Cursor, end: number): void {
  const h = header;
  h.code = 0; h.seq = 0; h.ts = 0; h.crc = 0; h.bodyStart = end; h.bodyEnd = end;
  while (c.pos < end) {
    switch (c.uint32(end)) {
      case 8: h.code = c.uint32(end); break;
      case 16: h.seq = c.int53(end); break;
      case 24: h.ts = c.int53(end); break;
      case 34: h.bodyEnd = c.delimited(end); h.bodyStart = c.pos; c.pos = h.bodyEnd; break;
      case 45: h.crc = c.fixed32(end); break;
      default: throw NOT_CANONICAL;
    }
  }
}

function fastEvent(bytes: Uint8Array, h: Header): FeedEvent | undefined {
  if (frameChecksum(h.code, h.seq, h.ts, bytes, h.bodyStart, h.bodyEnd) !== h.crc) return undefined;
  return fastBodyEvent(bytes, h.bodyStart, h.bodyEnd, h.code, h.seq, h.ts);
}

/**
 * Decodes a packet on the fast path; undefined when the whole packet must go to the reference decoder.
 * `reference` decodes one frame the fast path left (with its verdict: event, control or error). One pass: a
 * packet whose later envelope turns out not canonical is dropped here whole, with what was decoded before it.
 */
export function decodePacketFast(bytes: Uint8Array, reference: (f: RawFrame) => FrameResult): DecodedPacket | undefined {
  const c = cursor;
  const length = bytes.length;
  if (length === 0) return undefined;
  const out: DecodedPacket = { events: [], controls: [], errors: [] };
  c.reset(bytes, 0);
  while (c.pos < length) {
    let next: number;
    try {
      if (c.uint32(length) !== 10) return undefined;
      next = c.delimited(length);
      envelope(c, next);
    } catch {
      return undefined;
    }
    const h = header;
    const event = fastEvent(bytes, h);
    if (event) out.events.push(event);
    else {
      const r = reference({ code: h.code, seq: h.seq, ts: h.ts, body: bytes.subarray(h.bodyStart, h.bodyEnd), crc: h.crc });
      if (!r.ok) out.errors.push(r.error);
      else if ('event' in r) out.events.push(r.event);
      else out.controls.push(r.control);
    }
    c.pos = next;
  }
  return out;
}

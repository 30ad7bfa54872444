// A protobuf reader for the canonical subset of the wire format that our own encoder writes (protobufjs): known
// tags with their declared wire types, packed repeated scalars, varints short enough to be exact numbers,
// well-formed UTF-8. Anything else — truncation, unknown fields, long or negative 64-bit varints, bad UTF-8 —
// throws NOT_CANONICAL, and the caller decodes the same bytes with the protobufjs reference decoder instead, so
// odd but valid input still decodes exactly as before and bad input is still reported exactly as before.
import { utf8 } from './utf8';

/** Thrown (one shared instance, no stack to build) when the bytes leave the subset this reader handles. */
export const NOT_CANONICAL: Error = Object.freeze(Object.assign(Object.create(Error.prototype) as Error, { message: 'not canonical' }));

/** protobufjs decodes an absent repeated field to one shared frozen empty array; so does the fast path. */
export const EMPTY: readonly never[] = Object.freeze([]);

export class Cursor {
  buf: Uint8Array = EMPTY_BYTES;
  pos = 0;

  reset(buf: Uint8Array, pos: number): void {
    this.buf = buf;
    this.pos = pos;
  }

  /** A varint of at most 5 bytes as an unsigned 32-bit number (protobufjs uint32; int32 is this `| 0`). */
  uint32(end: number): number {
    const b = this.buf;
    let p = this.pos;
    if (p >= end) throw NOT_CANONICAL;
    let x = b[p++];
    if (x < 0x80) { this.pos = p; return x; }
    x &= 0x7f;
    for (let shift = 7; ; shift += 7) {
      if (p >= end) throw NOT_CANONICAL;
      const byte = b[p++];
      if (shift === 28) {
        if (byte >= 0x80) throw NOT_CANONICAL; // a 10-byte negative int32: left to protobufjs
        this.pos = p;
        return (x | ((byte & 15) << 28)) >>> 0;
      }
      x |= (byte & 0x7f) << shift;
      if (byte < 0x80) { this.pos = p; return x >>> 0; }
    }
  }

  int32(end: number): number {
    return this.uint32(end) | 0;
  }

  /** An int64/uint64 below 2^49 (7 varint bytes), where plain arithmetic is exact; longer ones are not ours. */
  int53(end: number): number {
    const b = this.buf;
    let p = this.pos;
    let x = 0;
    let scale = 1;
    for (let i = 0; i < 7; i++) {
      if (p >= end) throw NOT_CANONICAL;
      const byte = b[p++];
      x += (byte & 0x7f) * scale;
      if (byte < 0x80) { this.pos = p; return x; }
      scale *= 128;
    }
    throw NOT_CANONICAL;
  }

  bool(end: number): boolean {
    return this.uint32(end) !== 0;
  }

  fixed32(end: number): number {
    const p = this.pos;
    if (p + 4 > end) throw NOT_CANONICAL;
    const b = this.buf;
    this.pos = p + 4;
    return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
  }

  /** Reads a length prefix and returns where the delimited field ends (the cursor is at its start). */
  delimited(end: number): number {
    const len = this.uint32(end);
    const stop = this.pos + len;
    if (stop > end) throw NOT_CANONICAL;
    return stop;
  }

  skipDelimited(end: number): void {
    this.pos = this.delimited(end);
  }

  string(end: number): string {
    const stop = this.delimited(end);
    const start = this.pos;
    this.pos = stop;
    const s = utf8(this.buf, start, stop);
    if (s === undefined) throw NOT_CANONICAL; // protobufjs replaces bad sequences; the reference path does that
    return s;
  }

  /** A packed repeated int32 (the field appears once: a second occurrence is not canonical). */
  packedInt32(end: number, seen: readonly number[]): number[] {
    if (seen !== EMPTY) throw NOT_CANONICAL;
    const stop = this.delimited(end);
    const out: number[] = [];
    while (this.pos < stop) out.push(this.int32(stop));
    if (this.pos !== stop) throw NOT_CANONICAL;
    return out;
  }
}

const EMPTY_BYTES = new Uint8Array(0);


// The few pieces of the protobuf wire format the detail logs need (detail-codec.ts), written exactly as the
// generated protobufjs code writes them, so a list the fold encodes itself has the same bytes as the one the feed
// sent: varints (int32 as protobufjs: a negative one takes ten bytes), int64 held as a JS number, strings in
// protobufjs's UTF-8 (a lone surrogate becomes three bytes and reads back as itself). engine/core may not run
// protobufjs (DESIGN.md: proto types only), and these bytes are only ever ones we wrote or the fast decoder
// checked, so a small reader of that subset is all it takes.

/** A growable output buffer, reused: `bytes[0, length)` is what was written since the last reset. */
export class ByteWriter {
  bytes = new Uint8Array(256);
  length = 0;

  reset(): void { this.length = 0; }

  private room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  byte(b: number): void {
    this.room(1);
    this.bytes[this.length++] = b;
  }

  uint32(v: number): void {
    this.room(5);
    const b = this.bytes;
    let p = this.length;
    v >>>= 0;
    while (v > 127) { b[p++] = (v & 127) | 128; v >>>= 7; }
    b[p++] = v;
    this.length = p;
  }

  /** A 64-bit varint from its two 32-bit halves (unsigned). */
  private varint64(lo: number, hi: number): void {
    this.room(10);
    const b = this.bytes;
    let p = this.length;
    while (hi) {
      b[p++] = (lo & 127) | 128;
      lo = ((lo >>> 7) | (hi << 25)) >>> 0;
      hi >>>= 7;
    }
    while (lo > 127) { b[p++] = (lo & 127) | 128; lo >>>= 7; }
    b[p++] = lo;
    this.length = p;
  }

  int32(v: number): void {
    if (v < 0) this.varint64(v >>> 0, 0xffffffff);
    else this.uint32(v);
  }

  /** int64 from a JS number, as protobufjs's LongBits.fromNumber writes it. */
  int64(v: number): void {
    if (v === 0) { this.byte(0); return; }
    const negative = v < 0;
    const abs = negative ? -v : v;
    let lo = abs >>> 0;
    let hi = ((abs - lo) / 4294967296) >>> 0;
    if (negative) {
      hi = ~hi >>> 0;
      lo = ~lo >>> 0;
      if (++lo > 0xffffffff) { lo = 0; if (++hi > 0xffffffff) hi = 0; }
    }
    this.varint64(lo, hi);
  }

  bool(v: boolean): void { this.byte(v ? 1 : 0); }

  string(s: string): void {
    // At most 3 bytes per UTF-16 unit; the length prefix is written once the body's size is known.
    const max = s.length * 3;
    this.room(max + 5);
    const prefix = max < 128 ? 1 : max < 16_384 ? 2 : max < 2_097_152 ? 3 : 5;
    const b = this.bytes;
    const start = this.length + prefix;
    let p = start;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c < 128) b[p++] = c;
      else if (c < 2048) { b[p++] = (c >> 6) | 192; b[p++] = (c & 63) | 128; }
      else if ((c & 0xfc00) === 0xd800 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        c = 0x10000 + ((c & 0x03ff) << 10) + (s.charCodeAt(++i) & 0x03ff);
        b[p++] = (c >> 18) | 240; b[p++] = ((c >> 12) & 63) | 128; b[p++] = ((c >> 6) & 63) | 128; b[p++] = (c & 63) | 128;
      } else { b[p++] = (c >> 12) | 224; b[p++] = ((c >> 6) & 63) | 128; b[p++] = (c & 63) | 128; }
    }
    const size = p - start;
    const need = size < 128 ? 1 : size < 16_384 ? 2 : size < 2_097_152 ? 3 : 5;
    if (need !== prefix) b.copyWithin(this.length + need, start, p);
    this.uint32(size);
    this.length += size;
  }

  /** Opens a length-delimited field: returns the mark to give close() once its contents are written. */
  open(): number {
    this.room(5);
    const mark = this.length;
    this.length += 5; // room for the longest length prefix, closed up by close()
    return mark;
  }

  close(mark: number): void {
    const start = mark + 5;
    const size = this.length - start;
    const prefix = size < 128 ? 1 : size < 16_384 ? 2 : size < 2_097_152 ? 3 : size < 268_435_456 ? 4 : 5;
    this.bytes.copyWithin(mark + prefix, start, this.length);
    this.length = mark;
    this.uint32(size);
    this.length += size;
  }
}

/** Reads bytes[pos, end) of a list this module's writer or the feed's encoder made. Throws on anything else. */
export class ByteReader {
  constructor(readonly bytes: Uint8Array, public pos: number, readonly end: number) {}

  private next(): number {
    if (this.pos >= this.end) throw new RangeError('detail log: truncated entry');
    return this.bytes[this.pos++];
  }

  /** The low 32 bits of a varint of up to ten bytes. */
  uint32(): number {
    let x = 0;
    for (let shift = 0; shift < 70; shift += 7) {
      const b = this.next();
      if (shift < 32) x |= (b & 127) << shift;
      if (b < 128) return x >>> 0;
    }
    throw new RangeError('detail log: varint too long');
  }

  int32(): number { return this.uint32() | 0; }

  /** int64 as protobufjs gives it without Long: a JS number, negative ones from their two's complement. */
  int64(): number {
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < 10; i++) {
      const b = this.next();
      if (i < 4) lo |= (b & 127) << (i * 7);
      else if (i === 4) { lo |= (b & 15) << 28; hi |= (b & 127) >> 4; }
      else hi |= (b & 127) << (i * 7 - 32);
      if (b < 128) {
        lo >>>= 0; hi >>>= 0;
        if (hi >>> 31) {
          lo = (~lo + 1) >>> 0;
          hi = ~hi >>> 0;
          if (!lo) hi = (hi + 1) >>> 0;
          return -(lo + hi * 4294967296);
        }
        return lo + hi * 4294967296;
      }
    }
    throw new RangeError('detail log: varint too long');
  }

  bool(): boolean { return this.uint32() !== 0; }

  /** Where the length-delimited field starting here ends (the reader is left at its start). */
  delimited(): number {
    const size = this.uint32();
    const stop = this.pos + size;
    if (stop > this.end) throw new RangeError('detail log: truncated entry');
    return stop;
  }

  string(): string {
    const stop = this.delimited();
    const b = this.bytes;
    let p = this.pos;
    let out = '';
    const units: number[] = [];
    while (p < stop) {
      let t = b[p++];
      if (t < 128) units.push(t);
      else if (t > 191 && t < 224) units.push(((t & 31) << 6) | (b[p++] & 63));
      else if (t > 239 && t < 365) {
        t = (((t & 7) << 18) | ((b[p++] & 63) << 12) | ((b[p++] & 63) << 6) | (b[p++] & 63)) - 0x10000;
        units.push(0xd800 + (t >> 10), 0xdc00 + (t & 1023));
      } else units.push(((t & 15) << 12) | ((b[p++] & 63) << 6) | (b[p++] & 63));
      if (units.length > 8000) { out += String.fromCharCode(...units); units.length = 0; }
    }
    this.pos = stop;
    return out + String.fromCharCode(...units);
  }

  /** Skips a field of the given wire type (a reader of an older log meeting a newer field). */
  skip(wireType: number): void {
    switch (wireType) {
      case 0: this.uint32(); return;
      case 1: this.pos += 8; return;
      case 2: this.pos = this.delimited(); return;
      case 5: this.pos += 4; return;
      default: throw new RangeError(`detail log: wire type ${wireType}`);
    }
  }
}

// AMF0 (Adobe's Action Message Format 0), the encoding of RTMP command messages (connect, publish, onStatus…) and
// of the stream's @setDataFrame/onMetaData. Only the types encoders send in practice; anything else is a protocol
// error that closes the connection (the session catches it), never a crash.

export type Amf0Value = number | boolean | string | null | undefined | Date | Amf0Object | Amf0Value[];
export interface Amf0Object {
  [key: string]: Amf0Value;
}

const T = {
  number: 0x00, boolean: 0x01, string: 0x02, object: 0x03, null: 0x05, undefined: 0x06, reference: 0x07,
  ecmaArray: 0x08, objectEnd: 0x09, strictArray: 0x0a, date: 0x0b, longString: 0x0c, unsupported: 0x0d,
  typedObject: 0x10, switchToAmf3: 0x11,
} as const;

/** Nesting deeper than this is not metadata but an attack on the stack. */
const MAX_DEPTH = 16;

export class Amf0Error extends Error {}

class Reader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}

  get done(): boolean {
    return this.pos >= this.buf.length;
  }

  private need(n: number): void {
    if (this.pos + n > this.buf.length) throw new Amf0Error(`AMF0: ${n} bytes needed at ${this.pos} of ${this.buf.length}`);
  }

  u8(): number {
    this.need(1);
    return this.buf[this.pos++]!;
  }

  u16(): number {
    this.need(2);
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }

  u32(): number {
    this.need(4);
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }

  f64(): number {
    this.need(8);
    const v = this.buf.readDoubleBE(this.pos);
    this.pos += 8;
    return v;
  }

  utf8(n: number): string {
    this.need(n);
    const s = this.buf.toString('utf8', this.pos, this.pos + n);
    this.pos += n;
    return s;
  }

  /** Key/value pairs up to the empty key and object-end marker. */
  properties(depth: number, into: Amf0Object): Amf0Object {
    for (;;) {
      const key = this.utf8(this.u16());
      if (key === '' && this.buf[this.pos] === T.objectEnd) {
        this.pos++;
        return into;
      }
      into[key] = this.value(depth + 1);
    }
  }

  value(depth = 0): Amf0Value {
    if (depth > MAX_DEPTH) throw new Amf0Error('AMF0: nested too deep');
    const type = this.u8();
    switch (type) {
      case T.number: return this.f64();
      case T.boolean: return this.u8() !== 0;
      case T.string: return this.utf8(this.u16());
      case T.longString: return this.utf8(this.u32());
      case T.object: return this.properties(depth, {});
      case T.typedObject: this.utf8(this.u16()); return this.properties(depth, {});
      case T.ecmaArray: this.u32(); return this.properties(depth, {}); // the count is a hint; the end marker decides
      case T.null: return null;
      case T.undefined: case T.unsupported: return undefined;
      case T.strictArray: {
        const n = this.u32();
        // Each element takes at least one byte: a count past the bytes left is a lie, not an allocation to make.
        if (n > this.buf.length - this.pos) throw new Amf0Error(`AMF0: strict array of ${n} in ${this.buf.length - this.pos} bytes`);
        const out: Amf0Value[] = [];
        for (let i = 0; i < n; i++) out.push(this.value(depth + 1));
        return out;
      }
      case T.date: {
        const ms = this.f64();
        this.u16(); // time zone, unused by the format's own rules
        return new Date(ms);
      }
      default: throw new Amf0Error(`AMF0: unsupported type 0x${type.toString(16)} at ${this.pos - 1}`);
    }
  }
}

/** Every value of a command or data message, in order. */
export function decodeAmf0(buf: Buffer): Amf0Value[] {
  const r = new Reader(buf);
  const out: Amf0Value[] = [];
  while (!r.done) out.push(r.value());
  return out;
}

function str(s: string, long: boolean): Buffer {
  const body = Buffer.from(s, 'utf8');
  const head = Buffer.alloc(long ? 5 : 3);
  head[0] = long ? T.longString : T.string;
  if (long) head.writeUInt32BE(body.length, 1);
  else head.writeUInt16BE(body.length, 1);
  return Buffer.concat([head, body]);
}

function key(k: string): Buffer {
  const body = Buffer.from(k, 'utf8');
  const head = Buffer.alloc(2);
  head.writeUInt16BE(body.length);
  return Buffer.concat([head, body]);
}

const OBJECT_END = Buffer.from([0, 0, T.objectEnd]);

function encodeOne(v: Amf0Value, parts: Buffer[]): void {
  if (v === null) parts.push(Buffer.from([T.null]));
  else if (v === undefined) parts.push(Buffer.from([T.undefined]));
  else if (typeof v === 'number') {
    const b = Buffer.alloc(9);
    b[0] = T.number;
    b.writeDoubleBE(v, 1);
    parts.push(b);
  } else if (typeof v === 'boolean') parts.push(Buffer.from([T.boolean, v ? 1 : 0]));
  else if (typeof v === 'string') parts.push(str(v, Buffer.byteLength(v) > 0xffff));
  else if (v instanceof Date) {
    const b = Buffer.alloc(11);
    b[0] = T.date;
    b.writeDoubleBE(v.getTime(), 1);
    parts.push(b);
  } else if (Array.isArray(v)) {
    const head = Buffer.alloc(5);
    head[0] = T.strictArray;
    head.writeUInt32BE(v.length, 1);
    parts.push(head);
    for (const e of v) encodeOne(e, parts);
  } else {
    parts.push(Buffer.from([T.object]));
    for (const [k, e] of Object.entries(v)) {
      parts.push(key(k));
      encodeOne(e, parts);
    }
    parts.push(OBJECT_END);
  }
}

/** An ECMA array (what onMetaData carries), for the FLV script tag. */
export function encodeEcmaArray(obj: Amf0Object): Buffer {
  const entries = Object.entries(obj);
  const head = Buffer.alloc(5);
  head[0] = T.ecmaArray;
  head.writeUInt32BE(entries.length, 1);
  const parts: Buffer[] = [head];
  for (const [k, e] of entries) {
    parts.push(key(k));
    encodeOne(e, parts);
  }
  parts.push(OBJECT_END);
  return Buffer.concat(parts);
}

export function encodeAmf0(...values: Amf0Value[]): Buffer {
  const parts: Buffer[] = [];
  for (const v of values) encodeOne(v, parts);
  return Buffer.concat(parts);
}

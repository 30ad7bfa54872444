// The RTMP chunk stream writer: a message → chunks of the current chunk size. Like the encoders, it leaves out
// what did not change since the chunk stream's previous message (fmt 1, 2, 3), so the reader's compressed-header
// paths are exercised by our own bytes in the property test too.
import type { RtmpMessage } from './rtmp-message';

interface Previous {
  timestamp: number;
  delta: number;
  length: number;
  type: number;
  streamId: number;
  /** Its header carried an extended timestamp: a fmt 3 chunk after it carries one too (the reader expects it). */
  extended: boolean;
}

const EXTENDED = 0xffffff;

function basicHeader(fmt: number, csid: number): Buffer {
  if (csid < 64) return Buffer.from([(fmt << 6) | csid]);
  if (csid < 320) return Buffer.from([fmt << 6, csid - 64]);
  const rest = csid - 64;
  return Buffer.from([(fmt << 6) | 1, rest & 0xff, rest >> 8]);
}

export class ChunkWriter {
  private readonly previous = new Map<number, Previous>();

  constructor(public chunkSize = 128) {}

  write(msg: RtmpMessage): Buffer {
    const prev = this.previous.get(msg.csid);
    const length = msg.payload.length;
    let fmt = 0;
    let tsField = msg.timestamp >>> 0;
    const delta = prev ? (msg.timestamp - prev.timestamp) >>> 0 : 0;
    // A timestamp going backwards is a new absolute (fmt 0), as the spec's deltas are unsigned.
    if (prev && prev.streamId === msg.streamId && msg.timestamp >= prev.timestamp) {
      tsField = delta;
      if (prev.length !== length || prev.type !== msg.type) fmt = 1;
      else if (prev.delta !== delta) fmt = 2;
      else fmt = 3;
    }
    const extended = fmt === 3 ? prev!.extended : tsField >= EXTENDED;
    this.previous.set(msg.csid, {
      timestamp: msg.timestamp >>> 0, delta: fmt === 0 ? 0 : delta, length, type: msg.type, streamId: msg.streamId, extended,
    });
    const parts: Buffer[] = [basicHeader(fmt, msg.csid)];
    if (fmt <= 2) {
      const h = Buffer.alloc([11, 7, 3][fmt]!);
      h.writeUIntBE(extended ? EXTENDED : tsField, 0, 3);
      if (fmt <= 1) {
        h.writeUIntBE(length, 3, 3);
        h[6] = msg.type;
      }
      if (fmt === 0) h.writeUInt32LE(msg.streamId, 7);
      parts.push(h);
    }
    const ext = Buffer.alloc(4);
    ext.writeUInt32BE(fmt === 3 ? delta : tsField);
    if (extended) parts.push(ext);
    for (let off = 0; off < length || (off === 0 && length === 0); off += this.chunkSize) {
      if (off > 0) {
        parts.push(basicHeader(3, msg.csid));
        if (extended) parts.push(ext);
      }
      parts.push(msg.payload.subarray(off, off + this.chunkSize));
      if (length === 0) break;
    }
    return Buffer.concat(parts);
  }
}

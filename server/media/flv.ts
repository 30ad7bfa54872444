// FLV (Adobe Flash Video File Format, v10.1 annex E): the container HTTP-FLV sends and mpegts.js plays. An RTMP
// audio/video/data message body is exactly an FLV tag body, so muxing is framing: the 9-byte header, then per tag
// an 11-byte tag header, the body and the 4-byte size of the tag before. The parser reads the same framing back
// (tests, bench, scripts); the codec checks say which tags a decoder needs first.

export const TAG = { audio: 8, video: 9, script: 18 } as const;
export type TagType = (typeof TAG)[keyof typeof TAG];

export interface FlvTag {
  readonly type: TagType;
  /** Milliseconds, 32-bit (the header's 24 bits plus the extension byte). */
  readonly timestamp: number;
  readonly data: Buffer;
}

export function flvHeader(hasAudio: boolean, hasVideo: boolean): Buffer {
  const b = Buffer.alloc(13); // header + PreviousTagSize0
  b.write('FLV', 0, 'latin1');
  b[3] = 1;
  b[4] = (hasAudio ? 0x04 : 0) | (hasVideo ? 0x01 : 0);
  b.writeUInt32BE(9, 5);
  return b;
}

export function flvTag(type: TagType, timestamp: number, data: Buffer): Buffer {
  const b = Buffer.alloc(11 + data.length + 4);
  b[0] = type;
  b.writeUIntBE(data.length, 1, 3);
  const ts = timestamp >>> 0;
  b.writeUIntBE(ts & 0xffffff, 4, 3);
  b[7] = ts >>> 24;
  // stream id: 3 zero bytes
  data.copy(b, 11);
  b.writeUInt32BE(11 + data.length, 11 + data.length);
  return b;
}

/** H.264 (codec id 7) video tag. */
export const isAvc = (data: Buffer) => data.length >= 2 && (data[0]! & 0x0f) === 7;
/** The decoder configuration record: sent before any frame. */
export const isAvcSequenceHeader = (data: Buffer) => isAvc(data) && data[1] === 0;
/** A keyframe (frame type 1) carrying pictures (packet type 1): where a viewer can start decoding. */
export const isKeyframe = (data: Buffer) => isAvc(data) && data[0]! >> 4 === 1 && data[1] === 1;
/** AAC (sound format 10) audio tag. */
export const isAac = (data: Buffer) => data.length >= 2 && data[0]! >> 4 === 10;
export const isAacSequenceHeader = (data: Buffer) => isAac(data) && data[1] === 0;

/** Incremental FLV parser: bytes in any slicing → tags. Throws on bytes that are not FLV. */
export class FlvParser {
  private buf = Buffer.alloc(0);
  private headerRead = false;

  push(data: Buffer): FlvTag[] {
    this.buf = Buffer.concat([this.buf, data]);
    const out: FlvTag[] = [];
    let pos = 0;
    if (!this.headerRead) {
      if (this.buf.length < 13) return out;
      if (this.buf.toString('latin1', 0, 3) !== 'FLV') throw new Error('not FLV: no signature');
      pos = this.buf.readUInt32BE(5) + 4;
      this.headerRead = true;
    }
    while (this.buf.length - pos >= 11) {
      const size = this.buf.readUIntBE(pos + 1, 3);
      if (this.buf.length - pos < 11 + size + 4) break;
      const type = this.buf[pos]!;
      if (type !== TAG.audio && type !== TAG.video && type !== TAG.script) throw new Error(`FLV: tag type ${type}`);
      const timestamp = (this.buf.readUIntBE(pos + 4, 3) | (this.buf[pos + 7]! << 24)) >>> 0;
      out.push({ type, timestamp, data: Buffer.from(this.buf.subarray(pos + 11, pos + 11 + size)) });
      pos += 11 + size + 4;
    }
    this.buf = this.buf.subarray(pos);
    return out;
  }
}

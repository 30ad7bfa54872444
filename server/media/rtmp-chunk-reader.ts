// The RTMP chunk stream reader (spec §5.3): bytes in any slicing → whole messages. Chunk headers fmt 0–3, the
// 1-, 2- and 3-byte basic headers, extended timestamps (also on fmt 3 continuations, as FFmpeg and OBS send them),
// Set Chunk Size and Abort applied as they arrive (they change how the next bytes parse). Limits bound what one
// connection can make the process hold; past one the reader throws RtmpProtocolError and the session closes.
import { MSG, RtmpProtocolError } from './rtmp-message';
import type { RtmpMessage } from './rtmp-message';

export interface ChunkReaderLimits {
  /** Largest message accepted (a 1080p keyframe is a few hundred KB). */
  readonly maxMessageBytes: number;
  /** Chunk streams with a message in progress at once. */
  readonly maxChunkStreams: number;
}

export const CHUNK_READER_DEFAULTS: ChunkReaderLimits = { maxMessageBytes: 4 * 1024 * 1024, maxChunkStreams: 64 };

/** What the previous chunk of a chunk stream said: later chunks (fmt 1–3) leave out what did not change. */
interface ChunkStreamState {
  timestamp: number;
  delta: number;
  length: number;
  type: number;
  streamId: number;
  extended: boolean;
  /** The message being assembled, and how much of it has arrived. */
  partial: Buffer | undefined;
  received: number;
}

const EXTENDED = 0xffffff;

export class ChunkReader {
  private chunkSize = 128; // spec default until the peer sets it
  private pending: Buffer = Buffer.alloc(0);
  private readonly streams = new Map<number, ChunkStreamState>();
  private readonly limits: ChunkReaderLimits;
  /** Bytes declared by the messages in progress on every chunk stream: interleaved streams share one budget. */
  private inProgress = 0;

  constructor(limits: Partial<ChunkReaderLimits> = {}) {
    this.limits = { ...CHUNK_READER_DEFAULTS, ...limits };
  }

  /** The peer's chunk size now (after its Set Chunk Size messages so far). */
  get peerChunkSize(): number {
    return this.chunkSize;
  }

  /** Feed bytes; returns the messages they complete. Throws RtmpProtocolError on bytes that break the protocol. */
  push(data: Buffer): RtmpMessage[] {
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    const out: RtmpMessage[] = [];
    let pos = 0;
    for (;;) {
      const used = this.chunk(this.pending, pos, out);
      if (used === 0) break;
      pos += used;
    }
    this.pending = pos === 0 ? this.pending : this.pending.subarray(pos);
    // Whatever is left is less than one chunk; a copy lets the big buffer it came from go.
    if (pos > 0 && this.pending.length > 0) this.pending = Buffer.from(this.pending);
    return out;
  }

  /** Parse one chunk at `pos`; 0 when its bytes have not all arrived. */
  private chunk(buf: Buffer, start: number, out: RtmpMessage[]): number {
    let pos = start;
    const avail = buf.length - pos;
    if (avail < 1) return 0;
    const b0 = buf[pos]!;
    const fmt = b0 >> 6;
    let csid = b0 & 0x3f;
    pos += 1;
    if (csid === 0) {
      if (avail < 2) return 0;
      csid = 64 + buf[pos]!;
      pos += 1;
    } else if (csid === 1) {
      if (avail < 3) return 0;
      csid = 64 + buf[pos]! + buf[pos + 1]! * 256;
      pos += 2;
    }
    const headerBytes = [11, 7, 3, 0][fmt]!;
    if (buf.length - pos < headerBytes) return 0;
    let st = this.streams.get(csid);
    if (!st) {
      if (fmt !== 0) throw new RtmpProtocolError(`chunk stream ${csid} starts with fmt ${fmt}, not 0`);
      if (this.streams.size >= this.limits.maxChunkStreams) throw new RtmpProtocolError(`more than ${this.limits.maxChunkStreams} chunk streams`);
      st = { timestamp: 0, delta: 0, length: 0, type: 0, streamId: 0, extended: false, partial: undefined, received: 0 };
    }
    // Read the header into locals; the state changes only once the whole chunk is here.
    let tsField = 0;
    let length = st.length;
    let type = st.type;
    let streamId = st.streamId;
    if (fmt <= 2) tsField = buf.readUIntBE(pos, 3);
    if (fmt <= 1) {
      length = buf.readUIntBE(pos + 3, 3);
      type = buf[pos + 6]!;
    }
    if (fmt === 0) streamId = buf.readUInt32LE(pos + 7);
    pos += headerBytes;
    const extended = fmt <= 2 ? tsField === EXTENDED : st.extended;
    if (extended) {
      if (buf.length - pos < 4) return 0;
      const ext = buf.readUInt32BE(pos);
      pos += 4;
      if (fmt <= 2) tsField = ext;
    }
    const starting = st.partial === undefined;
    if (!starting && fmt !== 3) throw new RtmpProtocolError(`chunk stream ${csid}: fmt ${fmt} inside a message`);
    if (starting && length > this.limits.maxMessageBytes) {
      throw new RtmpProtocolError(`message of ${length} bytes over the ${this.limits.maxMessageBytes} limit`);
    }
    if (starting && this.inProgress + length > 2 * this.limits.maxMessageBytes) {
      throw new RtmpProtocolError(`messages in progress past ${2 * this.limits.maxMessageBytes} bytes`);
    }
    const received = starting ? 0 : st.received;
    const take = Math.min(this.chunkSize, length - received);
    if (buf.length - pos < take) return 0;

    // The chunk is whole: commit.
    if (!this.streams.has(csid)) this.streams.set(csid, st);
    if (starting) {
      if (fmt === 0) {
        st.timestamp = tsField;
        st.delta = 0;
      } else if (fmt <= 2) {
        st.delta = tsField;
        st.timestamp = (st.timestamp + tsField) >>> 0;
      } else {
        st.timestamp = (st.timestamp + st.delta) >>> 0;
      }
      st.length = length;
      st.type = type;
      st.streamId = streamId;
      st.extended = extended;
      st.partial = Buffer.allocUnsafe(length);
      st.received = 0;
      this.inProgress += length;
    }
    buf.copy(st.partial!, st.received, pos, pos + take);
    st.received += take;
    pos += take;
    if (st.received === st.length) {
      const msg: RtmpMessage = { csid, type: st.type, streamId: st.streamId, timestamp: st.timestamp, payload: st.partial! };
      st.partial = undefined;
      st.received = 0;
      this.inProgress -= st.length;
      this.control(msg);
      out.push(msg);
    }
    return pos - start;
  }

  /** Protocol control that changes how the following chunks parse. */
  private control(msg: RtmpMessage): void {
    if (msg.type === MSG.setChunkSize) {
      if (msg.payload.length < 4) throw new RtmpProtocolError('Set Chunk Size without its 4 bytes');
      const size = msg.payload.readUInt32BE(0) & 0x7fffffff;
      if (size < 1 || size > this.limits.maxMessageBytes) throw new RtmpProtocolError(`chunk size ${size} out of 1…${this.limits.maxMessageBytes}`);
      this.chunkSize = size;
    } else if (msg.type === MSG.abort) {
      if (msg.payload.length < 4) throw new RtmpProtocolError('Abort without its 4 bytes');
      const st = this.streams.get(msg.payload.readUInt32BE(0));
      if (st?.partial) {
        this.inProgress -= st.length;
        st.partial = undefined;
        st.received = 0;
      }
    }
  }
}

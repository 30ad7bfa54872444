// The RTMP simple handshake (spec §5.2), server side: C0+C1 in → S0+S1+S2 out, then C2 in. S1 carries zero in its
// version field, so clients (FFmpeg, OBS/librtmp) do not look for the Flash-era digest of the "complex" handshake.
import { randomBytes } from 'node:crypto';
import { RtmpProtocolError } from './rtmp-message';

const VERSION = 3;
const SIZE = 1536;

export type HandshakeStep =
  | { readonly done: false; readonly reply?: Buffer }
  | { readonly done: true; readonly reply?: Buffer; readonly rest: Buffer };

export class ServerHandshake {
  private buf = Buffer.alloc(0);
  private sentS = false;

  constructor(private readonly uptimeMs: () => number) {}

  push(data: Buffer): HandshakeStep {
    this.buf = Buffer.concat([this.buf, data]);
    let reply: Buffer | undefined;
    if (!this.sentS) {
      if (this.buf.length < 1 + SIZE) return { done: false };
      if (this.buf[0] !== VERSION) throw new RtmpProtocolError(`handshake: version ${this.buf[0]}, not ${VERSION} (not RTMP, or RTMPE)`);
      const c1 = this.buf.subarray(1, 1 + SIZE);
      const s1 = Buffer.alloc(SIZE);
      s1.writeUInt32BE(this.uptimeMs() >>> 0, 0);
      randomBytes(SIZE - 8).copy(s1, 8);
      const s2 = Buffer.from(c1);
      s2.writeUInt32BE(this.uptimeMs() >>> 0, 4); // time2: when C1 was read
      reply = Buffer.concat([Buffer.from([VERSION]), s1, s2]);
      this.buf = this.buf.subarray(1 + SIZE);
      this.sentS = true;
    }
    if (this.buf.length < SIZE) return { done: false, reply };
    const rest = Buffer.from(this.buf.subarray(SIZE)); // C2 echoes S1; nothing of it is checked
    this.buf = Buffer.alloc(0);
    return { done: true, reply, rest };
  }
}

// A feed server in miniature for socket tests: it publishes a day's events one by one (folding them as the
// real event log does), answers list requests with snapshots at its current seq and pings with pongs, and
// pushes each published frame to every connection that has asked for lists — the frame sequence of the
// proto/live.proto header, without Node sockets or timers. It checks the sign [SK-1] like the gateway, and
// resumes a connection whose first list requests name its stream (steps 2–3) unless told to refuse.
import MD5 from 'crypto-js/md5';
import { PROTOCOL_VERSION } from '../../../proto/version';
import type { FeedEvent, LiveState } from '../../core';
import { EMPTY_STATE, fold, snapshotOf } from '../../core';
import type { ListResume } from '../../wire';
import { decodePacket, encodeEventFrame, encodePong, packetOf } from '../../wire';
import type { Clock } from '../../core/time/scheduler';
import type { TestSocketPair } from './test-socket';

interface Connection {
  readonly pair: TestSocketPair;
  /** The seq of the last frame sent; undefined until the client asked for lists [SK-4]. */
  fromSeq: number | undefined;
  /** Whether a message from the client was read yet: only the first may resume. */
  heard: boolean;
}

/** Whether a socket URL carries a valid sign [SK-1] and our protocol version; the reason when not. */
export function checkSocketUrl(url: string): string | undefined {
  const params = new URL(url).searchParams;
  if (params.get('v') !== String(PROTOCOL_VERSION)) return `protocol version ${params.get('v')}`;
  try {
    const sign = JSON.parse(atob(params.get('sign') ?? '')) as { scope?: unknown; timestamp?: unknown; sign?: unknown };
    if (sign.scope !== 'web' || typeof sign.timestamp !== 'number') return 'sign fields';
    if (sign.sign !== MD5(`web${sign.timestamp}`).toString()) return 'sign md5';
    return undefined;
  } catch {
    return 'sign is not base64 JSON';
  }
}

export class FakeFeedServer {
  private current: LiveState = EMPTY_STATE;
  private published = 0;
  private readonly frames: { readonly seq: number; readonly bytes: Uint8Array }[] = [];
  private readonly connections: Connection[] = [];
  /** Messages received that were not valid list requests or pings. */
  badRequests = 0;
  /** False: every resume is refused and answered with snapshots, as by a gateway that no longer holds the frames. */
  resumable = true;
  readonly stats = { snapshotsSent: 0, resumes: 0, resumesRefused: 0, framesReplayed: 0 };

  constructor(private readonly day: readonly FeedEvent[], private readonly clock: Clock) {}

  get state(): LiveState {
    return this.current;
  }

  get finished(): boolean {
    return this.published === this.day.length;
  }

  /** Accepts a connection (refusing a bad sign with 4401, as the gateway does). */
  accept(pair: TestSocketPair): void {
    if (pair.state !== 'connecting') return;
    const refusal = checkSocketUrl(pair.url);
    pair.accept();
    if (refusal) return pair.serverClose(4401, refusal);
    this.connections.push({ pair, fromSeq: undefined, heard: false });
  }

  /** Publishes the next `n` events of the day, pushing their frames to every listening connection. */
  publish(n = 1): void {
    const events = this.day.slice(this.published, this.published + n);
    if (events.length === 0) return;
    this.published += events.length;
    this.current = fold(this.current, events).state;
    const frames = events.map((e) => ({ seq: e.seq, bytes: encodeEventFrame(e) }));
    this.frames.push(...frames);
    for (const c of this.open()) {
      const due = frames.filter((f) => c.fromSeq !== undefined && f.seq > c.fromSeq);
      if (due.length > 0) c.pair.serverSend(packetOf(due.map((f) => f.bytes)));
    }
  }

  publishAll(): void {
    this.publish(this.day.length - this.published);
  }

  /** Reads what every client sent and answers: snapshots for list requests [SK-4], pongs for pings [SK-2]. */
  serve(): void {
    for (const c of this.open()) {
      for (const message of c.pair.readFromClient()) {
        const { controls, events, errors } = decodePacket(message, 'up');
        this.badRequests += events.length + errors.length;
        const replies: Uint8Array[] = [];
        const resume = c.heard ? undefined : controls.find((q) => q.kind === 'listRequest' && q.resume);
        c.heard = true;
        const resumed = resume?.kind === 'listRequest' && resume.resume !== undefined && this.resume(c, resume.resume, replies);
        for (const control of controls) {
          if (control.kind === 'listRequest') {
            if (resumed && control.resume) continue;
            replies.push(encodeEventFrame(snapshotOf(this.current, control.sport, this.clock.now())));
            c.fromSeq = this.current.seq;
            this.stats.snapshotsSent++;
          } else if (control.kind === 'ping') {
            replies.push(encodePong(control.clientTs, this.clock.now(), PROTOCOL_VERSION));
          }
        }
        if (replies.length > 0) c.pair.serverSend(packetOf(replies));
      }
    }
  }

  /** The frames after the client's seq into `replies`; false when refused (another stream, or told to). */
  private resume(c: Connection, from: ListResume, replies: Uint8Array[]): boolean {
    if (!this.resumable || from.stream !== this.current.stream) {
      this.stats.resumesRefused++;
      return false;
    }
    const missed = this.frames.filter((f) => f.seq > from.afterSeq);
    replies.push(...missed.map((f) => f.bytes));
    c.fromSeq = Math.max(from.afterSeq, this.current.seq);
    this.stats.resumes++;
    this.stats.framesReplayed += missed.length;
    return true;
  }

  private open(): Connection[] {
    return this.connections.filter((c) => c.pair.state === 'open');
  }
}

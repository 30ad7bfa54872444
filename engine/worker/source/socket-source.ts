// The live feed over the signed WebSocket [SK-1]: on open both lists are requested [SK-4], a ping goes out
// every 60 s [SK-2], a link that stays silent is dropped, and a lost connection is retried within 0–2 s, backing
// off to SK-3's 3 tries 60 s apart, then the cycle restarts [SK-3] (socket-timing.ts says exactly how, and why).
// Only binary messages reach the sink as packets [SK-5]. The browser coming back online or the tab becoming
// visible retries at once.
// A reconnect whose sink still holds whole lists resumes: the list requests name where it stopped, and the
// gateway answers with the missed frames only (proto/live.proto steps 2–3); a resync always asks for snapshots.
import { PROTOCOL_VERSION } from '../../../proto/version';
import type { Sport } from '../../core';
import { unreachable } from '../../core';
import type { ListResume } from '../../wire';
import { encodeListRequest, encodePing, packetOf } from '../../wire';
import { socketUrl } from '../sign';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import type { Random } from '../random';
import type { FrameSink, FrameSource } from './frame-source';
import type { SocketConnection, SocketFactory } from './socket-port';
import type { SocketTiming } from './socket-timing';
import { SOCKET_TIMING, reconnectDelay } from './socket-timing';
import { markEngineOpen } from '../perf/open-marks';
import type { WakeReason, Wakeups } from './wakeups';

export interface SocketSourceOptions {
  /** The gateway, e.g. wss://host/ws; the sign and protocol version are added per attempt [SK-1]. */
  readonly url: string;
  /** The list asked for first (the opened page's): the gateway answers it in a packet of its own, ahead of the other. */
  readonly firstSport?: Sport;
  readonly connect: SocketFactory;
  readonly scheduler: Scheduler;
  readonly random: Random;
  readonly wakeups?: Wakeups;
  readonly timing?: SocketTiming;
}

/** Close code (application range) for a link we gave up on because it went silent. */
export const STALE_CLOSE_CODE = 4000;
const NORMAL_CLOSE_CODE = 1000;

type Phase = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export class SocketSource implements FrameSource {
  private readonly timing: SocketTiming;
  private sink: FrameSink | undefined;
  private phase: Phase = 'idle';
  private conn: SocketConnection | undefined;
  /** Numbers connection attempts, so events of an abandoned connection are ignored. */
  private attempt = 0;
  /** Whether the current connection has delivered a message yet. */
  private established = false;
  /** Reconnects tried since a connection was last established [SK-3]. */
  private tries = 0;
  /** A binary message must arrive by then, or the link is stale. */
  private deadline = 0;
  private watchdog: TimerId | undefined;
  private ping: TimerId | undefined;
  private retry: TimerId | undefined;
  private lastClose = { code: 0, reason: '' };
  private unsubscribeWakeups: (() => void) | undefined;

  constructor(private readonly o: SocketSourceOptions) {
    this.timing = o.timing ?? SOCKET_TIMING;
  }

  start(sink: FrameSink): void {
    if (this.phase !== 'idle') return;
    this.sink = sink;
    this.unsubscribeWakeups = this.o.wakeups?.subscribe((reason) => this.wake(reason));
    this.connect();
  }

  stop(): void {
    if (this.phase === 'stopped') return;
    const conn = this.conn;
    this.teardown();
    conn?.close(NORMAL_CLOSE_CODE, 'stopped');
    this.o.scheduler.clearTimeout(this.retry);
    this.unsubscribeWakeups?.();
    this.phase = 'stopped';
    this.sink?.status({ state: 'closed', code: NORMAL_CLOSE_CODE, reason: 'stopped', retryAt: null });
    this.sink = undefined;
  }

  resync(): boolean {
    if (this.phase !== 'open') return false;
    this.requestLists();
    return true;
  }

  now(): number {
    return this.o.scheduler.now();
  }

  /** A message of the page's own (the room channel) on the open socket; false when it is not open. */
  sendUp(bytes: Uint8Array): boolean {
    if (this.phase !== 'open') return false;
    this.send(bytes);
    return true;
  }

  private connect(): void {
    const id = ++this.attempt;
    this.phase = 'connecting';
    this.established = false;
    this.sink?.status({ state: 'connecting' });
    this.deadline = this.now() + this.timing.staleMs;
    this.armWatchdog();
    try {
      const url = socketUrl(this.o.url, this.now(), PROTOCOL_VERSION); // [SK-1]
      const conn = this.o.connect(url, {
        open: () => { if (id === this.attempt) this.opened(); },
        message: (data) => { if (id === this.attempt) this.received(data); },
        close: (code, reason) => { if (id === this.attempt) this.lost(code, reason); },
      });
      if (id === this.attempt) this.conn = conn;
      markEngineOpen('socket-connect');
    } catch (error) {
      this.lost(0, `cannot open the socket: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private opened(): void {
    // Asked before the phase turns open (folding what the last connection left may find a gap, and its resync
    // must not go out ahead of this connection's first message).
    markEngineOpen('socket-open');
    const resume = this.sink?.resumePoint?.();
    this.phase = 'open';
    this.requestLists(resume, true);
    this.ping = this.o.scheduler.setInterval(() => this.send(packetOf([encodePing(this.now())])), this.timing.pingMs);
    this.sink?.status(resume ? { state: 'open', resumedAfter: resume } : { state: 'open' });
  }

  /**
   * Both lists in one packet, so the gateway answers them at the same seq [SK-4] (the first one asked for in a
   * packet of its own, ahead of the other: the opened page's sport, `firstSport`); a resume goes in both, in the
   * connection's first message (the only one the gateway resumes). A ping rides along with a connection's first
   * message: its pong tells the feed's time and pace at once (the views' clock), and proves the link even when a
   * resume that missed nothing is answered with nothing, starting the reconnect count over [SK-3].
   */
  private requestLists(resume?: ListResume, ping = false): void {
    const now = this.now();
    const order: readonly Sport[] = this.o.firstSport === 'basketball' ? ['basketball', 'football'] : ['football', 'basketball'];
    const lists = order.map((sport) => encodeListRequest(sport, now, resume));
    this.send(packetOf(ping ? [...lists, encodePing(now)] : lists));
  }

  private received(data: unknown): void {
    if (data instanceof ArrayBuffer) {
      this.deadline = this.now() + this.timing.staleMs;
      if (!this.established) {
        markEngineOpen('first-message');
        this.established = true;
        this.tries = 0;
      }
      this.sink?.packet(new Uint8Array(data));
    } else if (typeof data === 'string') {
      this.sink?.unexpected('text', `a text frame of ${data.length} characters, ignored [SK-5]`);
    } else {
      this.sink?.unexpected('notBinary', `a ${Object.prototype.toString.call(data)} message: the socket must use binaryType 'arraybuffer'`);
    }
  }

  private lost(code: number, reason: string): void {
    this.teardown();
    this.lastClose = { code, reason };
    this.waitThenConnect(reconnectDelay(this.tries, this.timing, this.o.random));
  }

  private waitThenConnect(delay: number): void {
    this.phase = 'waiting';
    this.o.scheduler.clearTimeout(this.retry);
    this.retry = this.o.scheduler.setTimeout(() => {
      this.retry = undefined;
      this.tries++;
      this.connect();
    }, delay);
    this.sink?.status({ state: 'closed', ...this.lastClose, retryAt: this.now() + delay });
  }

  private wake(_reason: WakeReason): void {
    switch (this.phase) {
      case 'waiting':
        // The network or the user is back: a new cycle, starting now rather than after the wait [SK-3]. One
        // browser's event, not a crowd's (a gateway restart drops everyone at once, and that is what the first
        // retry's jitter spreads).
        this.tries = 0;
        this.waitThenConnect(0);
        return;
      case 'open':
        // The link may have died while the device slept: probe it, and give up on it soon if it stays silent.
        this.send(packetOf([encodePing(this.now())]));
        this.deadline = Math.min(this.deadline, this.now() + this.timing.probeMs);
        this.armWatchdog();
        return;
      case 'idle': case 'connecting': case 'stopped':
        return;
      default:
        return unreachable(this.phase);
    }
  }

  private armWatchdog(): void {
    this.o.scheduler.clearTimeout(this.watchdog);
    this.watchdog = this.o.scheduler.setTimeout(() => {
      this.watchdog = undefined;
      if (this.phase !== 'connecting' && this.phase !== 'open') return;
      if (this.now() < this.deadline) return this.armWatchdog();
      const conn = this.conn;
      const reason = `no data for ${this.timing.staleMs / 1000} s`;
      this.lost(STALE_CLOSE_CODE, reason);
      conn?.close(STALE_CLOSE_CODE, reason);
    }, Math.max(0, this.deadline - this.now()));
  }

  /** Forgets the current connection (its late events are ignored) and its timers. */
  private teardown(): void {
    this.attempt++;
    this.conn = undefined;
    this.o.scheduler.clearInterval(this.ping);
    this.o.scheduler.clearTimeout(this.watchdog);
    this.ping = undefined;
    this.watchdog = undefined;
  }

  private send(bytes: Uint8Array): void {
    try {
      this.conn?.send(bytes);
    } catch {
      // A socket that cannot send is closing: its close event follows and starts the retry.
    }
  }
}

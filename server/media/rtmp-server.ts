// The RTMP ingest server: a net.Server of our own per instance (no global state), one RtmpSession per socket.
// Listens on RTMP_PORT (0: any free port, read back with `port`). Bounded so that nobody without a stream key can
// keep an anchor off air: sockets that have not been granted a publish sit in a pending pool with a cap per
// address and in all (rtmp-admission.ts), and must be granted within the handshake deadline; granted publishers
// have slots of their own; a publisher silent too long is closed. Refusals are counted in `stats` and logged one
// line per reason per window (reason-log.ts). Every timer runs on the Scheduler it is given. close() ends every
// session and stops listening.
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import type { Cancel, Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import { ReasonLog } from './reason-log';
import type { AdmissionLimits } from './rtmp-admission';
import { IngestPools } from './rtmp-admission';
import type { ChunkReaderLimits } from './rtmp-chunk-reader';
import { CHUNK_READER_DEFAULTS } from './rtmp-chunk-reader';
import { RtmpSession } from './rtmp-session';
import type { StreamHub } from './stream-hub';
import type { StreamAuthorizer } from './stream-ports';

export interface RtmpServerOptions {
  readonly hub: StreamHub;
  readonly authorizer: () => StreamAuthorizer;
  readonly log: { info(line: string): void; warn(line: string): void };
  readonly timers: Scheduler;
  readonly limits?: Partial<ChunkReaderLimits>;
  readonly admission: AdmissionLimits;
  /** A socket not granted a publish this long after it connected is closed (handshake, connect, publish, key). */
  readonly handshakeTimeoutMs: number;
  /** A publisher silent this long is closed (a stalled encoder). */
  readonly idleMs?: number;
  readonly app?: string;
  /** Names this server in its log lines ('rtmp'; the demo pushers' loopback server says so). */
  readonly label?: string;
}

/** What the ingest holds and what it turned away, since it started. */
export interface RtmpStats {
  /** Open sockets not (yet) granted a publish. */
  pending: number;
  /** Open sockets publishing. */
  publishers: number;
  accepted: number;
  granted: number;
  /** Refused at accept: the address holds its share of pending sockets. */
  refusedPerAddress: number;
  /** Refused at accept: the pending pool is full of sockets waiting for the authorizer. */
  refusedPendingFull: number;
  /** A granted publish refused: the publishers' pool is full. */
  refusedPublishersFull: number;
  /** Pending sockets closed to make room in a full pending pool (the oldest first). */
  evictedPending: number;
  /** Pending sockets closed at the handshake deadline. */
  closedHandshakeTimeout: number;
  /** Publishers closed for silence. */
  closedIdle: number;
}

/** The log's reason names, one line per reason per window. */
const REASON = {
  perAddress: 'refused: too many unauthenticated sockets from one address',
  pendingFull: 'refused: every unauthenticated slot waiting for the authorizer',
  evicted: 'closed: oldest unauthenticated socket, to make room',
  handshakeTimeout: 'closed: no granted publish by the handshake deadline',
} as const;

/** The address a per-address cap counts: IPv4 clients of a dual-stack listener are `::ffff:a.b.c.d`. */
function addressOf(socket: Socket): string {
  const raw = socket.remoteAddress ?? '?';
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
}

export class RtmpServer {
  private readonly server: Server;
  private readonly sessions = new Set<RtmpSession>();
  private readonly sockets = new Set<Socket>();
  private readonly pools: IngestPools<RtmpSession>;
  private readonly refusals: ReasonLog;
  private readonly started: number;
  private readonly label: string;
  readonly stats: RtmpStats = {
    pending: 0, publishers: 0, accepted: 0, granted: 0, refusedPerAddress: 0, refusedPendingFull: 0, refusedPublishersFull: 0,
    evictedPending: 0, closedHandshakeTimeout: 0, closedIdle: 0,
  };

  constructor(private readonly options: RtmpServerOptions) {
    const { timers } = options;
    this.started = timers.now();
    this.label = options.label ?? 'rtmp';
    this.pools = new IngestPools(options.admission);
    this.refusals = new ReasonLog((line) => options.log.warn(line), timers, this.label);
    this.server = createServer((socket) => this.onSocket(socket));
  }

  private onSocket(socket: Socket): void {
    const o = this.options;
    const limits = { ...CHUNK_READER_DEFAULTS, ...o.limits };
    const idleMs = o.idleMs ?? 30_000;
    const address = addressOf(socket);
    socket.setNoDelay(true);
    socket.on('error', () => undefined); // a reset peer: 'close' follows
    const session: RtmpSession = new RtmpSession(socket, {
      hub: o.hub, authorizer: o.authorizer, log: o.log, limits, app: o.app ?? 'live', timers: o.timers,
      uptimeMs: () => o.timers.now() - this.started,
      granted: () => this.grant(session),
    });
    const admitted = this.pools.admit(session, address, (s) => !s.awaitingAuthorizer);
    if (!admitted.ok) {
      if (admitted.reason === 'perAddress') {
        this.stats.refusedPerAddress++;
        this.refusals.note(REASON.perAddress, `${this.label} ${address}: refused, ${o.admission.maxPendingPerAddress} unauthenticated sockets from this address open`);
      } else {
        this.stats.refusedPendingFull++;
        this.refusals.note(REASON.pendingFull, `${this.label} ${address}: refused, all ${o.admission.maxPending} unauthenticated slots are waiting for the authorizer`);
      }
      session.drop();
      return;
    }
    if (admitted.evicted) {
      this.stats.evictedPending++;
      this.refusals.note(REASON.evicted, `${this.label} ${admitted.evicted.peer}: closed, oldest of ${o.admission.maxPending} unauthenticated sockets, to make room`);
      admitted.evicted.drop();
    }
    this.stats.accepted++;
    this.sockets.add(socket);
    this.sessions.add(session);
    this.count();
    // Granted in time or closed: a socket that does not get to publishing soon is not an encoder.
    const deadline = after(o.timers, o.handshakeTimeoutMs, () => {
      if (this.pools.isPublisher(session)) return;
      this.stats.closedHandshakeTimeout++;
      this.refusals.note(REASON.handshakeTimeout, `${this.label} ${session.peer}: closed, no publish granted ${o.handshakeTimeoutMs / 1000} s after connecting`);
      session.drop();
    });
    let idle: Cancel | undefined;
    const watchIdle = (ms: number) => {
      idle = after(o.timers, ms, () => {
        const quiet = o.timers.now() - session.heardAt;
        if (quiet < idleMs) return watchIdle(idleMs - quiet);
        if (this.pools.isPublisher(session)) this.stats.closedIdle++;
        session.close(`nothing received for ${idleMs / 1000} s`);
      });
    };
    watchIdle(idleMs);
    socket.on('close', () => {
      deadline();
      idle?.();
      this.sockets.delete(socket);
      this.sessions.delete(session);
      this.pools.remove(session);
      this.count();
    });
  }

  /** The authorizer granted `session`'s publish: a publisher's slot, out of the pending pool, if there is one. */
  private grant(session: RtmpSession): boolean {
    if (!this.pools.promote(session)) {
      this.stats.refusedPublishersFull++;
      return false;
    }
    this.stats.granted++;
    this.count();
    return true;
  }

  private count(): void {
    this.stats.pending = this.pools.pendingCount;
    this.stats.publishers = this.pools.publisherCount;
  }

  /** Resolves once listening; rejects on a listen error (port in use…) instead of exiting the process. */
  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        this.server.on('error', (err) => this.options.log.warn(`${this.label} server: ${err.message}`));
        resolve();
      });
    });
  }

  /** The port actually listened on (RTMP_PORT=0 picks one). */
  get port(): number {
    return (this.server.address() as AddressInfo | null)?.port ?? 0;
  }

  get connections(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sessions) s.close('server shutting down', 'info');
    for (const socket of this.sockets) socket.destroy();
    this.refusals.close();
    const s = this.stats;
    const turnedAway = s.refusedPerAddress + s.refusedPendingFull + s.refusedPublishersFull + s.evictedPending + s.closedHandshakeTimeout;
    if (turnedAway > 0) {
      this.options.log.info(`${this.label} server: ${s.accepted} sockets accepted, ${s.granted} publishes granted; refused ${s.refusedPerAddress} over the per-address cap, `
        + `${s.refusedPendingFull} with the pending pool full, ${s.refusedPublishersFull} with the publishers' pool full; closed ${s.evictedPending} to make room, `
        + `${s.closedHandshakeTimeout} at the handshake deadline, ${s.closedIdle} idle publishers`);
    }
    if (this.server.listening) await closed;
  }
}

// The RTMP ingest server: a net.Server of our own per instance (no global state), one RtmpSession per socket.
// Listens on RTMP_PORT (0: any free port, read back with `port`). Bounded: connections in all, time to get from
// connect to publish, and idle publishers. close() ends every session and stops listening.
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import type { ChunkReaderLimits } from './rtmp-chunk-reader';
import { CHUNK_READER_DEFAULTS } from './rtmp-chunk-reader';
import { RtmpSession } from './rtmp-session';
import type { StreamHub } from './stream-hub';
import type { StreamAuthorizer } from './stream-ports';

export interface RtmpServerOptions {
  readonly hub: StreamHub;
  readonly authorizer: () => StreamAuthorizer;
  readonly log: { info(line: string): void; warn(line: string): void };
  readonly limits?: Partial<ChunkReaderLimits>;
  /** Sockets at once; more are closed at accept. */
  readonly maxConnections?: number;
  /** A socket silent this long is closed (a stalled publisher, or one that never gets to publish). */
  readonly idleMs?: number;
  readonly app?: string;
}

export class RtmpServer {
  private readonly server: Server;
  private readonly sessions = new Set<RtmpSession>();
  private readonly sockets = new Set<Socket>();
  private readonly started = Date.now();

  constructor(private readonly options: RtmpServerOptions) {
    const limits = { ...CHUNK_READER_DEFAULTS, ...options.limits };
    const idleMs = options.idleMs ?? 30_000;
    this.server = createServer((socket) => {
      socket.setNoDelay(true);
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      const session = new RtmpSession(socket, {
        hub: options.hub, authorizer: options.authorizer, log: options.log, limits, app: options.app ?? 'live',
        uptimeMs: () => Date.now() - this.started,
      });
      this.sessions.add(session);
      socket.on('close', () => this.sessions.delete(session));
      socket.setTimeout(idleMs, () => session.close(`nothing received for ${idleMs / 1000} s`));
    });
    this.server.maxConnections = options.maxConnections ?? 64;
    this.server.on('drop', (data) => options.log.warn(`rtmp ${data?.remoteAddress ?? '?'}: refused, ${this.server.maxConnections} connections open`));
  }

  /** Resolves once listening; rejects on a listen error (port in use…) instead of exiting the process. */
  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        this.server.on('error', (err) => this.options.log.warn(`rtmp server: ${err.message}`));
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
    if (this.server.listening) await closed;
  }
}

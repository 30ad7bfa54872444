// What one client, one address and all clients together may hold of the gateway (issue #11 §1). Settings
// (server/config.ts: WS_*), defaults here; server/README.md "Gateway close codes" says how each is refused.

/** The client's heartbeat: a ping every 60 s (proto/live.proto step 5) [SK-2]. */
export const HEARTBEAT_MS = 60_000;

export interface GatewayLimits {
  /**
   * A socket that has sent nothing for this long is closed (4408). 2.5 heartbeats: a background tab's timers
   * fire at most once a minute, so its 60 s ping can come up to ~60 s late; one late ping must not cost the socket.
   */
  readonly idleMs: number;
  /** Open sockets in all; past it new ones are refused (4503). Undefined: from RLIMIT_NOFILE (descriptor-limit.ts). */
  readonly maxConnections: number | undefined;
  /** Open sockets per client address (proxy-aware, TRUST_PROXY); past it new ones are refused (4430). */
  readonly maxConnectionsPerIp: number;
  /** Requests (list requests; room joins and chat later) a client may make at once… (4429 past it) */
  readonly requestBurst: number;
  /** …and per second after that. */
  readonly requestsPerSecond: number;
  /**
   * Bytes a client may have queued, counting the packet about to be written: a write that would pass it closes
   * the client (1013) instead. Two full lists are ~140 KB, so 4 MiB is ~30 snapshots of slack for a slow link.
   */
  readonly sendBufferLimit: number;
}

export const GATEWAY_LIMIT_DEFAULTS: GatewayLimits = {
  idleMs: 2.5 * HEARTBEAT_MS,
  maxConnections: undefined,
  // Carrier-grade NAT puts many viewers behind one address; 256 tabs is far past one household or office and
  // far below a descriptor table.
  maxConnectionsPerIp: 256,
  // A client asks for two lists on connect and again after a gap or a stream change: 20 at once is room for
  // several reconnects; one a second is far above a real client and far below what hurts the server.
  requestBurst: 20,
  requestsPerSecond: 1,
  sendBufferLimit: 4 * 1024 * 1024,
};

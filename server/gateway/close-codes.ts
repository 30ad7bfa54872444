// WebSocket close codes the gateway uses (1xxx from RFC 6455; 4xxx ours: 4401/4426 in proto/live.proto, every one
// with its reason in server/README.md "Gateway close codes").
export const CLOSE = {
  /** Server shutting down. */
  goingAway: 1001,
  /** A text frame: the protocol is binary only [SK-5]. */
  unsupportedData: 1003,
  /** Too many frames that do not decode. */
  policyViolation: 1008,
  /** The client does not read fast enough: the next write would take its send queue over the limit. */
  tryAgainLater: 1013,
  /** Missing, malformed or stale sign [SK-1]. */
  unauthorized: 4401,
  /** Nothing received for the idle limit (2.5 heartbeats by default). */
  idle: 4408,
  /** Protocol version query `v` is not PROTOCOL_VERSION. */
  upgradeRequired: 4426,
  /** More requests than the client's token bucket allows. */
  tooManyRequests: 4429,
  /** Its address already holds the per-address number of sockets. */
  tooManyFromAddress: 4430,
  /** The gateway holds its total number of sockets (below the process's descriptor limit). */
  serverFull: 4503,
} as const;

// WebSocket close codes the gateway uses (1xxx from RFC 6455; 4xxx ours, documented in proto/live.proto).
export const CLOSE = {
  /** Server shutting down. */
  goingAway: 1001,
  /** A text frame: the protocol is binary only [SK-5]. */
  unsupportedData: 1003,
  /** Too many frames that do not decode. */
  policyViolation: 1008,
  /** The client does not read fast enough: its send buffer is over the limit. */
  tryAgainLater: 1013,
  /** Missing, malformed or stale sign [SK-1]. */
  unauthorized: 4401,
  /** Protocol version query `v` is not PROTOCOL_VERSION. */
  upgradeRequired: 4426,
} as const;

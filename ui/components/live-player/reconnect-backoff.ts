// How long the player waits before reconnecting after the stream broke [LR-3]: doubling from 1 s, at most 10 s,
// so a short hiccup comes back at once and a stream that is gone for minutes costs one request every 10 s.

export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 10_000;

/** attempt 0 is the first retry after a failure. */
export function reconnectDelayMs(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(n, 20));
}

// When the socket pings, gives up on a silent link, and reconnects [SK-2] [SK-3].
import type { Random } from '../random';

export interface SocketTiming {
  /** Heartbeat: a ping (code 1) this often while open [SK-2]. */
  readonly pingMs: number;
  /**
   * No binary message for this long = the link is dead though no close came (a half-open TCP connection can
   * take many minutes to time out). 2.5 pings: a pong is due after every ping, so two missed pongs and a
   * margin. Also bounds a connect that never opens.
   */
  readonly staleMs: number;
  /** After a wake-up (online, tab visible) the open link must answer a probe ping this fast. */
  readonly probeMs: number;
  /** The first reconnect after a lost connection comes within 0…firstRetryMs (jittered): a redeploy costs a fan seconds. */
  readonly firstRetryMs: number;
  /** Where the backoff stops growing: the [SK-3] delay, and every reconnect of the plateau and later cycles. */
  readonly retryMs: number;
  /** Reconnects at `retryMs` per cycle [SK-3]. */
  readonly retriesPerCycle: number;
  /**
   * [SK-3] "then restart the cycle" — our reading: after `retriesPerCycle` reconnects at `retryMs`, wait this long
   * instead, then run the cycle again (3 more tries 60 s apart), for as long as it takes. A cycle ends (and the
   * count starts over, from the quick first retry) only when a connection delivers its first message: a server
   * that accepts and then refuses (4401, 4426) does not reset it.
   */
  readonly cyclePauseMs: number;
  /** Every reconnect at `retryMs` or after a pause waits an extra random 0…jitterMs, so clients dropped together do not return together. */
  readonly jitterMs: number;
}

export const SOCKET_TIMING: SocketTiming = {
  pingMs: 60_000, // [SK-2]
  staleMs: 150_000,
  probeMs: 10_000,
  firstRetryMs: 2_000,
  retryMs: 60_000, // [SK-3]
  retriesPerCycle: 3, // [SK-3]
  cyclePauseMs: 5 * 60_000,
  jitterMs: 5_000,
};

/** A random draw in [0, 1), whatever the source says. */
function draw(random: Random): number {
  return Math.min(Math.max(random(), 0), 0.999_999);
}

/**
 * How many reconnects the quick ramp makes before the [SK-3] plateau: the first in 0…firstRetryMs, then each in
 * [firstRetryMs·2^(k-1), firstRetryMs·2^k) capped at retryMs — 0–2 s, 2–4 s, 4–8 s, 8–16 s, 16–32 s, 32–60 s.
 */
export function rampLength(timing: SocketTiming): number {
  let k = 1;
  while (timing.firstRetryMs * 2 ** (k - 1) < timing.retryMs) k++;
  return k;
}

/**
 * The wait before the next reconnect, given how many reconnects were already tried since a connection last
 * delivered a message [SK-3], and one random draw:
 *
 * - Our reading of SK-3: "3 times at 60 s" read literally leaves every fan on stale scores for a
 *   minute after a gateway redeploy, which the fans notice. So a cycle starts with a quick ramp — the first
 *   reconnect within 0–2 s (full jitter: clients a restart dropped together come back spread over 2 s), then
 *   doubling windows, 2–4 s … 32–60 s (each jittered within its window) — and then SK-3's outer behaviour as
 *   written: reconnects 60 s apart (+ 0–5 s jitter), 3 of them, then the cycle restarts after a 5 min pause
 *   (+ jitter) with 3 more at 60 s, for as long as it takes. A server down longer than the ramp is an outage,
 *   not a redeploy: the later cycles do not ramp again.
 * - For one draw the waits never shrink through the first pause (monotone backoff); the count — and with it the
 *   quick ramp — starts over when a connection delivers a message, or when the browser comes back online or the
 *   tab becomes visible (socket-source.ts: those retry at once).
 */
export function reconnectDelay(triesSoFar: number, timing: SocketTiming, random: Random): number {
  const r = draw(random);
  const ramp = rampLength(timing);
  if (triesSoFar < ramp) {
    if (triesSoFar === 0) return Math.floor(r * timing.firstRetryMs);
    const low = Math.min(timing.firstRetryMs * 2 ** (triesSoFar - 1), timing.retryMs);
    const high = Math.min(timing.firstRetryMs * 2 ** triesSoFar, timing.retryMs);
    return Math.floor(low + r * (high - low));
  }
  const plateau = triesSoFar - ramp;
  const startsNewCycle = plateau > 0 && plateau % timing.retriesPerCycle === 0;
  return (startsNewCycle ? timing.cyclePauseMs : timing.retryMs) + Math.floor(r * timing.jitterMs);
}

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
  /** Delay before each reconnect [SK-3]. */
  readonly retryMs: number;
  /** Reconnects per cycle [SK-3]. */
  readonly retriesPerCycle: number;
  /**
   * [SK-3] "then restart the cycle" — our reading: after `retriesPerCycle` failed reconnects, wait this long
   * instead of `retryMs`, then run the cycle again (3 more tries 60 s apart), for as long as it takes. A cycle
   * ends (and the count starts over) only when a connection delivers its first message: a server that accepts
   * and then refuses (4401, 4426) does not reset it.
   */
  readonly cyclePauseMs: number;
  /** Every reconnect waits an extra random 0…jitterMs, so clients dropped together do not return together. */
  readonly jitterMs: number;
}

export const SOCKET_TIMING: SocketTiming = {
  pingMs: 60_000, // [SK-2]
  staleMs: 150_000,
  probeMs: 10_000,
  retryMs: 60_000, // [SK-3]
  retriesPerCycle: 3, // [SK-3]
  cyclePauseMs: 5 * 60_000,
  jitterMs: 5_000,
};

/**
 * The wait before the next reconnect, given how many reconnects were already tried since the connection was
 * last established: 60 s, 60 s, 60 s, then 5 min, 60 s, 60 s, then 5 min … (plus jitter) [SK-3].
 */
export function reconnectDelay(triesSoFar: number, timing: SocketTiming, random: Random): number {
  const startsNewCycle = triesSoFar > 0 && triesSoFar % timing.retriesPerCycle === 0;
  return (startsNewCycle ? timing.cyclePauseMs : timing.retryMs) + jitter(timing, random);
}

/** A wake-up reconnects at once, but not in lockstep with every other client that woke up too. */
export function jitter(timing: SocketTiming, random: Random): number {
  return Math.floor(Math.min(Math.max(random(), 0), 0.999_999) * timing.jitterMs);
}

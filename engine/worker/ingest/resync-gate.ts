// At most one list resync in flight (DESIGN.md "Wire contract": a gap triggers the same list request that runs
// on connect). The gate closes only when fresh lists of both sports have been folded in: a stale answer (the
// state got ahead of it through frames past a gap) does not count. An answer that does not come within the
// timeout — lost, or stale — is asked for again; a closed connection forgets the gate (the next connect asks
// anyway [SK-4]).
import type { Sport } from '../../core';
import { SPORTS } from '../../core';
import type { Scheduler, TimerId } from '../time/scheduler';

export const RESYNC_TIMEOUT_MS = 10_000;

export class ResyncGate {
  private readonly awaiting = new Set<Sport>();
  private timer: TimerId | undefined;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly onUnanswered: () => void,
    private readonly timeoutMs = RESYNC_TIMEOUT_MS,
  ) {}

  /** Both lists were asked for just now. */
  open(): void {
    for (const sport of SPORTS) this.awaiting.add(sport);
    this.scheduler.clearTimeout(this.timer);
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = undefined;
      this.awaiting.clear();
      this.onUnanswered();
    }, this.timeoutMs);
  }

  get inFlight(): boolean {
    return this.awaiting.size > 0;
  }

  /** A list snapshot of `sport` replaced the state's list. */
  fresh(sport: Sport): void {
    this.awaiting.delete(sport);
    if (this.awaiting.size === 0) this.cancel();
  }

  cancel(): void {
    this.awaiting.clear();
    this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

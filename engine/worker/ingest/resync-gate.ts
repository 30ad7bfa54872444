// At most one list resync in flight (DESIGN.md "Wire contract": a gap triggers the same list request that runs
// on connect). The gate closes only when fresh lists of both sports have been folded in: a stale answer (the
// state got ahead of it through frames past a gap) does not count. An answer that does not come within the
// timeout — lost, or stale — is asked for again; a closed connection forgets the gate (the next connect asks
// anyway [SK-4], or resumes).
//
// The gate also knows whether the lists are whole — every frame up to the state's seq folded into both — which
// is what lets a reconnect resume from there (proto/live.proto steps 2–3). They are not whole until fresh lists
// of both sports came in together, nor after a gap, nor while only one sport's lists came: a snapshot moves the
// seq for both sports, so the other one may have missed frames until its own snapshot arrives. Such a lone
// snapshot (a refused resume's answer cut short, say) is treated as half an answer: the other sport's is
// awaited as if asked for, and asked for again when it does not come.
import type { Sport } from '../../core';
import { SPORTS } from '../../core';
import type { Scheduler, TimerId } from '../../core/time/scheduler';

export const RESYNC_TIMEOUT_MS = 10_000;

export class ResyncGate {
  private readonly awaiting = new Set<Sport>();
  private timer: TimerId | undefined;
  /** Whether the lists may lack frames; true until the first fresh lists of both sports. */
  private holey = true;

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

  /** Every frame up to the state's seq is folded into both lists: a reconnect may resume from there. */
  get whole(): boolean {
    return !this.holey && !this.inFlight;
  }

  /** List snapshots of these sports, folded in one batch, replaced the state's lists. */
  fresh(sports: Iterable<Sport>): void {
    const got = [...sports];
    if (got.length === 0) return;
    if (!this.inFlight) this.open(); // unasked: the other sport's list is owed too
    for (const sport of got) this.awaiting.delete(sport);
    if (this.awaiting.size > 0) {
      this.holey = true;
      return;
    }
    this.holey = false;
    this.cancel();
  }

  /** Frames were missed or thrown away: the lists lack them until fresh ones of both sports come. */
  hole(): void {
    this.holey = true;
  }

  cancel(): void {
    this.awaiting.clear();
    this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

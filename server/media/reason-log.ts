// Log lines that a flood could multiply (the ingest's refusals): per reason, the first one in a window is written
// as it happens and the rest are counted, then written as one summary line when the window ends. A steady flood
// costs at most two lines per reason per window; a single refusal is logged at once, in full.
import type { Cancel, Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';

export class ReasonLog {
  private readonly windows = new Map<string, { suppressed: number; cancel: Cancel }>();

  constructor(
    private readonly warn: (line: string) => void,
    private readonly timers: Scheduler,
    /** Names the source in summary lines ('rtmp'). */
    private readonly source: string,
    private readonly windowMs = 10_000,
  ) {}

  note(reason: string, line: string): void {
    const open = this.windows.get(reason);
    if (open) {
      open.suppressed++;
      return;
    }
    this.warn(line);
    this.windows.set(reason, { suppressed: 0, cancel: after(this.timers, this.windowMs, () => this.flush(reason)) });
  }

  /** Writes what is still counted (a server shutting down) and stops the windows' timers. */
  close(): void {
    for (const reason of [...this.windows.keys()]) this.flush(reason);
  }

  private flush(reason: string): void {
    const open = this.windows.get(reason);
    if (!open) return;
    open.cancel();
    this.windows.delete(reason);
    if (open.suppressed > 0) {
      this.warn(`${this.source}: ${open.suppressed} more ${reason} in the last ${Math.round(this.windowMs / 1000)} s (not logged one by one)`);
    }
  }
}

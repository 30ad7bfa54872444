// The sweep of uploads nothing uses (upload-keeper.ts sweep): every UploadPolicy.sweepIntervalMs on the Scheduler
// it is given — the system's in a server, a ManualScheduler in tests, which move it through days in virtual time.
// A run still going when the next falls due is not doubled: that tick is skipped.
import type { Scheduler } from '../../engine/core/time/scheduler';
import type { UploadKeeper } from './upload-keeper';

export interface UploadSweepSchedule {
  /** Resolves when the run in progress (if any) has finished. */
  idle(): Promise<void>;
  stop(): void;
}

export function scheduleUploadSweep(timers: Scheduler, keeper: UploadKeeper, log: (line: string) => void): UploadSweepSchedule {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = keeper.sweep()
      .then((keys) => { if (keys.length > 0) log(`uploads sweep: ${keys.length} upload(s) nothing references deleted`); })
      .catch((err: unknown) => log(`uploads sweep failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => { running = undefined; });
  };
  const timer = timers.setInterval(run, keeper.policy.sweepIntervalMs);
  return {
    idle: async () => { await running; },
    stop: () => timers.clearInterval(timer),
  };
}

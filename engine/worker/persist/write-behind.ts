// Write-behind persistence (DESIGN.md "Engine"): folds mark rows dirty, and at most once per interval the dirty
// rows go to the repository in one bulk write, never one write per event. A failed write keeps its rows dirty
// and is retried with exponential backoff, each failure reported — never lost silently.
import type { Changes, LiveState } from '../../core';
import { EMPTY_STATE } from '../../core';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import { DirtyIds } from './dirty-ids';
import type { MatchRepository } from './match-repository';
import { rowsToWrite } from './rows-to-write';
import { describeStorageError } from './storage-error';
import type { ProblemListener } from './storage-problem';

/** One bulk write per 1.5 s at most: a busy match day folds thousands of frames a minute. */
export const WRITE_BEHIND_MS = 1_500;
/** Retries back off 3 s, 6 s, 12 s … up to this. */
export const MAX_BACKOFF_MS = 60_000;

export interface WriteBehindOptions {
  readonly repository: MatchRepository;
  readonly scheduler: Scheduler;
  /** What the repository already holds (the warm start's state); empty by default. */
  readonly stored?: LiveState;
  readonly intervalMs?: number;
  readonly maxBackoffMs?: number;
  readonly onProblem?: ProblemListener;
}

export class WriteBehind {
  private dirty = new DirtyIds();
  private latest: LiveState;
  private written: LiveState;
  private timer: TimerId | undefined;
  private writing: Promise<void> | undefined;
  private failures = 0;
  private stopped = false;

  constructor(private readonly o: WriteBehindOptions) {
    this.latest = this.written = o.stored ?? EMPTY_STATE;
  }

  /** Takes a fold's outcome: its changed rows become dirty; the first dirty row of a quiet spell starts the clock. */
  track(batch: { readonly state: LiveState; readonly changes: Changes }): void {
    if (this.stopped) return;
    this.dirty.add(batch.changes);
    this.latest = batch.state;
    if (this.timer === undefined && !this.writing) this.arm(this.interval);
  }

  /** Whether anything folded is not in the repository yet. */
  get pending(): boolean {
    return this.latest !== this.written;
  }

  /** Writes what is dirty now (after a write in progress); resolves when done, never rejects. */
  async flush(): Promise<void> {
    this.o.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing) await this.writing;
    if (!this.pending || this.writing) return;
    const ids = this.dirty;
    const state = this.latest;
    this.dirty = new DirtyIds();
    this.writing = this.o.repository.saveRows(rowsToWrite(ids, state, this.written)).then(
      () => {
        this.written = state;
        this.failures = 0;
      },
      (error: unknown) => {
        this.dirty.merge(ids);
        this.failures++;
        const retryInMs = Math.min(this.interval * 2 ** this.failures, this.o.maxBackoffMs ?? MAX_BACKOFF_MS);
        this.report(describeStorageError(error), retryInMs);
        this.arm(retryInMs);
      },
    );
    await this.writing;
    this.writing = undefined;
    if (this.pending && this.timer === undefined) this.arm(this.interval);
  }

  /** No more timers; what is dirty stays unwritten (call flush() first to keep it). */
  stop(): void {
    this.stopped = true;
    this.o.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private get interval(): number {
    return this.o.intervalMs ?? WRITE_BEHIND_MS;
  }

  private arm(ms: number): void {
    if (this.stopped) return;
    this.o.scheduler.clearTimeout(this.timer);
    this.timer = this.o.scheduler.setTimeout(() => { void this.flush(); }, ms);
  }

  private report(detail: string, retryInMs: number): void {
    try {
      this.o.onProblem?.({ kind: 'writeFailed', detail, attempt: this.failures, retryInMs });
    } catch {
      // A failing reporter must not stop the retries.
    }
  }
}

// The rows' short-lived "goal taken back" mark: a page-side map keyed by match, filled from retraction triggers
// (the smaller change than a row field: the engine's rows stay as they are). A mark lasts RETRACTION_MARK_MS,
// the football goal highlight's length [GN-5], so the row says why its score fell instead of changing silently.
import type { TimerId } from '../../engine/core/time/scheduler';
import { PAGE_SCHEDULER } from '../time/page-scheduler';
import { useSyncExternalStore } from 'react';
import type { Sport } from '../../engine/core';
import type { Timers } from './notice-timeline';

export const RETRACTION_MARK_MS = 10_000;

export class RetractionMarks {
  private readonly marks = new Map<string, TimerId>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: Timers) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  has(sport: Sport, matchId: number): boolean {
    return this.marks.has(`${sport}:${matchId}`);
  }

  /** Marks the row (again: a second retraction restarts the mark). */
  mark(sport: Sport, matchId: number): void {
    const key = `${sport}:${matchId}`;
    const previous = this.marks.get(key);
    if (previous !== undefined) this.timers.clearTimeout(previous);
    this.marks.set(key, this.timers.setTimeout(() => {
      this.marks.delete(key);
      this.emit();
    }, RETRACTION_MARK_MS));
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}

/** The page's one set of marks. */
export const retractionMarks = new RetractionMarks(PAGE_SCHEDULER);

/** True while the row's goal has just been taken back. */
export function useRetractionMark(sport: Sport, matchId: number): boolean {
  return useSyncExternalStore(retractionMarks.subscribe, () => retractionMarks.has(sport, matchId), () => false);
}

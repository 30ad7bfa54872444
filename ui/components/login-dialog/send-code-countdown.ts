// [AU-7] The 60 s SMS resend cooldown on the send button, as a small external store: seconds left (0 = ready).
// Computed from the clock at every tick, so a late timer never stretches the minute. Clock and scheduler are
// passed in (STYLE.md item 7).
import type { TimerId } from '../../../engine/core/time/scheduler';
import type { IntervalScheduler } from '../../accounts/presence-reporter';

export const SMS_COOLDOWN_SECONDS = 60; // [AU-7] SPEC.md §9 SMS resend cooldown 60 s
const TICK_MS = 1000;

export interface Countdown {
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
  start(): void;
}

export function createCountdown(clock: { now(): number }, scheduler: IntervalScheduler, seconds = SMS_COOLDOWN_SECONDS): Countdown {
  let remaining = 0;
  let endsAt = 0;
  let handle: TimerId | undefined;
  const listeners = new Set<() => void>();
  const set = (value: number) => {
    if (value === remaining) return;
    remaining = value;
    listeners.forEach((listener) => listener());
  };
  const tick = () => {
    const left = Math.max(0, Math.ceil((endsAt - clock.now()) / TICK_MS));
    if (left === 0) {
      scheduler.clearInterval(handle);
      handle = undefined;
    }
    set(left);
  };
  return {
    getSnapshot: () => remaining,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (handle !== undefined) scheduler.clearInterval(handle);
      endsAt = clock.now() + seconds * TICK_MS;
      handle = scheduler.setInterval(tick, TICK_MS);
      set(seconds);
    },
  };
}

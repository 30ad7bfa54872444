import { vi } from 'vitest';
import { ManualScheduler } from './manual-scheduler';
import { schedulerContract } from './scheduler.contract';
import { systemScheduler } from './system-scheduler';

schedulerContract('systemScheduler (under vitest fake timers)', () => {
  vi.useFakeTimers({ now: 1_795_000_000_000 });
  return { scheduler: systemScheduler(), advance: (ms) => vi.advanceTimersByTime(ms), dispose: () => vi.useRealTimers() };
});

schedulerContract('ManualScheduler', () => {
  const scheduler = new ManualScheduler(1_795_000_000_000);
  return { scheduler, advance: (ms) => scheduler.advance(ms) };
});

import { vi } from 'vitest';
import { ManualScheduler } from '../test-support/manual-scheduler';
import { realScheduler } from './real-scheduler';
import { schedulerContract } from './scheduler.contract';

schedulerContract('real timers (under vitest fake timers)', () => {
  vi.useFakeTimers({ now: 1_795_000_000_000 });
  return { scheduler: realScheduler(), advance: (ms) => vi.advanceTimersByTime(ms), dispose: () => vi.useRealTimers() };
});

schedulerContract('ManualScheduler', () => {
  const scheduler = new ManualScheduler(1_795_000_000_000);
  return { scheduler, advance: (ms) => scheduler.advance(ms) };
});

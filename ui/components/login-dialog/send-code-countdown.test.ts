import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { SMS_COOLDOWN_SECONDS, createCountdown } from './send-code-countdown';

describe('send-code countdown', () => {
  it('[AU-7] counts 60 s down a second at a time, then is ready again', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const countdown = createCountdown(clock, clock);
    expect(SMS_COOLDOWN_SECONDS).toBe(60);
    expect(countdown.getSnapshot()).toBe(0);
    countdown.start();
    expect(countdown.getSnapshot()).toBe(60);
    clock.advance(1000);
    expect(countdown.getSnapshot()).toBe(59);
    clock.advance(58_000);
    expect(countdown.getSnapshot()).toBe(1);
    clock.advance(1000);
    expect(countdown.getSnapshot()).toBe(0);
    expect(clock.pending).toBe(0); // the ticking stops
  });

  it('[AU-7] notifies once per second that changes', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const countdown = createCountdown(clock, clock);
    let changes = 0;
    countdown.subscribe(() => { changes++; });
    countdown.start();
    clock.advance(60_000);
    expect(changes).toBe(61); // 60 on start, then 59 … 0
  });

  it('[AU-7] a late tick reads the clock: it never stretches the minute', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const countdown = createCountdown(clock, { setInterval: (fn) => clock.setInterval(fn, 5000), clearInterval: (id) => clock.clearInterval(id) });
    countdown.start();
    clock.advance(5000);
    expect(countdown.getSnapshot()).toBe(55);
    clock.advance(55_000);
    expect(countdown.getSnapshot()).toBe(0);
  });

  it('[AU-7] a new send restarts the full minute', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const countdown = createCountdown(clock, clock);
    countdown.start();
    clock.advance(30_000);
    countdown.start();
    expect(countdown.getSnapshot()).toBe(60);
    clock.advance(60_000);
    expect(countdown.getSnapshot()).toBe(0);
    expect(clock.pending).toBe(0);
  });
});

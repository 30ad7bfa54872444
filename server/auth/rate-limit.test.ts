import { describe, expect, it } from 'vitest';
import { waitFor } from './rate-limit';

describe('sliding windows', () => {
  const rules = [{ limit: 1, windowMs: 60_000 }, { limit: 3, windowMs: 3_600_000 }];

  it('[AU-7] the 60 s cooldown: one send a minute', () => {
    expect(waitFor(rules, [], 1_000_000)).toBe(0);
    expect(waitFor(rules, [1_000_000 - 10_000], 1_000_000)).toBe(50_000);
    expect(waitFor(rules, [1_000_000 - 60_000], 1_000_000)).toBe(0);
  });

  it('the hourly cap waits for the oldest event of the window to leave it', () => {
    const now = 10_000_000;
    const times = [now - 100_000, now - 200_000, now - 3_000_000];
    expect(waitFor(rules, times, now)).toBe(600_000);
  });
});

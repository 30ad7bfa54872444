import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { LOGIN_DEBOUNCE_MS, leadingDebounce } from './leading-debounce';

describe('login debounce', () => {
  it('[AU-7] the first click acts at once; clicks within 500 ms of the last are one click', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const calls: number[] = [];
    const login = leadingDebounce((n: number) => calls.push(n), LOGIN_DEBOUNCE_MS, clock);
    expect(LOGIN_DEBOUNCE_MS).toBe(500);
    login(1);
    expect(calls).toEqual([1]);
    clock.advance(200);
    login(2);
    clock.advance(400); // 600 ms after the first, but only 400 after the last click
    login(3);
    expect(calls).toEqual([1]);
    clock.advance(500);
    login(4);
    expect(calls).toEqual([1, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchOf } from '../views/test-support/builders';
import { VAR_FLAG_MS, varActive } from './var-review';

const TS = 1_795_000_000_000;

describe('VAR review', () => {
  it('[RT-3] the VAR flag is active while now < varUntil', () => {
    const m = matchOf('football', 1, { varUntil: TS + VAR_FLAG_MS });
    expect(varActive(m, TS)).toBe(true);
    expect(varActive(m, TS + VAR_FLAG_MS - 1)).toBe(true);
    expect(varActive(m, TS + VAR_FLAG_MS)).toBe(false);
    expect(varActive(matchOf('football', 2), TS)).toBe(false);
  });

  it('[RT-3] the flag lasts 3 minutes', () => {
    expect(VAR_FLAG_MS).toBe(180_000);
  });
});

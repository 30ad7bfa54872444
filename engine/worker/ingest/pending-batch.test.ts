import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../core';
import { EMPTY_STATE, fold } from '../../core';
import { feedArb } from '../../core/test-support/world';
import { PendingBatch } from './pending-batch';

describe('PendingBatch', () => {
  it('[RT-1] folding a window as it arrives gives what folding it at the flush gives', () => {
    fc.assert(fc.property(feedArb, fc.nat(), (events, cut) => {
      const n = cut % (events.length + 1);
      const base = fold(EMPTY_STATE, events.slice(0, n)).state;
      const pending = new PendingBatch(base);
      for (const e of events.slice(n)) pending.add(e);
      const outcome = pending.finish();
      expect(outcome).toEqual({ ok: true, result: fold(base, events.slice(n)) });
    }), { numRuns: 100 });
  });

  it('[RT-11] an event the fold throws on spoils the whole window, as one fold of it would', () => {
    fc.assert(fc.property(feedArb, fc.nat(), (events, at) => {
      const bogus = { type: 'bogus', seq: 10_000, ts: 0 } as unknown as FeedEvent;
      const window = [...events];
      window.splice(at % (window.length + 1), 0, bogus);
      expect(() => fold(EMPTY_STATE, window)).toThrow(/unreachable/);
      const pending = new PendingBatch(EMPTY_STATE);
      for (const e of window) pending.add(e);
      const outcome = pending.finish();
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.events).toBe(window.length);
        expect(String(outcome.error)).toMatch(/unreachable/);
      }
    }), { numRuns: 50 });
  });
});

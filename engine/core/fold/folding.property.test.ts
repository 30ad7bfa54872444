// Folding (fold taken one event at a time, as the worker folds a window while it arrives) against the pure fold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import { EMPTY_STATE } from '../model';
import { deepFreeze } from '../test-support/log-view';
import { feedArb } from '../test-support/world';
import { Folding, fold } from './fold';


/** The changes with their sets as arrays, in the order the fold wrote them. */
const ordered = (c: ReturnType<typeof fold>['changes']) => JSON.parse(JSON.stringify(c, (_k, v: unknown) => (v instanceof Set ? [...v] : v)));

describe('Folding', () => {
  it('[RT-1] event by event gives what fold gives, and never writes to the state or the events it is given', () => {
    fc.assert(fc.property(feedArb, fc.nat(), (events, cut) => {
      const n = 1 + (cut % events.length);
      const base = fold(EMPTY_STATE, events.slice(0, n)).state;
      const rest: FeedEvent[] = structuredClone(events.slice(n));
      const expected = fold(base, rest);
      deepFreeze(base);
      deepFreeze(rest);
      // A write to a frozen object throws here (modules are strict): the fold must copy whatever it changes.
      const folding = new Folding(base);
      for (const e of rest) folding.add(e);
      const result = folding.finish();
      expect(result.state).toEqual(expected.state);
      expect(ordered(result.changes)).toEqual(ordered(expected.changes));
      expect([result.gaps, result.duplicates, result.stale]).toEqual([expected.gaps, expected.duplicates, expected.stale]);
      expect(() => folding.add(rest[0] ?? events[0])).toThrow(/after finish/);
    }), { numRuns: 200 });
  });

  it('[RT-4] [RT-5] room events take a room off the right living lists, however the frames are batched', () => {
    fc.assert(fc.property(feedArb, fc.array(fc.nat(), { maxLength: 8 }), (events, cuts) => {
      const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
      let state = EMPTY_STATE;
      let from = 0;
      for (const p of [...points, events.length]) {
        state = deepFreeze(fold(state, events.slice(from, p)).state);
        from = p;
      }
      // Each batch starts a new draft, whose living index is built afresh from a frozen state and kept by its writes.
      expect(state).toEqual(fold(EMPTY_STATE, events).state);
    }), { numRuns: 200 });
  });
});

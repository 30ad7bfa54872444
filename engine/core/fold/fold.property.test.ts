import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import type { LiveState } from '../model';
import { EMPTY_STATE } from '../model';
import { snapshotOf } from '../snapshot';
import { visible } from '../test-support/log-view';
import { feedArb } from '../test-support/world';
import { fold, reduce } from './fold';

/** What a list snapshot carries: the lists and rooms of both sports and the position in the stream. */
function listProjection(s: LiveState) {
  const lists = (sport: 'football' | 'basketball') => ({
    matches: s[sport].matches, competitions: s[sport].competitions, teams: s[sport].teams,
  });
  return { stream: s.stream, seq: s.seq, football: lists('football'), basketball: lists('basketball'), rooms: s.rooms };
}

/** Splits events into consecutive batches at the given cut points. */
function batches(events: readonly FeedEvent[], cuts: readonly number[]): FeedEvent[][] {
  const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
  const out: FeedEvent[][] = [];
  let from = 0;
  for (const p of [...points, events.length]) {
    out.push(events.slice(from, p));
    from = p;
  }
  return out;
}

describe('fold properties', () => {
  it('same frames give the same state, however they are batched', () => {
    fc.assert(fc.property(feedArb, fc.array(fc.nat(200), { maxLength: 6 }), (events, cuts) => {
      const whole = fold(EMPTY_STATE, events).state;
      const oneByOne = events.reduce(reduce, EMPTY_STATE);
      const batched = batches(events, cuts).reduce((s, b) => fold(s, b).state, EMPTY_STATE);
      expect(oneByOne).toEqual(whole);
      expect(batched).toEqual(whole);
      expect(fold(EMPTY_STATE, events).state).toEqual(whole);
    }), { numRuns: 150 });
  });

  it('duplicate and older frames change nothing', () => {
    fc.assert(fc.property(feedArb, fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 10 }), (events, dups) => {
      const withDuplicates = [...events];
      for (const [at, of] of dups) {
        const pos = 1 + (at % withDuplicates.length);
        // Any frame already delivered before this position may come again.
        const earlier = withDuplicates.slice(0, pos).filter((e) => e.type !== 'listSnapshot');
        if (earlier.length === 0) continue;
        withDuplicates.splice(pos, 0, earlier[of % earlier.length]);
      }
      const clean = fold(EMPTY_STATE, events);
      const noisy = fold(EMPTY_STATE, withDuplicates);
      expect(noisy.state).toEqual(clean.state);
      expect(noisy.gaps).toEqual([]);
      expect(noisy.duplicates).toBe(withDuplicates.length - events.length);
    }), { numRuns: 150 });
  });

  it('a snapshot at N plus the frames after N equals the full fold', () => {
    fc.assert(fc.property(feedArb, fc.nat(), (events, cut) => {
      const n = 2 + (cut % (events.length - 1));
      const atN = fold(EMPTY_STATE, events.slice(0, n)).state;
      const ts = events[n - 1].ts;
      const resumed = fold(EMPTY_STATE, [
        snapshotOf(atN, 'football', ts), snapshotOf(atN, 'basketball', ts), ...events.slice(n),
      ]);
      expect(resumed.gaps).toEqual([]);
      expect(listProjection(resumed.state)).toEqual(listProjection(fold(EMPTY_STATE, events).state));
    }), { numRuns: 200 });
  });

  it('a gap is reported once with the seq expected and the one received', () => {
    fc.assert(fc.property(feedArb, fc.nat(), (events, drop) => {
      const at = 2 + (drop % (events.length - 2 || 1));
      if (at >= events.length) return;
      const result = fold(EMPTY_STATE, [...events.slice(0, at), ...events.slice(at + 1)]);
      if (at === events.length - 1) expect(result.gaps).toEqual([]);
      else expect(result.gaps).toEqual([{ expected: events[at].seq, got: events[at + 1].seq }]);
    }), { numRuns: 100 });
  });

  it('a state is never mutated by folding into it', () => {
    fc.assert(fc.property(feedArb, fc.nat(), (events, cut) => {
      const n = 2 + (cut % (events.length - 1));
      const before = fold(EMPTY_STATE, events.slice(0, n)).state;
      const frozen = structuredClone(visible(before));
      fold(before, events.slice(n));
      expect(visible(before)).toEqual(frozen);
    }), { numRuns: 100 });
  });
});

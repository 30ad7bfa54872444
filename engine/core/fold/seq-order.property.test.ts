import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import { EMPTY_STATE } from '../model';
import { match, snapshot } from '../test-support/builders';
import { fold, inSeqOrder } from './fold';

const score = (seq: number, home: number, matchId: number): FeedEvent => ({
  type: 'score', clockSeconds: 0, sport: 'football', matchId, statusId: 2, goingTime: 1, note: '', seq, ts: seq,
  homeScores: [home, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [],
});

describe('folding a packet in seq order', () => {
  it('[RT-1] a shuffled packet, put in seq order, folds to what the packet in order gives, with no duplicates or gaps', () => {
    const start = fold(EMPTY_STATE, [snapshot('football', [match('football', 1), match('football', 2)], 1)]).state;
    const packetArb = fc.array(fc.record({ home: fc.nat(9), matchId: fc.constantFrom(1, 2) }), { minLength: 1, maxLength: 30 })
      .map((xs) => xs.map((x, i) => score(2 + i, x.home, x.matchId)));
    fc.assert(fc.property(packetArb.chain((p) => fc.tuple(fc.constant(p), fc.shuffledSubarray(p, { minLength: p.length, maxLength: p.length }))), ([inOrder, shuffled]) => {
      const expected = fold(start, inOrder);
      const got = fold(start, inSeqOrder(shuffled));
      expect(got.state).toEqual(expected.state);
      expect(got.duplicates).toBe(0);
      expect(got.gaps).toEqual([]);
    }));
  });

  it('an ordered packet is returned as it is (no copy on the hot path)', () => {
    const p = [score(2, 1, 1), score(3, 1, 2)];
    expect(inSeqOrder(p)).toBe(p);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent, Match } from '../engine/core';
import { match, snapshot } from '../engine/core/test-support/builders';
import type { BarePacket, PageChange } from './latency-match';
import { bareTransitions, dueTimeOf, matchChanges, quantiles } from './latency-match';

const going = (id: number, home: number[], away: number[]): Match => match('football', id, { statusId: 2, homeScores: home, awayScores: away });

function score(seq: number, id: number, home: number[], away: number[], statusId = 2): FeedEvent {
  return {
    type: 'score', seq, ts: seq * 1000, sport: 'football', matchId: id, statusId, goingTime: 0, homeScores: home, awayScores: away,
    homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0,
  };
}

const seed: BarePacket = { at: 0, events: [snapshot('football', [going(1, [0, 0, 0, 0, 2], [0, 0, 0, 0, 1]), match('football', 2)])] };

const change = (over: Partial<PageChange> & Pick<PageChange, 'kind' | 'text' | 'paintedAt'>): PageChange => ({ matchId: 1, mutatedAt: over.paintedAt - 5, ...over });

describe('the latency bench: which bare change a painted change shows', () => {
  it('the snapshot seeds the cells; a goal is a goal score change, a corner is not', () => {
    const transitions = bareTransitions([
      seed,
      { at: 100, events: [score(2, 1, [1, 0, 0, 0, 2], [0, 0, 0, 0, 1])] },
      { at: 200, events: [score(3, 1, [1, 0, 0, 0, 3], [0, 0, 0, 0, 1])] },
    ]);
    expect(transitions).toEqual([
      { matchId: 1, kind: 'score', from: '0-0', to: '1-0', at: 100, ts: 2000, goal: true },
      { matchId: 1, kind: 'corners', from: '2-1', to: '3-1', at: 200, ts: 3000, goal: false },
    ]);
  });

  it('[MN-3] kick-off turns vs into 0-0: a score cell change that is no goal (paced)', () => {
    const transitions = bareTransitions([seed, { at: 50, events: [score(2, 2, [0, 0, 0, 0, 0], [0, 0, 0, 0, 0])] }]);
    expect(transitions.filter((t) => t.kind === 'score')).toEqual([{ matchId: 2, kind: 'score', from: 'vs', to: '0-0', at: 50, ts: 2000, goal: false }]);
  });

  it('a painted text pairs with the latest bare change to it before the paint; a pop-up only with a goal', () => {
    const transitions = bareTransitions([
      seed,
      { at: 100, events: [score(2, 1, [0, 0, 0, 0, 3], [0, 0, 0, 0, 1])] },
      { at: 300, events: [score(3, 1, [0, 0, 0, 0, 3], [0, 0, 0, 0, 2])] },
      { at: 400, events: [score(4, 1, [1, 0, 0, 0, 3], [0, 0, 0, 0, 2])] },
    ]);
    const { matched, unmatched, early } = matchChanges(transitions, [
      change({ kind: 'corners', text: '3-2', paintedAt: 1_100 }), // two corners merged by the pacing: the later one
      change({ kind: 'score', text: '1-0', paintedAt: 460 }),
      change({ kind: 'popup', text: '1-0', paintedAt: 560 }),
      change({ kind: 'popup', text: '3-2', paintedAt: 600 }), // corners are never a pop-up
    ], 0);
    expect(matched.map((m) => [m.cls, m.paintMs])).toEqual([['paced', 800], ['goalCell', 60], ['popup', 160]]);
    expect(unmatched).toHaveLength(1);
    expect(early).toBe(0);
  });

  it('a change whose bare frame came before the window is left out, not counted late', () => {
    const transitions = bareTransitions([seed, { at: 100, events: [score(2, 1, [1, 0, 0, 0, 2], [0, 0, 0, 0, 1])] }]);
    const outcome = matchChanges(transitions, [change({ kind: 'score', text: '1-0', paintedAt: 150 })], 120);
    expect(outcome).toEqual({ matched: [], unmatched: [], early: 1 });
  });

  it('due times: the quickest ping bounds the virtual clock, so due ≤ the true due time by at most its one-way time', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }), fc.integer({ min: 1, max: 60 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0.1, max: 20, noNaN: true })), { minLength: 1, maxLength: 20 }),
      (realStart, speed, pings) => {
        const virtual = (wall: number) => realStart + (wall - realStart) * speed;
        const pongs = pings.map(([offset, oneWay]) => ({ sentAt: realStart + offset, serverTs: virtual(realStart + offset + oneWay) }));
        const due = dueTimeOf(pongs, speed)!;
        const quickest = Math.min(...pings.map(([, oneWay]) => oneWay));
        const trueDue = realStart + 5_000;
        const error = trueDue - due(virtual(trueDue));
        expect(error).toBeGreaterThanOrEqual(-0.05);
        expect(error).toBeLessThanOrEqual(quickest + 0.05);
      },
    ));
  });

  it('nearest-rank quantiles', () => {
    expect(quantiles([5, 1, 3, 2, 4])).toEqual({ n: 5, p50: 3, p99: 5, max: 5 });
    expect(quantiles([]).n).toBe(0);
  });
});

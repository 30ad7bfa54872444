// The detail logs (engine/core/detail-log, read back by materialise.ts) against the object fold they replace
// (test-support/object-detail-fold.ts), and the sharing they rely on: a version of a log is never changed by appends
// to it or to any other version [RT-10]. Events carry their lists' bytes as withWire writes them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../core/events';
import { fold } from '../../core/fold/fold';
import type { LiveState } from '../../core/model';
import { EMPTY_STATE } from '../../core/model';
import { match, snapshot } from '../../core/test-support/builders';
import { visible } from '../../core/test-support/log-view';
import type { LongDetailEvent, ObjectDetail } from '../test-support/object-detail-fold';
import { EMPTY_OBJECT_DETAIL, objectFold } from '../test-support/object-detail-fold';
import type { UnwiredListEvent } from './detail-lists';
import { withWire } from './detail-lists';
import { matchDetail } from './materialise';

const ID = 7;
/** Texts of any kind (CJK, emoji, lone surrogates), numbers of any int32, ids past 2^32 and negative. */
const text = fc.oneof(fc.constantFrom('', '梅西', '进球！😀', "45'+2"), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ maxLength: 200 }));
const int = fc.oneof(fc.nat(120), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
const index = fc.nat(6);

const incident = fc.record({
  type: int, position: fc.nat(2), time: int, addTime: fc.nat(9), homeScore: fc.nat(9), awayScore: fc.nat(9),
  playerName: text, assist1Name: text, assist2Name: text, inPlayerName: text, outPlayerName: text, reasonType: int,
});
const entry = fc.record({ main: fc.boolean(), type: int, position: fc.nat(2), time: text, data: text, index });
const playerStat = fc.record({
  playerId: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: -(2 ** 40), max: Number.MAX_SAFE_INTEGER })),
  playerName: text, position: fc.nat(2),
  items: fc.array(fc.record({ type: int, home: int, away: int }), { maxLength: 3 }),
});

type Unstamped = UnwiredListEvent;
const m = { sport: fc.constant('football' as const), matchId: fc.constantFrom(ID, 99) };
const detailEvent: fc.Arbitrary<Unstamped> = fc.oneof(
  fc.record({ type: fc.constant('incidents' as const), ...m, mode: fc.constantFrom('replace' as const, 'append' as const, 'append' as const), items: fc.array(incident, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('textLive' as const), ...m, mode: fc.constantFrom('replace' as const, 'append' as const, 'append' as const, 'edit' as const), items: fc.array(entry, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('playerStats' as const), ...m, items: fc.array(playerStat, { maxLength: 3 }) }),
);

const stamp = (events: readonly Unstamped[], from: number): LongDetailEvent[] =>
  events.map((e, i) => ({ ...withWire(e), seq: from + i, ts: 1_795_000_000_000 + from + i }) as LongDetailEvent);

const start = (): LiveState => fold(EMPTY_STATE, [snapshot('football', [match('football', ID)])]).state;

function oracle(events: readonly LongDetailEvent[]): ObjectDetail {
  return events.filter((e) => e.matchId === ID).reduce(objectFold, EMPTY_OBJECT_DETAIL);
}

function longLists(state: LiveState): ObjectDetail {
  const { incidents, textLive, playerStats } = matchDetail(state.football.details[ID]);
  return { incidents, textLive, playerStats };
}

/** Splits events into consecutive batches at the given cut points. */
function batches<T>(events: readonly T[], cuts: readonly number[]): T[][] {
  const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
  const out: T[][] = [];
  let from = 0;
  for (const p of [...points, events.length]) { out.push(events.slice(from, p)); from = p; }
  return out;
}

describe('detail logs', () => {
  it('[RT-10] read back, they are what the object fold made of the same frames, however the frames are batched', () => {
    fc.assert(fc.property(fc.array(detailEvent, { maxLength: 40 }), fc.array(fc.nat(60), { maxLength: 5 }), (raw, cuts) => {
      const events = stamp(raw, 2);
      const expected = oracle(events);
      let state = start();
      for (const b of batches(events, cuts)) {
        state = fold(state, b as FeedEvent[]).state;
        // Read between batches too: a longer version then decodes only what came after (materialise.ts memo).
        if (b.length % 2 === 1) longLists(state);
      }
      expect(longLists(state)).toEqual(expected);
      expect(longLists(fold(start(), events).state)).toEqual(expected);
    }), { numRuns: 300 });
  });

  it('[RT-10] an old version is never changed by later appends, to it or to other versions', () => {
    fc.assert(fc.property(
      fc.array(detailEvent, { maxLength: 20 }), fc.array(fc.array(detailEvent, { maxLength: 10 }), { minLength: 1, maxLength: 4 }),
      (common, branches) => {
        const base = fold(start(), stamp(common, 2)).state;
        const seen = structuredClone(visible(base));
        const readBefore = longLists(base);
        // Several histories grow from the same version (the Go-slice case: only the first may append in place).
        const grown = branches.map((b) => fold(base, stamp(b, 2 + common.length)).state);
        expect(visible(base)).toEqual(seen);
        expect(longLists(base)).toEqual(oracle(stamp(common, 2)));
        // Memoised: reading the old version again decodes nothing anew.
        const readAgain = longLists(base);
        for (const k of ['incidents', 'textLive', 'playerStats'] as const) expect(readAgain[k]).toBe(readBefore[k]);
        branches.forEach((b, i) => {
          expect(longLists(grown[i])).toEqual(oracle([...stamp(common, 2), ...stamp(b, 2 + common.length)]));
        });
      },
    ), { numRuns: 300 });
  });
});

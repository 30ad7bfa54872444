// The match centre's frames in the fold [RT-10]: however they are batched, the state is a from-scratch fold's,
// equal to a plain reference model, and no state before is written to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import { momentumKey, momentumValue, unpackMomentum } from '../match-centre/momentum';
import { unpackOddsBook } from '../match-centre/odds-book';
import type { Lineup, MomentumPoint, OddsEntry } from '../match-centre/types';
import { EMPTY_STATE } from '../model';
import { match, snapshot } from '../test-support/builders';
import { deepFreeze } from '../test-support/log-view';
import { DAY } from '../test-support/world';
import type { CentreEvent } from '../test-support/centre';
import { centreEventArb } from '../test-support/centre';
import { fold } from './fold';

const IDS = [1001, 1002];
type Centre = CentreEvent;
const idArb = fc.constantFrom(...IDS, 999); // 999: an unknown match, left alone
const eventArb: fc.Arbitrary<Centre> = centreEventArb(idArb);

function stamp(events: readonly Centre[]): FeedEvent[] {
  return [snapshot('football', IDS.map((id) => match('football', id))), ...events.map((e, i) => ({ ...e, seq: i + 2, ts: DAY * 1000 + i * 1000 }) as FeedEvent)];
}

/** The reference: the same rules on plain objects, one event at a time. */
interface Model { lineup: Lineup | null; odds: Map<string, OddsEntry>; momentum: Map<number, MomentumPoint> }
function model(events: readonly FeedEvent[], id: number): { lineup: Lineup | null; odds: OddsEntry[]; momentum: MomentumPoint[] } {
  const m: Model = { lineup: null, odds: new Map(), momentum: new Map() };
  for (const e of events) {
    if (!('matchId' in e) || e.matchId !== id) continue;
    if (e.type === 'lineup') m.lineup = e.lineup;
    if (e.type === 'momentum') for (const p of e.points) m.momentum.set(momentumKey(p), p);
    if (e.type !== 'odds') continue;
    if (e.mode === 'open') m.odds = new Map();
    for (const q of e.quotes) {
      const k = `${q.companyId}:${q.market}`;
      const p = { ...q, at: e.ts };
      const had = m.odds.get(k);
      if (e.mode === 'settle') { if (had) m.odds.set(k, { ...had, result: q.result, settledLine: q.line }); continue; }
      m.odds.set(k, had ? { ...had, current: p, history: [...had.history, p] }
        : { companyId: q.companyId, market: q.market, opening: p, current: p, history: [p], result: 0, settledLine: 0 });
    }
  }
  const odds = [...m.odds.values()].sort((a, b) => a.companyId - b.companyId || a.market - b.market);
  const momentum = [...m.momentum.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
  return { lineup: m.lineup, odds, momentum };
}

describe('the match centre in the fold [RT-10]', () => {
  it('[RT-10] a momentum point the two sides nearly balance folds back as itself (seed 33653386: the value was -0)', () => {
    const home = { attacks: 8, dangerous: 7, shots: 9, goals: 2 };
    const away = { attacks: 9, dangerous: 9, shots: 8, goals: 2 };
    const point = { minute: 1, addTime: 0, home, away, value: momentumValue(home, away) };
    expect(Object.is(point.value, -0)).toBe(false);
    const events = stamp([{ type: 'momentum', sport: 'football', matchId: IDS[0], points: [point] }]);
    const r = fold(EMPTY_STATE, events).state.football.details[IDS[0]];
    expect(unpackMomentum(r!.momentum)).toEqual([point]);
  });

  it('[RT-10] lineups, odds and momentum fold to the reference model, the same in any batching as from scratch', () => {
    fc.assert(fc.property(fc.array(eventArb, { maxLength: 25 }), fc.array(fc.nat(), { maxLength: 5 }), (centre, cuts) => {
      const events = stamp(centre);
      const whole = fold(EMPTY_STATE, events).state;
      for (const id of IDS) {
        const r = whole.football.details[id]; // the record's own fields (engine/wire's matchDetail reads them the same)
        expect({ lineup: r?.lineup ?? null, odds: r ? unpackOddsBook(r.odds) : [], momentum: r ? unpackMomentum(r.momentum) : [] }).toEqual(model(events, id));
      }
      expect(whole.football.details[999]).toBeUndefined();
      const points = [...new Set(cuts.map((c) => c % (events.length + 1)))].sort((a, b) => a - b);
      let state = EMPTY_STATE;
      let from = 0;
      for (const p of [...points, events.length]) {
        // A frozen state: a write to anything the fold did not copy throws.
        state = deepFreeze(fold(state, structuredClone(events.slice(from, p))).state);
        from = p;
      }
      expect(state).toEqual(whole);
    }), { numRuns: 300 });
  });
});

// Basketball's score trend in the fold (score-trail.ts): over any run of score and status frames, the trail is the
// reference model's — the score each clock minute ended on, once per minute, in game order — and, scores only
// rising, never goes down; the lead graph's minutes follow the periods' lengths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import { fold } from '../fold/fold';
import { EMPTY_STATE } from '../model';
import { basketballTotal } from '../scores';
import { match, snapshot } from '../test-support/builders';
import { DAY } from '../test-support/world';
import type { ScoreTrailPoint } from './score-trail';
import { leadByMinute, scoreTrend, trailPosition, unpackScoreTrail } from './score-trail';

const ID = 2001;

interface Step { readonly advance: number; readonly home: number; readonly away: number; readonly statusOnly: boolean }

/** A game's frames: the clock runs down through the periods; some frames score, some only move the status/clock. */
const gameArb: fc.Arbitrary<Step[]> = fc.array(fc.record({
  advance: fc.integer({ min: 0, max: 150 }), // seconds of game clock since the frame before
  home: fc.constantFrom(0, 0, 1, 2, 3),
  away: fc.constantFrom(0, 0, 1, 2, 3),
  statusOnly: fc.boolean(),
}), { maxLength: 120 });

function frames(steps: readonly Step[]): FeedEvent[] {
  const out: FeedEvent[] = [snapshot('basketball', [match('basketball', ID, { statusId: 1 })], 1, 's')];
  const home = [0, 0, 0, 0, 0];
  const away = [0, 0, 0, 0, 0];
  let period = 0; // 0-based quarter
  let clock = 720;
  let seq = 1;
  for (const s of steps) {
    clock -= s.advance;
    if (clock <= 0) {
      // The quarter ends (status odd), the next one starts with a full clock.
      if (period >= 3) break;
      out.push({ type: 'status', sport: 'basketball', matchId: ID, statusId: 3 + period * 2, goingTime: 0, clockSeconds: 0, seq: ++seq, ts: DAY * 1000 + seq });
      period++;
      clock = 720;
    }
    const statusId = 2 + period * 2;
    if (s.statusOnly) {
      out.push({ type: 'status', sport: 'basketball', matchId: ID, statusId, goingTime: 0, clockSeconds: clock, seq: ++seq, ts: DAY * 1000 + seq });
      continue;
    }
    home[period] += s.home;
    away[period] += s.away;
    out.push({
      type: 'score', sport: 'basketball', matchId: ID, statusId, goingTime: 0, homeScores: [...home], awayScores: [...away],
      homeOverTime: [], awayOverTime: [], note: '', clockSeconds: clock, seq: ++seq, ts: DAY * 1000 + seq,
    });
  }
  return out;
}

/** The reference: walk the match's states one frame at a time; a minute's point is the score when the clock left it. */
function reference(events: readonly FeedEvent[]): ScoreTrailPoint[] {
  const out: ScoreTrailPoint[] = [];
  let state = EMPTY_STATE;
  for (const e of events) {
    const before = state.basketball.matches[ID];
    state = fold(state, [e]).state;
    const after = state.basketball.matches[ID];
    if (!before || !after) continue;
    const b = trailPosition(before.statusId, before.clockSeconds, false, 0);
    const a = trailPosition(after.statusId, after.clockSeconds, false, 0);
    if (!b || (a && a.period === b.period && a.left === b.left)) continue;
    const last = out.at(-1);
    if (last && (last.period > b.period || (last.period === b.period && last.left <= b.left))) continue;
    out.push({ period: b.period, left: b.left, homeScore: basketballTotal(before.homeScores), awayScore: basketballTotal(before.awayScores) });
  }
  return out;
}

describe('basketball score trail', () => {
  it('equals the reference, however the frames are batched; one point a minute, in game order, never going down', () => {
    fc.assert(fc.property(gameArb, fc.integer({ min: 1, max: 8 }), (steps, batch) => {
      const events = frames(steps);
      let state = EMPTY_STATE;
      for (let i = 0; i < events.length; i += batch) state = fold(state, events.slice(i, i + batch)).state;
      const trail = unpackScoreTrail(state.basketball.details[ID]?.scoreTrail ?? new Int32Array(0));
      expect(trail).toEqual(reference(events));
      for (let i = 1; i < trail.length; i++) {
        const [p, q] = [trail[i - 1], trail[i]];
        expect(q.period > p.period || (q.period === p.period && q.left < p.left)).toBe(true);
        expect(q.homeScore).toBeGreaterThanOrEqual(p.homeScore);
        expect(q.awayScore).toBeGreaterThanOrEqual(p.awayScore);
      }
      // The trend adds the score now while a quarter is played, and its last point is the match's score.
      const m = state.basketball.matches[ID];
      const trend = scoreTrend(trail, m);
      if (trailPosition(m.statusId, m.clockSeconds, false, 0) && trend.length > 0) {
        expect(trend.at(-1)).toMatchObject({ homeScore: basketballTotal(m.homeScores), awayScore: basketballTotal(m.awayScores) });
      }
    }), { numRuns: 150 });
  });

  it('a played quarter leaves a point per minute the clock moved through (not vacuous)', () => {
    const steps = Array.from({ length: 30 }, () => ({ advance: 30, home: 2, away: 0, statusOnly: false }));
    let state = EMPTY_STATE;
    state = fold(state, frames(steps)).state;
    const trail = unpackScoreTrail(state.basketball.details[ID].scoreTrail);
    expect(trail.length).toBeGreaterThan(10);
    expect(trail[0]).toEqual({ period: 1, left: 12, homeScore: 2, awayScore: 0 }); // 690 is the 1st minute's one basket; 660 is the 2nd's
  });

  it('places a point at its game minute: NBA quarters are 12 minutes, FIBA 10, NCAA halves 20, overtime 5', () => {
    const p = (period: number, left: number) => ({ period, left, homeScore: 0, awayScore: 0 });
    expect(leadByMinute([p(1, 12), p(2, 1)], false).map((x) => x.minute)).toEqual([1, 24]);
    expect(leadByMinute([p(1, 10), p(2, 1)], false).map((x) => x.minute)).toEqual([1, 20]);
    expect(leadByMinute([p(1, 20), p(2, 1)], true).map((x) => x.minute)).toEqual([1, 40]);
    expect(leadByMinute([p(1, 12), p(5, 5), p(5, 1)], false).map((x) => x.minute)).toEqual([1, 49, 53]);
  });
});

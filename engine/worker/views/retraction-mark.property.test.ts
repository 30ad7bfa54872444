// The row's 取消 mark is engine row state, like the goal highlight [GN-5]: a retraction (a side's current score fell)
// marks the match's row in every list for RETRACTION_MARK_MS, a later goal ends the mark, and the goal tips [GN-6]
// decide only the pop-ups — turning them off leaves the mark. The oracle is written from that sentence.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FootballRow, LiveState, Match, Settings } from '../../core';
import { DEFAULT_SETTINGS, emptyChanges, RETRACTION_MARK_MS } from '../../core';
import { at, HOUR, matchOf, stateOf } from '../../core/views/test-support/builders';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ManualScheduler } from '../../time/manual-scheduler';
import { PageViews } from '../test-support/page-views';
import { ViewHub } from './view-hub';

const KICK_OFF = at(19);
const NOW = KICK_OFF * 1000 + HOUR * 1000 / 2;
const SEED = 2_312_070;

const going = (home: number, away: number): Match =>
  matchOf('football', 1, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF, homeScores: [home, 0, 0, 0, 0], awayScores: [away, 0, 0, 0, 0] });

const stepArb = fc.record({ home: fc.constantFrom(-1, 0, 1), away: fc.constantFrom(-1, 0, 0, 1), wait: fc.integer({ min: 0, max: 12_000 }) });
const settingsArb: fc.Arbitrary<Settings> = fc.record({ goalTip: fc.boolean(), promptRange: fc.constantFrom('all', 'followed') })
  .map((s) => ({ ...DEFAULT_SETTINGS, ...s }));

describe('the retraction mark, engine row state', () => {
  it('[GN-1] [GN-5] [GN-6] a fallen score marks its row for 10 s whatever the goal tips say; a goal ends the mark', () => {
    const seen = { marked: 0, tipsOff: 0, expired: 0 };
    fc.assert(fc.property(settingsArb, fc.array(stepArb, { minLength: 1, maxLength: 12 }), (settings, steps) => {
      const scheduler = new ManualScheduler(NOW);
      const page = new PageViews();
      const hub = new ViewHub({ scheduler, local: { ...DEFAULT_LOCAL_ITEMS, settings }, post: page.apply });
      let state: LiveState = stateOf([]);
      let score = { home: 1, away: 1 };
      const fold = (replaced: boolean) => {
        const changes = emptyChanges();
        changes.matches.football.add(1);
        if (replaced) changes.replaced.add('football');
        state = stateOf([going(score.home, score.away)]);
        hub.batch({ state, changes, ts: scheduler.now() });
      };
      fold(true);
      const sub = page.accept(hub.subscribe({ sport: 'football', list: 'today', tab: 'all' }));
      const row = () => page.page(sub).model.rows[1] as FootballRow;
      let markedUntil = 0;
      const check = () => {
        const want = scheduler.now() < markedUntil;
        expect(row().retracted).toBe(want);
        if (want) seen.marked++;
        if (want && !settings.goalTip) seen.tipsOff++;
      };
      for (const s of steps) {
        scheduler.advance(s.wait);
        if (markedUntil > 0 && scheduler.now() >= markedUntil && scheduler.now() - s.wait < markedUntil) seen.expired++;
        check();
        const next = { home: Math.max(0, score.home + s.home), away: Math.max(0, score.away + s.away) };
        const homeRose = next.home > score.home;
        const awayRose = next.away > score.away;
        if (homeRose !== awayRose) markedUntil = 0; // a goal [GN-1] ends the mark
        if (next.home < score.home || next.away < score.away) markedUntil = scheduler.now() + RETRACTION_MARK_MS;
        score = next;
        fold(false);
        check();
      }
      hub.stop();
    }), { seed: SEED, numRuns: 200 });
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(10);
  });
});

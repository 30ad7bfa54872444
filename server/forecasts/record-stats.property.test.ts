// recordStats against a from-scratch recount of the graded history, for any history: the figures and the tags
// [AN-2 … AN-5] the cards show must be what anyone recomputing the downloaded record would get.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { predictionTags } from '../../engine/core';
import type { HistoryScheme, SchemeOutcome } from './record-stats';
import { LATEST_SINGLES, MONTH_MS, outcomeOf, recordStats } from './record-stats';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 3600_000;

const pick = fc.record({ graded: fc.boolean(), result: fc.constantFrom(10, 20, 30, 40, 0), pick: fc.constantFrom(10, 20, 30) });

const scheme = (id: number) => fc.record({
  kickoffAt: fc.integer({ min: NOW - 120 * DAY, max: NOW + 3 * DAY }),
  graded: fc.boolean(),
  combinedOdds: fc.integer({ min: 1010, max: 60_000 }),
  picks: fc.array(pick, { minLength: 1, maxLength: 9 }),
}).map(({ kickoffAt, graded, combinedOdds, picks }): HistoryScheme => {
  const gradedPicks = picks.map((p) => ({ isHit: p.result === p.pick, result: p.result }));
  return {
    id, kickoffAt: graded ? Math.min(kickoffAt, NOW) : kickoffAt, combinedOdds,
    outcome: graded ? outcomeOf(gradedPicks) : null,
    picks: graded ? gradedPicks : gradedPicks.map(() => ({ isHit: null, result: null })),
  };
});

const history = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => scheme(i + 1))));

/** The recount: one walk over the schemes newest first, by position, no shared helpers. */
function recount(list: readonly HistoryScheme[]) {
  const order = [...list];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const a = order[i];
      const b = order[j];
      if (b.kickoffAt > a.kickoffAt || (b.kickoffAt === a.kickoffAt && b.id > a.id)) [order[i], order[j]] = [b, a];
    }
  }
  let base = 0, hits = 0, streakAll = 0, streakAllOpen = true, streakSingle = 0, streakSingleOpen = true;
  let latestBase = 0, latestHits = 0, monthBase = 0, monthHits = 0, monthMultis = 0;
  let lastMulti: HistoryScheme | undefined;
  let maxOdds = 0;
  const latestTimes: number[] = [];
  for (const s of order) {
    const o: SchemeOutcome | null = s.outcome;
    if (o !== 'hit' && o !== 'miss') continue;
    const hit = o === 'hit';
    base++;
    if (hit) hits++;
    if (streakAllOpen) { if (hit) streakAll++; else streakAllOpen = false; }
    const month = s.kickoffAt >= NOW - MONTH_MS && s.kickoffAt <= NOW;
    if (s.picks.length === 1) {
      if (streakSingleOpen) { if (hit) streakSingle++; else streakSingleOpen = false; }
      if (latestBase < LATEST_SINGLES) { latestBase++; if (hit) latestHits++; latestTimes.push(s.kickoffAt); }
      if (month) { monthBase++; if (hit) monthHits++; }
    } else {
      if (!lastMulti) lastMulti = s;
      if (month) { monthMultis++; if (hit) maxOdds = Math.max(maxOdds, s.combinedOdds); }
    }
  }
  const pct = (h: number, b: number) => (b === 0 ? 0 : Math.round((1000 * h) / b) / 10);
  return {
    base, hits, streakAll, streakSingle, latestBase, latestHits, latestRate: pct(latestHits, latestBase),
    latestWindow: latestTimes.length ? { from: latestTimes[latestTimes.length - 1], to: latestTimes[0] } : null,
    monthBase, monthHits, monthRate: pct(monthHits, monthBase), monthMultis,
    lastMulti: lastMulti && { baseCount: lastMulti.picks.length, hitCount: lastMulti.picks.filter((p) => p.isHit).length, existCount: monthMultis },
    maxOdds: maxOdds > 0 ? maxOdds / 1000 : undefined,
  };
}

/** SPEC.md §5's second statement of the multi tag, and the streak and one-miss tags, read straight from the counts. */
function tagsFromScratch(streakSingle: number, m: { baseCount: number; hitCount: number; existCount: number } | undefined): string[] {
  const out: string[] = [];
  if (streakSingle >= 3) out.push('streak');
  if (m) {
    const allHit = m.hitCount === m.baseCount
      && ((m.baseCount === 2 && m.existCount >= 3) || (m.baseCount === 3 && m.existCount >= 2)
        || (m.baseCount >= 4 && m.baseCount <= 7 && m.existCount >= 1) || (m.baseCount >= 8 && m.existCount >= 1));
    if (allHit) out.push('allHit');
    else if (m.existCount >= 1 && m.baseCount >= 5 && m.hitCount === m.baseCount - 1) out.push('oneMiss');
  }
  return out;
}

describe('forecast record figures', () => {
  it('[AN-2] [AN-3] [AN-4] [AN-5] rates, streaks, counts, windows and tags equal a recount of the graded history', () => {
    fc.assert(fc.property(history, (list) => {
      const stats = recordStats(list, NOW);
      const r = recount(list);
      expect(stats.baseCount).toBe(r.base);
      expect(stats.hitCount).toBe(r.hits);
      expect(stats.existCount).toBe(list.length);
      expect(stats.pendingCount + stats.pushCount + stats.baseCount).toBe(list.length);
      expect(stats.lastContinuousHitCount).toBe(r.streakAll);
      expect(stats.singleContinuousHitCount).toBe(r.streakSingle);
      expect(stats.singleLatestHitRate).toEqual({ rate: r.latestRate, baseCount: r.latestBase, hitCount: r.latestHits, window: r.latestWindow });
      expect(stats.singleMonthHitRate).toEqual({ rate: r.monthRate, baseCount: r.monthBase, hitCount: r.monthHits, window: { from: NOW - MONTH_MS, to: NOW } });
      expect(stats.multiTag && { baseCount: stats.multiTag.baseCount, hitCount: stats.multiTag.hitCount, existCount: stats.multiTag.existCount }).toEqual(r.lastMulti);
      expect(stats.multiMaxOdds).toBe(r.maxOdds);
      for (const rate of [stats.singleLatestHitRate.rate, stats.singleMonthHitRate.rate]) {
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        expect(Math.round(rate * 10)).toBe(rate * 10);
      }
      const tags = predictionTags({ singleContinuousHitCount: stats.singleContinuousHitCount, multiTag: stats.multiTag }).map((t) => t.kind);
      expect(tags).toEqual(tagsFromScratch(r.streakSingle, r.lastMulti));
    }), { numRuns: 300 });
  });

  it('[AN-5] ungraded schemes and the order the history comes in change no figure', () => {
    fc.assert(fc.property(history, fc.integer(), (list, seed) => {
      const graded = list.filter((s) => s.outcome !== null);
      const shuffled = [...list].sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101));
      const a = recordStats(list, NOW);
      const b = recordStats(shuffled, NOW);
      const c = recordStats(graded, NOW);
      expect(b).toEqual(a);
      expect({ ...c, existCount: 0, pendingCount: 0 }).toEqual({ ...a, existCount: 0, pendingCount: 0 });
    }), { numRuns: 200 });
  });

  it('a scheme with any missed pick is a miss; all pushed is a push; otherwise a hit', () => {
    expect(outcomeOf([{ isHit: true, result: 10 }, { isHit: false, result: 20 }])).toBe('miss');
    expect(outcomeOf([{ isHit: false, result: 40 }, { isHit: false, result: 0 }])).toBe('push');
    expect(outcomeOf([{ isHit: true, result: 10 }, { isHit: false, result: 40 }])).toBe('hit');
  });
});

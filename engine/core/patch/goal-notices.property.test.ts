// The goal pop-up is decided once, in the engine (issue #12 §3): over settings × list × tab × filter × follows ×
// score changes, a view's patch carries a goal or retraction trigger iff the rules say the page shows it —
// [GN-1] exactly one side's current score rose (a retraction: a side's fell), [GN-2] the page shows the match's
// row, [GN-3] not on another day's list (the events page's schedule and results tabs) nor on the followed list
// for a match not followed, [GN-6] the sport's tip on and, with its range 'followed', the match followed — and it
// carries the match's live room [GN-7]. The oracle below is written from RULES.md, not from goal-notices.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyChanges } from '../fold/draft';
import type { LiveState, Match } from '../model';
import { batchSignals } from '../rules/goal-signals';
import type { Settings } from '../rules/settings';
import { DEFAULT_SETTINGS } from '../rules/settings';
import type { Sport } from '../sport';
import { contextsArb, MATCH_IDS, matchArb, viewSpecArb } from '../views/test-support/arbitraries';
import { DAY_START, HOUR, stateOf } from '../views/test-support/builders';
import type { ViewContext, ViewSpec } from '../views/view-spec';
import { PageModel } from './test-support/page-model';
import type { Trigger } from './view-patch';
import { ViewPatcher } from './view-patcher';

const SEED = 20_261_203;
const RANGES = ['all', 'followed', 'whatever'] as const;

const settingsArb: fc.Arbitrary<Settings> = fc.record({
  goalTip: fc.boolean(), basketballGoalTip: fc.boolean(),
  promptRange: fc.constantFrom(...RANGES), basketballPromptRange: fc.constantFrom(...RANGES),
}).map((s) => ({ ...DEFAULT_SETTINGS, ...s }));

/** A score change on one match: index 0 (the current score for football, a period of basketball's total) moves. */
const changeArb = fc.record({
  at: fc.nat(11),
  home: fc.constantFrom(-1, 0, 0, 1, 1, 2),
  away: fc.constantFrom(-1, 0, 0, 0, 1),
});

interface Case {
  readonly spec: ViewSpec;
  readonly ctx: ViewContext;
  readonly matches: readonly Match[];
  readonly settings: Settings;
  readonly change: { readonly at: number; readonly home: number; readonly away: number };
}

const caseArb: fc.Arbitrary<Case> = viewSpecArb.chain((spec) => fc.record({
  spec: fc.constant(spec),
  ctx: contextsArb(spec.sport).map((ctxs) => ({ ...ctxs[0], dayStart: DAY_START })),
  matches: fc.tuple(...MATCH_IDS.slice(0, 12).map((id) => matchArb(spec.sport, id))),
  settings: settingsArb,
  change: changeArb,
}));

/** RULES.md's current score [GN-1]: football index 0, basketball the total of its periods. */
const current = (sport: Sport, s: readonly number[]) => (sport === 'football' ? s[0] : s.slice(0, 5).reduce((a, b) => a + b, 0));

function withScore(m: Match, home: number, away: number): Match {
  const bump = (s: readonly number[], by: number) => [Math.max(0, (s[0] ?? 0) + by), ...s.slice(1)];
  return { ...m, homeScores: bump(m.homeScores, home), awayScores: bump(m.awayScores, away) };
}

function stateWith(sport: Sport, matches: readonly Match[]): LiveState {
  return sport === 'football' ? stateOf(matches) : stateOf([], matches);
}

/** The oracle: the triggers the page is to show for this change. */
function expected(c: Case, before: Match, after: Match, shown: boolean, now: number): Trigger[] {
  const { sport, list } = c.spec;
  const followed = c.ctx.followed.has(after.id);
  const tip = sport === 'football' ? c.settings.goalTip : c.settings.basketballGoalTip;
  const range = sport === 'football' ? c.settings.promptRange : c.settings.basketballPromptRange;
  const pops = list !== 'day' && shown && (list !== 'followed' || followed) && tip && (range !== 'followed' || followed);
  if (!pops) return [];
  const room = after.living[0]?.roomId ?? null;
  const score = (m: Match, side: 'home' | 'away') => current(sport, side === 'home' ? m.homeScores : m.awayScores);
  const rose = { home: score(after, 'home') > score(before, 'home'), away: score(after, 'away') > score(before, 'away') };
  const fell = (['home', 'away'] as const).filter((side) => score(after, side) < score(before, side));
  const out: Trigger[] = [];
  if (rose.home !== rose.away) out.push({ kind: 'goal', sport, matchId: after.id, sides: [rose.home ? 'home' : 'away'], at: now, room });
  if (fell.length > 0) out.push({ kind: 'retraction', sport, matchId: after.id, sides: fell, at: now, room });
  return out;
}

const seen = { goals: 0, retractions: 0, suppressedListed: 0, followedRange: 0, rooms: 0 };

function check(c: Case): void {
  const { sport } = c.spec;
  const now = DAY_START + 20 * HOUR;
  const projection = { now, settings: c.settings, highlightUntil: () => 0 };
  const state = stateWith(sport, c.matches);
  const patcher = new ViewPatcher(1, c.spec, state, c.ctx);
  const page = new PageModel();
  page.apply(patcher.initial(projection));

  const before = c.matches[c.change.at];
  const after = withScore(before, c.change.home, c.change.away);
  const next = stateWith(sport, c.matches.map((m) => (m.id === after.id ? after : m)));
  const changes = emptyChanges();
  changes.matches[sport].add(after.id);
  const signals = batchSignals(state, next, changes, now, c.settings);
  const patch = patcher.update({ state: next, changes, ctx: c.ctx, projection, signals });
  if (patch) page.apply(patch);

  const shown = page.model.rows[after.id] !== undefined; // [GN-2] the page has the row
  const want = expected(c, before, after, shown, now);
  expect(page.triggers).toEqual(want);

  for (const t of want) {
    seen[t.kind === 'goal' ? 'goals' : 'retractions']++;
    if (t.room !== null) seen.rooms++;
  }
  if (want.length === 0 && signals.length > 0 && shown) seen.suppressedListed++;
  if (want.length > 0 && (sport === 'football' ? c.settings.promptRange : c.settings.basketballPromptRange) === 'followed') seen.followedRange++;
}

describe('the goal pop-up decision, made in the engine', () => {
  it('[GN-1] [GN-2] [GN-3] [GN-6] [GN-7] a view passes on a goal or retraction trigger iff the rules show it, with the match\'s live room', () => {
    fc.assert(fc.property(caseArb, check), { seed: SEED, numRuns: 600 });
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(5);
  });
});

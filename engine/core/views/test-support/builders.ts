// Small hand-made matches, competitions and states for the views' example tests.
import type { Competition, LiveState, Match, SportState, Team } from '../../model';
import { EMPTY_STATE } from '../../model';
import type { Sport } from '../../sport';
import type { ViewContext, ViewRow, ViewSpec } from '../view-spec';

type FootballSpec = Extract<ViewSpec, { sport: 'football' }>;

/** Local midnight of the test day (ms): 2026-11-22 00:00 in UTC+8. */
export const DAY_START = Date.UTC(2026, 10, 21, 16);
export const HOUR = 3_600_000;
/** Unix seconds at `hours` after DAY_START. */
export const at = (hours: number): number => (DAY_START + hours * HOUR) / 1000;

export function matchOf(sport: Sport, id: number, over: Partial<Match> = {}): Match {
  const zeros = [0, 0, 0, 0, 0];
  return {
    id, sport, competitionId: 1, homeTeamId: 11, awayTeamId: 12, matchTime: at(20), statusId: 1, goingTime: 0,
    peopleNum: 0, hasLineup: false, ncaa: false, kind: 0, stageId: 0, seasonId: 0, homePosition: 0, awayPosition: 0,
    note: '', remark: '', homeScores: zeros, awayScores: zeros, homeOverTime: [], awayOverTime: [], lotteries: {},
    living: [], preview: [], varUntil: 0, clockSeconds: 0, extraHalf: 0, ...over,
  };
}

export function competitionOf(id: number, over: Partial<Competition> = {}): Competition {
  return {
    id, name: `联赛${id}`, shortName: `联${id}`, logo: '', color: '#1e90ff', initial: 'L', firstTier: id % 2 === 1, hot: false,
    ...over,
  };
}

export function teamOf(id: number, over: Partial<Team> = {}): Team {
  return { id, name: `球队${id}`, logo: '', position: 0, ...over };
}

const byId = <T extends { id: number }>(items: readonly T[]): Record<number, T> =>
  Object.fromEntries(items.map((x) => [x.id, x]));

export function sportStateOf(matches: readonly Match[], competitions: readonly Competition[] = [competitionOf(1), competitionOf(2)]): SportState {
  return { matches: byId(matches), competitions: byId(competitions), teams: byId([teamOf(11), teamOf(12)]), details: {} };
}

/** A state with the given football (and basketball) lists. */
export function stateOf(football: readonly Match[], basketball: readonly Match[] = []): LiveState {
  return { ...EMPTY_STATE, football: sportStateOf(football), basketball: sportStateOf(basketball) };
}

export const ALL_SHOWN = { allDisplayed: true, completed: true, inProgress: true, noStart: true } as const;

export function footballSpec(over: Partial<Omit<FootballSpec, 'sport'>> = {}): FootballSpec {
  return { sport: 'football', list: 'today', tab: 'all', display: ALL_SHOWN, sortDirection: 'order', ...over };
}

export function ctxOf(over: Partial<ViewContext> = {}): ViewContext {
  return { dayStart: DAY_START, pinned: [], followed: new Set(), ...over };
}

/** Rows as short strings: match ids as numbers, dividers as '—section'. */
export function brief(rows: readonly ViewRow[]): (number | string)[] {
  return rows.map((r) => (r.kind === 'match' ? r.id : `—${r.section}`));
}

// Basketball score card fields [BK-1]…[BK-5]. Periods are index 0–3 of the score arrays (NCAA halves: 0–1),
// index 4 is overtime [SC-2]. A hidden value reads '-'.
import type { Match } from '../model';
import { BASKETBALL_SCORE, basketballTotal } from '../scores';
import { BASKETBALL_STATUS as S } from '../status';

export const HIDDEN = '-';

/** [BK-1] period n (1-based) shows once status ≥ 2n, up to 11 (both readings of ST-3 end there). */
const LAST_SCORED_STATUS = 11;
/** [BK-3] full difference and total after the first half: status > 5, or > 3 for NCAA halves. */
const TOTALS_AFTER = 5;
const NCAA_TOTALS_AFTER = 3;
/** [BK-5] popularity caps its text here and shows the fire mark. */
export const POPULARITY_CAP = 9999;

type Fields = Pick<Match, 'statusId' | 'ncaa' | 'homeScores' | 'awayScores'>;

/** Number of period columns: four quarters, or two halves when ncaa = 1 [BK-2]. */
export function periodCount(m: Pick<Match, 'ncaa'>): number {
  return m.ncaa ? 2 : 4;
}

/** [BK-1] [BK-2] one text per period column. */
export function periodTexts(m: Fields, scores: readonly number[]): string[] {
  return Array.from({ length: periodCount(m) }, (_, i) => {
    const n = i + 1;
    const shown = m.statusId >= 2 * n && m.statusId <= LAST_SCORED_STATUS;
    return shown ? String(scores[i] ?? 0) : HIDDEN;
  });
}

/** [BK-3] whether the full difference and total lines show. */
export function totalsShown(m: Pick<Match, 'statusId' | 'ncaa'>): boolean {
  return m.statusId > (m.ncaa ? NCAA_TOTALS_AFTER : TOTALS_AFTER);
}

/** [BK-4] the OT column shows in overtime or when finished, once an overtime score exists. */
export function overtimeShown(m: Fields): boolean {
  const inOrAfterOvertime = m.statusId === S.overtime || m.statusId === S.finished;
  const ot = BASKETBALL_SCORE.overtime;
  return inOrAfterOvertime && (m.homeScores[ot] ?? 0) + (m.awayScores[ot] ?? 0) > 0;
}

export interface BasketballLines {
  /** Sum of the first half (quarters 1–2, or NCAA half 1), 'home-away'. */
  readonly half: string;
  readonly total: string;
  /** Home minus away. */
  readonly diff: string;
}

/** [BK-3] half, total and difference lines, shown together once the second half is under way. */
export function basketballLines(m: Fields): BasketballLines {
  if (!totalsShown(m)) return { half: HIDDEN, total: HIDDEN, diff: HIDDEN };
  const halfPeriods = m.ncaa ? 1 : 2;
  const firstHalf = (s: readonly number[]) => s.slice(0, halfPeriods).reduce((a, b) => a + (b ?? 0), 0);
  const home = basketballTotal(m.homeScores);
  const away = basketballTotal(m.awayScores);
  return {
    half: `${firstHalf(m.homeScores)}-${firstHalf(m.awayScores)}`,
    total: String(home + away),
    diff: String(home - away),
  };
}

/** Statuses whose period clock runs: the quarters (NCAA halves 2 and 4) and overtime; not the breaks. */
const CLOCK_RUNS: ReadonlySet<number> = new Set([S.q1, S.q2, S.q3, S.q4, S.overtime]);

/**
 * The card's minutes (SPEC "Basketball score card: … status text, minutes"): the period clock 'MM:SS' as last
 * reported while a period is being played, '' otherwise — and '' when the feed reports no clock (0).
 */
export function basketballClock(m: Pick<Match, 'statusId' | 'clockSeconds'>): string {
  if (!CLOCK_RUNS.has(m.statusId) || !(m.clockSeconds > 0)) return '';
  const seconds = Math.floor(m.clockSeconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

export interface Popularity {
  readonly text: string;
  readonly fire: boolean;
}

/** [BK-5] fire mark and '9999+' at 9999 or more. */
export function popularity(peopleNum: number): Popularity {
  if (peopleNum >= POPULARITY_CAP) return { text: `${POPULARITY_CAP}+`, fire: true };
  return { text: String(Math.max(0, peopleNum)), fire: false };
}

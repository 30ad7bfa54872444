// Extra time, penalties and the lines that sum them up. SPEC.md and RULES.md name the statuses (5 加时, 7 点球
// [ST-1] [ST-6]) and the first two halves' clocks [MN-1] [MN-2] but not extra time's; the copy here is issue #12's:
// 91'–105', 105'+n, 加时中场, 106'–120', 120'+n, then 点球; a shoot-out reads 点球 4-2, a finished match that went
// on 120分钟[3-3]，点球[4-2].
import type { Match } from '../model';
import { FOOTBALL_SCORE as I, scorePair } from '../scores';
import { FOOTBALL_STATUS as S } from '../status';

/** An extra-time half lasts 15 minutes: a going time at least this much after the first half's starts the second. */
const EXTRA_HALF_S = 15 * 60;

type HalfFields = Pick<Match, 'statusId' | 'goingTime' | 'extraHalf'>;

/**
 * Which extra-time half a status-5 going time starts, from the match before the frame (the fold keeps it in
 * Match.extraHalf). The feed's convention (provider/provider-adapter.ts): in status 5 the going time is the kick-off
 * of the half being played, 0 while the clock stands between halves (before extra time, 加时中场). A provider that
 * never stops the clock still tells the halves apart: the second half's kick-off is 15 minutes or more after the
 * first's. A going time moved by less (a correction, a resumed interruption) stays in its half.
 */
export function extraHalfAfter(previous: HalfFields, statusId: number, goingTime: number): number {
  // A match kept from before the field existed (a warm start's store) has none: before extra time.
  const half = previous.extraHalf > 0 ? previous.extraHalf : 0;
  if (statusId !== S.overtime) return statusId < S.overtime ? 0 : half;
  if (goingTime <= 0) return half;
  if (half === 0) return 1;
  if (half === 1) {
    const afterBreak = previous.statusId === S.overtime && previous.goingTime <= 0;
    if (afterBreak || goingTime - previous.goingTime >= EXTRA_HALF_S) return 2;
  }
  return half;
}

type ScoreFields = Pick<Match, 'statusId' | 'homeScores' | 'awayScores'>;

/** Whether the score arrays carry extra time's entries (5 and 6) [SC-1]. */
export function wentToExtraTime(m: Pick<Match, 'homeScores' | 'awayScores'>): boolean {
  return m.homeScores.length > I.penalties && m.awayScores.length > I.penalties;
}

/** A shoot-out happened: the match is in it (status 7), or finished with kicks scored. */
function hadShootout(m: ScoreFields): boolean {
  if (!wentToExtraTime(m)) return false;
  if (m.statusId === S.penalties) return true;
  return (m.homeScores[I.penalties] ?? 0) > 0 || (m.awayScores[I.penalties] ?? 0) > 0;
}

/** '点球 4-2' during a shoot-out and after it, '' otherwise: the score column's second line. */
export function shootoutText(m: ScoreFields): string {
  if (m.statusId !== S.penalties && m.statusId !== S.finished) return '';
  return hadShootout(m) ? `点球 ${scorePair(m.homeScores, m.awayScores, I.penalties)}` : '';
}

/** '120分钟[3-3]，点球[4-2]' (or '120分钟[2-1]' without a shoot-out) for a finished match that went on, '' otherwise. */
export function finalLine(m: ScoreFields): string {
  if (m.statusId !== S.finished || !wentToExtraTime(m)) return '';
  const extra = `120分钟[${scorePair(m.homeScores, m.awayScores, I.extraTime)}]`;
  return hadShootout(m) ? `${extra}，点球[${scorePair(m.homeScores, m.awayScores, I.penalties)}]` : extra;
}

/** The score after 90 minutes, 'home-away', when the arrays keep it (index 7), else ''. */
export function regularTimeScore(m: Pick<Match, 'homeScores' | 'awayScores'>): string {
  if (m.homeScores.length <= I.regularTime || m.awayScores.length <= I.regularTime) return '';
  return scorePair(m.homeScores, m.awayScores, I.regularTime);
}

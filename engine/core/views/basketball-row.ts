// Basketball-only row fields [BK-1]…[BK-5].
import type { Match } from '../model';
import {
  basketballClock, basketballLines, HIDDEN, overtimeShown, periodTexts, popularity,
} from '../rules/basketball-display';
import { BASKETBALL_SCORE } from '../scores';
import type { BasketballRow } from './row-types';

type Fields = Pick<BasketballRow, 'homePeriods' | 'awayPeriods' | 'overtimeShown' | 'homeOvertime' | 'awayOvertime'
  | 'half' | 'total' | 'diff' | 'popularity' | 'fire' | 'clock'>;

const otText = (ot: boolean, s: readonly number[]) => (ot ? String(s[BASKETBALL_SCORE.overtime] ?? 0) : HIDDEN);

export function basketballFields(m: Match): Fields {
  const ot = overtimeShown(m);
  const hot = popularity(m.peopleNum);
  const lines = basketballLines(m);
  // Named fields, not a spread of the lines: a spread inside a literal builds the row the slow way in V8.
  return {
    homePeriods: periodTexts(m, m.homeScores),
    awayPeriods: periodTexts(m, m.awayScores),
    overtimeShown: ot,
    homeOvertime: otText(ot, m.homeScores),
    awayOvertime: otText(ot, m.awayScores),
    half: lines.half,
    total: lines.total,
    diff: lines.diff,
    popularity: hot.text,
    fire: hot.fire,
    clock: basketballClock(m),
  };
}

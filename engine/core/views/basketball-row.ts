// Basketball-only row fields [BK-1]…[BK-5].
import type { Match } from '../model';
import {
  basketballClock, basketballLines, HIDDEN, overtimeShown, periodTexts, popularity,
} from '../rules/basketball-display';
import { BASKETBALL_SCORE } from '../scores';
import type { BasketballRow } from './row-types';

type Fields = Pick<BasketballRow, 'homePeriods' | 'awayPeriods' | 'overtimeShown' | 'homeOvertime' | 'awayOvertime'
  | 'half' | 'total' | 'diff' | 'popularity' | 'fire' | 'clock'>;

export function basketballFields(m: Match): Fields {
  const ot = overtimeShown(m);
  const otText = (s: readonly number[]) => (ot ? String(s[BASKETBALL_SCORE.overtime] ?? 0) : HIDDEN);
  const hot = popularity(m.peopleNum);
  return {
    homePeriods: periodTexts(m, m.homeScores),
    awayPeriods: periodTexts(m, m.awayScores),
    overtimeShown: ot,
    homeOvertime: otText(m.homeScores),
    awayOvertime: otText(m.awayScores),
    ...basketballLines(m),
    popularity: hot.text,
    fire: hot.fire,
    clock: basketballClock(m),
  };
}

// Football-only row fields: live minute, half-time, corners, cards [MN-1]…[MN-4] [SC-1] [LS-8]; a shoot-out's score
// and the line of a match that went to extra time (rules/extra-time.ts).
import type { Match } from '../model';
import type { StoppageStyle } from '../rules/live-minute';
import { footballMinute, holdMinute } from '../rules/live-minute';
import type { Settings } from '../rules/settings';
import { finalLine, shootoutText } from '../rules/extra-time';
import { countOf, FOOTBALL_SCORE as I, scorePair } from '../scores';
import { FOOTBALL_STATUS } from '../status';
import type { FootballRow } from './row-types';

type Fields = Pick<FootballRow, 'minute' | 'minuteRank' | 'halfTime' | 'corners' | 'homeRed' | 'homeYellow' | 'awayRed'
  | 'awayYellow' | 'shootout' | 'finalLine'>;

/** The half-time score means something from half-time on, through to the final whistle (statuses 3–8). */
const HALF_TIME_FROM = 3;
const PLAYED_FROM = 2;
const PLAYED_TO = 8;
/** Interrupted (10) and abandoned (11) matches were played until they stopped: their record's half-time score and
 *  corners show ('-' where the record has no figure), as a finished match's do. */
const STOPPED: ReadonlySet<number> = new Set([FOOTBALL_STATUS.interrupted, FOOTBALL_STATUS.abandoned]);

/** '-' where the provider has no figure (-1) [SC-1]. */
const pair = (m: Match, i: number) => scorePair(m.homeScores, m.awayScores, i);
/** Module-level, not a closure per row: rows are projected by the hundred per batch. No figure: no card. */
const cards = (settings: Settings, side: readonly number[], i: number) => (settings.cardShow ? countOf(side[i]) : 0);

export function footballFields(
  m: Match, now: number, settings: Settings, previous: FootballRow | undefined, stoppage: StoppageStyle = 'counted',
): Fields {
  const computed = footballMinute(m, now, stoppage);
  const minute = holdMinute(previous && { text: previous.minute, rank: previous.minuteRank }, computed); // [MN-4]
  const stopped = STOPPED.has(m.statusId);
  const played = (m.statusId >= PLAYED_FROM && m.statusId <= PLAYED_TO) || stopped;
  return {
    minute: minute.text,
    minuteRank: minute.rank,
    halfTime: (m.statusId >= HALF_TIME_FROM && m.statusId <= PLAYED_TO) || stopped ? pair(m, I.halfTime) : '',
    corners: played ? pair(m, I.corners) : '',
    homeRed: cards(settings, m.homeScores, I.red),
    homeYellow: cards(settings, m.homeScores, I.yellow),
    awayRed: cards(settings, m.awayScores, I.red),
    awayYellow: cards(settings, m.awayScores, I.yellow),
    shootout: shootoutText(m),
    finalLine: finalLine(m),
  };
}

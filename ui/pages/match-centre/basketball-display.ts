// The basketball header's 半场 line: the first half's score ('home-away') as soon as the first half is over — from
// the half-time break on (status 5 第二节完, NCAA 3 中场) — where the list row's half line waits for the second half
// [BK-3]; '' while the first half is being played or before (the header then shows no 半场 line, never '-'). Pure.
import type { BasketballRow } from '../../../engine/core';
import { BASKETBALL_STATUS, HIDDEN, NCAA_STATUS } from '../../../engine/core';

export function headerHalf(row: Pick<BasketballRow, 'statusId' | 'half' | 'homePeriods' | 'awayPeriods'>): string {
  if (row.half !== HIDDEN && row.half !== '') return row.half;
  // NCAA rows have two period columns (halves) [BK-2].
  const ncaa = row.homePeriods.length === 2;
  if (row.statusId !== (ncaa ? NCAA_STATUS.halfTime : BASKETBALL_STATUS.q2Ended)) return '';
  const firstHalf = row.homePeriods.slice(0, ncaa ? 1 : 2);
  const awayHalf = row.awayPeriods.slice(0, ncaa ? 1 : 2);
  if ([...firstHalf, ...awayHalf].some((t) => t === HIDDEN)) return '';
  const sum = (periods: readonly string[]) => periods.reduce((total, t) => total + Number(t), 0);
  return `${sum(firstHalf)}-${sum(awayHalf)}`;
}

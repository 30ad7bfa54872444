// The 7-day strip of the schedule (future days) and results (past days) views (SPEC.md §9 "date helper week list
// of 7 days"). Days are Beijing days [LS-2], counted from the engine's today, whatever the browser's zone: `key` is
// the matchDate of futureMatch_b/historyMatch_b, which the server cuts in Beijing days too.
import { addBeijingDays, localWeekday, midnightOfShanghaiDate } from '../../../engine/core';

export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
export const STRIP_DAYS = 7;

export interface DayOption {
  /** 'YYYY-MM-DD' */
  readonly key: string;
  /** 'MM-DD' */
  readonly monthDay: string;
  readonly weekday: string;
}

/** A 'YYYY-MM-DD' Beijing date as a strip day; undefined when it is no date. */
export function dayOption(key: string): DayOption | undefined {
  const midnight = midnightOfShanghaiDate(key);
  if (midnight === undefined) return undefined;
  return { key, monthDay: key.slice(5), weekday: WEEKDAY_NAMES[localWeekday(midnight)] };
}

/** Future: tomorrow onwards. Past: the days before today, oldest first, so yesterday sits next to "today". */
export function weekDays(today: string, direction: 'future' | 'past', count = STRIP_DAYS): DayOption[] {
  const offsets = Array.from({ length: count }, (_, i) => (direction === 'future' ? i + 1 : i - count));
  return offsets.flatMap((offset) => {
    const key = addBeijingDays(today, offset);
    const option = key === undefined ? undefined : dayOption(key);
    return option ? [option] : [];
  });
}

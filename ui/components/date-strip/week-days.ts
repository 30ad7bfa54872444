// The 7-day strip of the schedule (future days) and results (past days) views (SPEC.md §9 "date helper week list
// of 7 days"). Days are the browser's local calendar days; `key` is the matchDate of futureMatch_b/historyMatch_b.

export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
export const STRIP_DAYS = 7;

export interface DayOption {
  /** 'YYYY-MM-DD' */
  readonly key: string;
  /** 'MM-DD' */
  readonly monthDay: string;
  readonly weekday: string;
}

const two = (n: number) => String(n).padStart(2, '0');

export function dayOption(date: Date): DayOption {
  const monthDay = `${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return { key: `${date.getFullYear()}-${monthDay}`, monthDay, weekday: WEEKDAY_NAMES[date.getDay()] };
}

/** Future: tomorrow onwards. Past: the days before today, oldest first, so yesterday sits next to "today". */
export function weekDays(today: Date, direction: 'future' | 'past', count = STRIP_DAYS): DayOption[] {
  const offsets = Array.from({ length: count }, (_, i) => (direction === 'future' ? i + 1 : i - count));
  return offsets.map((offset) => dayOption(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset)));
}

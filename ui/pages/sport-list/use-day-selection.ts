// The date strip's days for a view and the chosen day: by default the day nearest today (tomorrow for the
// schedule, yesterday for results); a choice is kept while it is still on the strip. Today is the engine's Beijing
// day, so the strip rolls over at Beijing midnight while the page stays open [LS-2].
import { useMemo, useState } from 'react';
import type { DayOption } from '../../components/date-strip/week-days';
import { weekDays } from '../../components/date-strip/week-days';
import { useBeijingToday } from '../../live/beijing-today';
import type { ListView } from './list-tabs';
import { isDayView } from './list-tabs';

export function useDaySelection(view: ListView): { days: readonly DayOption[]; day: string | undefined; setDay: (key: string) => void } {
  const today = useBeijingToday();
  const days = useMemo(() => (isDayView(view) ? weekDays(today, view) : []), [today, view]);
  const [chosen, setDay] = useState<string>();
  const nearest = view === 'past' ? days.at(-1) : days[0];
  const day = days.some((d) => d.key === chosen) ? chosen : nearest?.key;
  return { days, day, setDay };
}

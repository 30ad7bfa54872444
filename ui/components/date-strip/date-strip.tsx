// The 7-day strip above a schedule or results list.
import { TabBar } from '../tab-bar/tab-bar';
import type { DayOption } from './week-days';

export function DateStrip({ days, selected, onSelect, controls }: {
  readonly days: readonly DayOption[];
  readonly selected: string;
  readonly onSelect: (key: string) => void;
  readonly controls?: string;
}) {
  const items = days.map((day) => ({ id: day.key, label: day.monthDay, sublabel: day.weekday }));
  return <TabBar label="选择日期" items={items} selected={selected} onSelect={onSelect} variant="date" controls={controls} />;
}

import { describe, expect, it } from 'vitest';
import { weekDays } from './week-days';

// Saturday 22 November 2025 in Beijing
const today = '2025-11-22';

describe('date strip days', () => {
  it('[LS-9] future days: the next 7 days from tomorrow', () => {
    const days = weekDays(today, 'future');
    expect(days.map((d) => d.key)).toEqual(['2025-11-23', '2025-11-24', '2025-11-25', '2025-11-26', '2025-11-27', '2025-11-28', '2025-11-29']);
    expect(days[0]).toEqual({ key: '2025-11-23', monthDay: '11-23', weekday: '周日' });
  });

  it('[LS-9] past days: the 7 days before today, oldest first', () => {
    const days = weekDays(today, 'past');
    expect(days.map((d) => d.monthDay)).toEqual(['11-15', '11-16', '11-17', '11-18', '11-19', '11-20', '11-21']);
    expect(days.at(-1)?.weekday).toBe('周五');
  });

  it('crosses month and year ends', () => {
    expect(weekDays('2025-12-30', 'future', 3).map((d) => d.key)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
    expect(weekDays('2026-03-01', 'past', 2).map((d) => d.key)).toEqual(['2026-02-27', '2026-02-28']);
  });

  it('[LS-2] Beijing days have 24 hours even where the browser changes its clocks that night', () => {
    // 2026-03-08 is 23 hours long in New York; the strip counts Beijing days, so no day is skipped or doubled.
    expect(weekDays('2026-03-07', 'future', 3).map((d) => d.key)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(weekDays('2026-03-07', 'future', 1)[0].weekday).toBe('周日');
  });
});

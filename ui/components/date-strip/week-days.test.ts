import { describe, expect, it } from 'vitest';
import { weekDays } from './week-days';

// Saturday 22 November 2025, mid-afternoon local time
const today = new Date(2025, 10, 22, 15, 30);

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
    expect(weekDays(new Date(2025, 11, 30), 'future', 3).map((d) => d.key)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
    expect(weekDays(new Date(2026, 2, 1), 'past', 2).map((d) => d.key)).toEqual(['2026-02-27', '2026-02-28']);
  });
});

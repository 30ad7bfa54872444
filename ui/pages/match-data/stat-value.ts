// A ranking or statistic value as the data pages show it: a count as it is, a per-match average to one decimal
// (basketball) or two (football), a percentage to one decimal with % [FM-2].
import type { Sport } from '../../../engine/core';

export type StatFormat = 'count' | 'average' | 'percent';

export function statValue(sport: Sport, format: StatFormat, value: number): string {
  switch (format) {
    case 'count': return String(Math.round(value));
    case 'average': return value.toFixed(sport === 'basketball' ? 1 : 2);
    case 'percent': return `${Math.min(100, Math.max(0, value)).toFixed(1)}%`;
  }
}

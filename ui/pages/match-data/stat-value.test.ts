import { describe, expect, it } from 'vitest';
import { statValue } from './stat-value';

describe('statValue', () => {
  it('[FM-2] a percentage reads to one decimal, clamped to 0–100', () => {
    expect(statValue('football', 'percent', 83.25)).toBe('83.3%');
    expect(statValue('basketball', 'percent', 120)).toBe('100.0%');
    expect(statValue('basketball', 'percent', -3)).toBe('0.0%');
  });

  it('an average reads to one decimal in basketball and two in football; a count as a whole number', () => {
    expect(statValue('basketball', 'average', 27.456)).toBe('27.5');
    expect(statValue('football', 'average', 0.456)).toBe('0.46');
    expect(statValue('football', 'count', 12)).toBe('12');
  });
});

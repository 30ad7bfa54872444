import { describe, expect, it } from 'vitest';
import { FORMATIONS, formationLines, formationSlots } from './formations';

describe('formations', () => {
  it('each has 11 slots: a goalkeeper, then its lines defence to attack, left to right on the pitch', () => {
    for (const f of FORMATIONS) {
      const slots = formationSlots(f);
      expect(slots).toHaveLength(11);
      expect(slots[0].position).toBe('GK');
      const lines = formationLines(f);
      expect(slots.filter((s) => s.position === 'DF')).toHaveLength(lines[0]);
      expect(slots.filter((s) => s.position === 'FW')).toHaveLength(lines[lines.length - 1]);
      for (const s of slots) expect(s.x > 0 && s.x < 100 && s.y > 0 && s.y < 100).toBe(true);
      expect(new Set(slots.map((s) => `${s.x},${s.y}`)).size).toBe(11);
    }
    expect(() => formationSlots('4-4-3')).toThrow();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectedRoom, visibleRoomCount } from './live-rows';

describe("home's live list", () => {
  it('[SH-4] N = floor((player height − 58) / 135): the N rows and the header fit the player, one more would not', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), (h) => {
      const n = visibleRoomCount(h);
      expect(Number.isInteger(n) && n >= 0).toBe(true);
      if (h >= 58) {
        expect(58 + n * 135).toBeLessThanOrEqual(h);
        expect(58 + (n + 1) * 135).toBeGreaterThan(h);
      } else expect(n).toBe(0);
    }));
    expect([visibleRoomCount(193), visibleRoomCount(192.9), visibleRoomCount(598.5)]).toEqual([1, 0, 4]);
    expect(visibleRoomCount(Number.NaN)).toBe(0);
  });

  it('[SH-4] the chosen room stays selected while live; when its stream closes the selection is the first room', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 8 }), fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), (ids, chosen) => {
      const s = selectedRoom(ids, chosen);
      if (chosen !== undefined && ids.includes(chosen)) expect(s).toBe(chosen);
      else expect(s).toBe(ids[0]);
    }));
  });
});

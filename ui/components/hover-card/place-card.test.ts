import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_GAP, MIN_CARD_HEIGHT, placeCard, VIEWPORT_MARGIN } from './place-card';

const viewport = { width: 1440, height: 900 };

describe('hover card placement', () => {
  it('[LS-14] below the row when it fits, above when it does not', () => {
    const row = { left: 120, top: 300, width: 1200, height: 52 };
    expect(placeCard(row, { width: 360, height: 300 }, viewport).top).toBe(300 + 52 + CARD_GAP);
    const low = { ...row, top: 760 };
    expect(placeCard(low, { width: 360, height: 300 }, viewport).top).toBe(760 - CARD_GAP - 300);
  });

  it('[LS-14] a card that fits the viewport is always inside it, clear of its row when there is room', () => {
    fc.assert(fc.property(
      fc.integer({ min: -100, max: 1400 }), fc.integer({ min: -60, max: 950 }), fc.integer({ min: 20, max: 1300 }),
      fc.integer({ min: 100, max: 420 }), fc.integer({ min: 60, max: 460 }), fc.integer({ min: 0, max: 1440 }),
      (left, top, width, cw, ch, x) => {
        const row = { left, top, width, height: 52 };
        const p = placeCard(row, { width: cw, height: ch }, viewport, x);
        expect(p.left).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
        expect(p.left + cw).toBeLessThanOrEqual(viewport.width - VIEWPORT_MARGIN);
        expect(p.top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
        expect(p.top + Math.min(ch, p.maxHeight)).toBeLessThanOrEqual(viewport.height - VIEWPORT_MARGIN); // cut where no side has room
        const roomBelow = top + 52 + CARD_GAP + ch <= viewport.height - VIEWPORT_MARGIN && top + 52 + CARD_GAP >= VIEWPORT_MARGIN;
        if (roomBelow) expect(p.top).toBe(top + 52 + CARD_GAP);
      },
    ));
  });

  it('[LS-14] a card taller than the room on both sides is cut to the roomier side, never over its row', () => {
    fc.assert(fc.property(fc.integer({ min: 60, max: 780 }), fc.integer({ min: 60, max: 1400 }), (top, ch) => {
      const row = { left: 120, top, width: 1200, height: 52 };
      const p = placeCard(row, { width: 360, height: ch }, viewport);
      const shown = Math.min(ch, p.maxHeight);
      expect(p.top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
      expect(p.top + shown).toBeLessThanOrEqual(viewport.height - VIEWPORT_MARGIN);
      const roomAbove = top - CARD_GAP - VIEWPORT_MARGIN;
      const roomBelow = viewport.height - VIEWPORT_MARGIN - (top + 52 + CARD_GAP);
      if (Math.max(roomAbove, roomBelow) >= MIN_CARD_HEIGHT) {
        expect(p.top >= top + 52 || p.top + shown <= top).toBe(true);
      }
    }));
  });
});

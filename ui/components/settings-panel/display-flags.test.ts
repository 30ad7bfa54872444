import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Settings, Sport, StatusGroup } from '../../../engine/core';
import { DEFAULT_SETTINGS, displayFlagsOf, groupDisplayed } from '../../../engine/core';
import type { DisplayBox } from './display-flags';
import { DISPLAY_BOXES, DISPLAY_KEYS, displayBoxes, displayBoxPatch } from './display-flags';

const BOXES = DISPLAY_BOXES.map((b) => b.box);
const GROUP_OF: Readonly<Record<Exclude<DisplayBox, 'allDisplayed'>, StatusGroup>> = { completed: 'finish', inProgress: 'going', noStart: 'no_start' };

const sportArb = fc.constantFrom<Sport>('football', 'basketball');
const toggleArb = fc.record({ sport: sportArb, box: fc.constantFrom(...BOXES), on: fc.boolean() });
/** Any stored flags, consistent or not (an older build may have written anything). */
const settingsArb = fc.record({
  allDisplayed: fc.boolean(), completed: fc.boolean(), InProgress: fc.boolean(), noStart: fc.boolean(),
  basketballAllDisplayed: fc.boolean(), basketballCompleted: fc.boolean(), basketballInProgress: fc.boolean(), basketballNoStart: fc.boolean(),
}).map((flags): Settings => ({ ...DEFAULT_SETTINGS, ...flags }));

describe('display boxes [LS-10]', () => {
  it('[LS-10] unticking 完场 unticks 全部 and hides finished matches only', () => {
    const patch = displayBoxPatch(DEFAULT_SETTINGS, 'football', 'completed', false);
    expect(patch).toEqual({ allDisplayed: false, completed: false, InProgress: true, noStart: true });
    const flags = displayFlagsOf({ ...DEFAULT_SETTINGS, ...patch }, 'football');
    expect(['going', 'no_start', 'finish', 'other'].map((g) => groupDisplayed(g as StatusGroup, flags))).toEqual([true, true, false, false]);
  });

  it('[LS-10] basketball boxes write the basketball flags; 全部 ticks every box again', () => {
    const off = displayBoxPatch(DEFAULT_SETTINGS, 'basketball', 'allDisplayed', false);
    expect(off).toEqual({ basketballAllDisplayed: false, basketballCompleted: false, basketballInProgress: false, basketballNoStart: false });
    const back = displayBoxPatch({ ...DEFAULT_SETTINGS, ...off }, 'basketball', 'allDisplayed', true);
    expect(Object.values(back).every(Boolean)).toBe(true);
  });

  it('[LS-10] after any toggles: 全部 is ticked exactly when the three groups are, each box shows what the engine shows', () => {
    fc.assert(fc.property(settingsArb, fc.array(toggleArb, { maxLength: 12 }), (start, toggles) => {
      let settings = start;
      for (const t of toggles) settings = { ...settings, ...displayBoxPatch(settings, t.sport, t.box, t.on) };
      for (const sport of ['football', 'basketball'] as const) {
        const boxes = displayBoxes(settings, sport);
        const flags = displayFlagsOf(settings, sport);
        for (const [box, group] of Object.entries(GROUP_OF)) expect(boxes[box as DisplayBox]).toBe(groupDisplayed(group, flags));
        expect(groupDisplayed('other', flags)).toBe(boxes.allDisplayed);
        if (toggles.some((t) => t.sport === sport)) {
          const k = DISPLAY_KEYS[sport];
          expect(settings[k.allDisplayed]).toBe(settings[k.completed] && settings[k.inProgress] && settings[k.noStart]);
        }
      }
    }));
  });

  it('[LS-10] a toggle sets its own box and leaves the other sport alone', () => {
    fc.assert(fc.property(settingsArb, toggleArb, (settings, t) => {
      const next = { ...settings, ...displayBoxPatch(settings, t.sport, t.box, t.on) };
      expect(displayBoxes(next, t.sport)[t.box]).toBe(t.on);
      const other: Sport = t.sport === 'football' ? 'basketball' : 'football';
      expect(displayBoxes(next, other)).toEqual(displayBoxes(settings, other));
    }));
  });
});

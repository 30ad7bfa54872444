import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ControlsAction, ControlsState } from './player-controls';
import { audibleVolume, clampVolume, CONTROLS_HIDE_MS, controlsReducer, DEFAULT_VOLUME, initialControls } from './player-controls';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelayMs } from './reconnect-backoff';

/** Actions at increasing times: each generated with a delay after the one before. */
const timedActions = fc.array(
  fc.tuple(
    fc.integer({ min: 0, max: 5000 }),
    fc.oneof(
      fc.constant('pointer-move' as const), fc.constant('tick' as const), fc.constant('toggle-mute' as const),
      fc.constant('enable-sound' as const), fc.constant('autoplay-muted' as const),
      fc.record({ hold: fc.boolean() }),
      fc.record({ volume: fc.oneof(fc.integer({ min: -50, max: 150 }), fc.double({ noNaN: false })) }),
    ),
  ),
  { maxLength: 40 },
).map((steps) => {
  let at = 0;
  return steps.map(([delay, kind]): ControlsAction => {
    at += delay;
    if (typeof kind === 'string') return kind === 'autoplay-muted' ? { type: kind } : { type: kind, at };
    if ('hold' in kind) return { type: 'hold', held: kind.hold, at };
    return { type: 'set-volume', volume: kind.volume, at };
  });
});

const run = (actions: readonly ControlsAction[], start: ControlsState = initialControls()) => actions.reduce(controlsReducer, start);
const lastAt = (actions: readonly ControlsAction[]) => actions.reduce((at, action) => ('at' in action ? action.at : at), 0);

describe('player controls [LR-3]', () => {
  it('[LR-3] volume is always an integer 0–100, whatever the slider or storage gives', () => {
    fc.assert(fc.property(timedActions, fc.double(), (actions, start) => {
      const state = run(actions, initialControls(start));
      expect(Number.isInteger(state.volume)).toBe(true);
      expect(state.volume).toBeGreaterThanOrEqual(0);
      expect(state.volume).toBeLessThanOrEqual(100);
      expect(audibleVolume(state)).toBeGreaterThanOrEqual(0);
      expect(audibleVolume(state)).toBeLessThanOrEqual(1);
    }));
  });

  it('[LR-3] controls hide exactly 3 s after the last pointer movement, and a movement shows them again', () => {
    fc.assert(fc.property(timedActions, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (before, gap, later) => {
      const released = run([...before, { type: 'hold', held: false, at: lastAt(before) }]);
      const movedAt = lastAt(before) + gap;
      const moved = controlsReducer(released, { type: 'pointer-move', at: movedAt });
      expect(moved.controlsVisible).toBe(true);
      expect(controlsReducer(moved, { type: 'tick', at: movedAt + CONTROLS_HIDE_MS - 1 }).controlsVisible).toBe(true);
      const ticked = controlsReducer(moved, { type: 'tick', at: movedAt + CONTROLS_HIDE_MS + later });
      expect(ticked.controlsVisible).toBe(false);
      expect(controlsReducer(ticked, { type: 'pointer-move', at: movedAt + CONTROLS_HIDE_MS + later + 1 }).controlsVisible).toBe(true);
    }));
  });

  it('[LR-3] while the pointer is on the control bar the controls never hide', () => {
    fc.assert(fc.property(timedActions, fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 10 }), (before, ticks) => {
      let state = controlsReducer(run(before), { type: 'hold', held: true, at: lastAt(before) });
      for (const tick of ticks) state = controlsReducer(state, { type: 'tick', at: lastAt(before) + tick });
      expect(state.controlsVisible).toBe(true);
    }));
  });

  it('[LR-3] blocked autoplay plays muted with the hint; the viewer\'s click turns sound on at an audible level', () => {
    fc.assert(fc.property(timedActions, (before) => {
      const blocked = controlsReducer(run(before), { type: 'autoplay-muted' });
      expect(blocked.muted && blocked.soundBlocked).toBe(true);
      expect(audibleVolume(blocked)).toBe(0);
      const enabled = controlsReducer(blocked, { type: 'enable-sound', at: lastAt(before) });
      expect(enabled.soundBlocked).toBe(false);
      expect(audibleVolume(enabled)).toBeGreaterThan(0);
    }));
  });

  it('[LR-3] mute toggles; unmuting brings back the volume set before (or the default after 0)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (volume) => {
      const set = controlsReducer(initialControls(), { type: 'set-volume', volume, at: 1 });
      expect(set.muted).toBe(volume === 0);
      const muted = controlsReducer({ ...set, muted: false }, { type: 'toggle-mute', at: 2 });
      expect(muted.muted).toBe(true);
      expect(audibleVolume(muted)).toBe(0);
      const unmuted = controlsReducer(muted, { type: 'toggle-mute', at: 3 });
      expect(unmuted.muted).toBe(false);
      expect(unmuted.volume).toBe(volume === 0 ? DEFAULT_VOLUME : volume);
      expect(audibleVolume(unmuted)).toBe(unmuted.volume / 100);
    }));
  });

  it('a slider move to a level above 0 clears the sound hint; to 0 keeps it and mutes', () => {
    const blocked = controlsReducer(initialControls(), { type: 'autoplay-muted' });
    expect(controlsReducer(blocked, { type: 'set-volume', volume: 40, at: 1 })).toMatchObject({ muted: false, soundBlocked: false, volume: 40 });
    expect(controlsReducer(blocked, { type: 'set-volume', volume: 0, at: 1 })).toMatchObject({ muted: true, soundBlocked: true, volume: 0 });
    expect([clampVolume(NaN), clampVolume(Infinity), clampVolume(-Infinity), clampVolume(49.5)]).toEqual([0, 100, 0, 50]);
  });
});

describe('reconnect backoff [LR-3]', () => {
  it('[LR-3] starts at 1 s, never shrinks from one attempt to the next, and stays within 10 s', () => {
    fc.assert(fc.property(fc.nat({ max: 10_000 }), (attempt) => {
      const delay = reconnectDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_FIRST_MS);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      expect(reconnectDelayMs(attempt + 1)).toBeGreaterThanOrEqual(delay);
    }));
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

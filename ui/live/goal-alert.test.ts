import { describe, expect, it, vi } from 'vitest';
import { alertGoal, VIBRATION_MS } from './goal-alert';

function fakeAudio(state: AudioContextState = 'running') {
  const started: number[] = [];
  const node = { connect: (next: unknown) => next, frequency: { value: 0 }, start: () => started.push(1), stop: () => {} };
  const gain = { ...node, gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} } };
  const context = {
    state, currentTime: 0, destination: {},
    resume: vi.fn(() => Promise.reject(new Error('not allowed before a user gesture'))),
    createOscillator: () => node, createGain: () => gain,
  };
  return { context: context as unknown as AudioContext, started };
}

describe('alertGoal', () => {
  it('[GN-6] plays a tone with audioTip and buzzes with vibrationTip; neither when off', async () => {
    const { context, started } = fakeAudio();
    const vibrate = vi.fn(() => true);
    const log = vi.fn();
    alertGoal({ audioTip: true, vibrationTip: true }, { createAudioContext: () => context, vibrate, log });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([1]);
    expect(vibrate).toHaveBeenCalledWith(VIBRATION_MS);
    alertGoal({ audioTip: false, vibrationTip: false }, { createAudioContext: () => context, vibrate, log });
    await Promise.resolve();
    expect(started).toEqual([1]);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('an audio failure is logged only (SPEC §8): no WebAudio, or playback refused', async () => {
    const log = vi.fn();
    expect(() => alertGoal({ audioTip: true, vibrationTip: true }, { log })).not.toThrow();
    expect(log).toHaveBeenCalledWith('goal tone: audio failed', expect.any(Error));
    const { context, started } = fakeAudio('suspended');
    alertGoal({ audioTip: true, vibrationTip: false }, { createAudioContext: () => context, log });
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([]);
    expect(log).toHaveBeenLastCalledWith('goal tone: audio refused', expect.any(Error));
  });
});

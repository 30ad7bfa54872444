import { describe, expect, it, vi } from 'vitest';
import { alertGoal, VIBRATION_MS } from './goal-alert';

describe('alertGoal', () => {
  it('[GN-6] plays a tone with audioTip and buzzes with vibrationTip; neither when off', async () => {
    const playTone = vi.fn(() => Promise.resolve());
    const vibrate = vi.fn(() => true);
    const log = vi.fn();
    alertGoal({ audioTip: true, vibrationTip: true }, { playTone, vibrate, log });
    await Promise.resolve();
    expect(playTone).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith(VIBRATION_MS);
    alertGoal({ audioTip: false, vibrationTip: false }, { playTone, vibrate, log });
    await Promise.resolve();
    expect(playTone).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('an audio failure is logged only (SPEC §8): no audio, or playback refused', async () => {
    const log = vi.fn();
    expect(() => alertGoal({ audioTip: true, vibrationTip: true }, { log })).not.toThrow();
    expect(log).toHaveBeenCalledWith('goal tone: audio failed', expect.any(Error));
    const playTone = vi.fn(() => Promise.reject(new Error('not allowed before a user gesture')));
    alertGoal({ audioTip: true, vibrationTip: false }, { playTone, log });
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toHaveBeenLastCalledWith('goal tone: audio refused', expect.any(Error));
  });
});

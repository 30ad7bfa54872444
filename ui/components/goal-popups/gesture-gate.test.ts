import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatedAlertSettings, hadUserGesture } from './gesture-gate';

describe('gesture gate of the goal tone and buzz', () => {
  it('[GN-6] the tone and the buzz are kept exactly when asked for and a gesture happened (no vibrate() before one)', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (audioTip, vibrationTip, gestured) => {
      const out = gatedAlertSettings({ audioTip, vibrationTip }, gestured);
      expect(out).toEqual({ audioTip: audioTip && gestured, vibrationTip: vibrationTip && gestured });
    }));
  });

  it('[GN-6] reads navigator.userActivation, and allows the tone where the browser cannot say', () => {
    expect(hadUserGesture({ userActivation: { hasBeenActive: false } })).toBe(false);
    expect(hadUserGesture({ userActivation: { hasBeenActive: true } })).toBe(true);
    expect(hadUserGesture({})).toBe(true);
    expect(hadUserGesture(undefined)).toBe(true);
  });
});

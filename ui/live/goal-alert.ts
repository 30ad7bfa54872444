// The optional sound and vibration of a goal pop-up [GN-6]: a short WebAudio tone with audioTip, a short buzz with
// vibrationTip where the device can. A failure (no AudioContext, autoplay refused before any user gesture, no
// vibration) is logged only (SPEC.md §8 "Audio play failure: logged only"); it never stops the pop-up.
import type { Settings } from '../../engine/core/rules/settings';

export const TONE_HZ = 880;
export const TONE_MS = 180;
export const VIBRATION_MS = 200;

export interface AlertDevices {
  /** undefined where the browser has no WebAudio. */
  readonly createAudioContext?: () => AudioContext;
  readonly vibrate?: (ms: number) => boolean;
  readonly log: (message: string, error?: unknown) => void;
}

let shared: AudioContext | undefined;

export function browserDevices(): AlertDevices {
  const Context = globalThis.AudioContext;
  const vibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function' ? navigator.vibrate.bind(navigator) : undefined;
  return {
    // One context for the page: browsers limit how many may exist.
    createAudioContext: Context ? () => (shared ??= new Context()) : undefined,
    vibrate,
    log: (message, error) => console.warn(message, error),
  };
}

function playTone(context: AudioContext): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = TONE_HZ;
  const end = context.currentTime + TONE_MS / 1000;
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, end);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(end);
}

/** Sounds and buzzes for one goal, as the settings say. Never throws. */
export function alertGoal(settings: Pick<Settings, 'audioTip' | 'vibrationTip'>, devices: AlertDevices): void {
  if (settings.audioTip) {
    try {
      if (!devices.createAudioContext) throw new Error('no WebAudio');
      const context = devices.createAudioContext();
      const resumed = context.state === 'suspended' ? context.resume() : Promise.resolve();
      resumed.then(() => playTone(context)).catch((error: unknown) => devices.log('goal tone: audio refused', error));
    } catch (error) {
      devices.log('goal tone: audio failed', error);
    }
  }
  if (settings.vibrationTip && devices.vibrate) {
    try {
      devices.vibrate(VIBRATION_MS);
    } catch (error) {
      devices.log('goal vibration failed', error);
    }
  }
}

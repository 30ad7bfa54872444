// The optional sound and vibration of a goal pop-up [GN-6]: a short tone with audioTip, a short buzz with
// vibrationTip where the device can. A failure (no audio, autoplay refused before any user gesture, no
// vibration) is logged only (SPEC.md §8 "Audio play failure: logged only"); it never stops the pop-up.
// The tone is a tiny WAV played by one <audio> element (tone-wav.ts), not WebAudio: creating an AudioContext
// blocked the main thread 70–330 ms on the first goal (issue #4 §4 long tasks), an <audio> play() a few ms.
import type { Settings } from '../../engine/core/rules/settings';
import { toneWav } from './tone-wav';

export const TONE_HZ = 880;
export const TONE_MS = 180;
export const VIBRATION_MS = 200;

export interface AlertDevices {
  /** Plays the tone once; undefined where the browser cannot play audio. Rejects when playback is refused. */
  readonly playTone?: () => Promise<void>;
  readonly vibrate?: (ms: number) => boolean;
  readonly log: (message: string, error?: unknown) => void;
}

let shared: HTMLAudioElement | undefined;

/** One element for the page, made at the first tone: later goals replay it from the start. */
function playSharedTone(): Promise<void> {
  shared ??= new Audio(URL.createObjectURL(new Blob([toneWav(TONE_HZ, TONE_MS)], { type: 'audio/wav' })));
  shared.currentTime = 0;
  return shared.play();
}

export function browserDevices(): AlertDevices {
  const canPlay = typeof Audio === 'function' && typeof URL.createObjectURL === 'function';
  const vibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function' ? navigator.vibrate.bind(navigator) : undefined;
  return {
    playTone: canPlay ? playSharedTone : undefined,
    vibrate,
    log: (message, error) => console.warn(message, error),
  };
}

/** Sounds and buzzes for one goal, as the settings say. Never throws. */
export function alertGoal(settings: Pick<Settings, 'audioTip' | 'vibrationTip'>, devices: AlertDevices): void {
  if (settings.audioTip) {
    try {
      if (!devices.playTone) throw new Error('no audio');
      devices.playTone().catch((error: unknown) => devices.log('goal tone: audio refused', error));
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

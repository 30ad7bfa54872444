// The goal tone only once the page has had a user gesture [GN-6]: before one, the browser's autoplay policy refuses
// play(), so no tone could sound — trying would only log a refusal per goal (and, when the tone was WebAudio,
// creating its context cost the main thread 40–480 ms: issue #4 §4). Until a gesture, the goal alert runs with
// the tone off; the buzz, if set, is unaffected.
import type { Settings } from '../../../engine/core/rules/settings';

type AlertSettings = Pick<Settings, 'audioTip' | 'vibrationTip'>;

/** Whether the page has had a user gesture; true where the browser cannot say (no navigator.userActivation). */
export function hadUserGesture(nav: { readonly userActivation?: { readonly hasBeenActive: boolean } } | undefined = globalThis.navigator): boolean {
  return nav?.userActivation?.hasBeenActive ?? true;
}

/** The settings the alert may use now: the tone off until a gesture. */
export function gatedAlertSettings(settings: AlertSettings, gestured: boolean): AlertSettings {
  return settings.audioTip && !gestured ? { ...settings, audioTip: false } : settings;
}

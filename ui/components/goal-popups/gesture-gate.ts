// The goal tone and buzz only once the page has had a user gesture [GN-6] (navigator.userActivation.hasBeenActive):
// - before one, the browser's autoplay policy refuses play(), so no tone could sound — trying would only log a
//   refusal per goal (and, when the tone was WebAudio, creating its context cost the main thread 40–480 ms: issue
//   #4 §4);
// - Chromium blocks navigator.vibrate() before one and logs a console error per call ("Blocked call to
//   navigator.vibrate because user hasn't tapped on the frame", issue #12 §5).
// Until a gesture, the goal alert runs with both off; the pop-up itself is unaffected.
import type { Settings } from '../../../engine/core/rules/settings';

type AlertSettings = Pick<Settings, 'audioTip' | 'vibrationTip'>;

/** Whether the page has had a user gesture; true where the browser cannot say (no navigator.userActivation). */
export function hadUserGesture(nav: { readonly userActivation?: { readonly hasBeenActive: boolean } } | undefined = globalThis.navigator): boolean {
  return nav?.userActivation?.hasBeenActive ?? true;
}

/** The settings the alert may use now: tone and buzz off until a gesture. */
export function gatedAlertSettings(settings: AlertSettings, gestured: boolean): AlertSettings {
  return gestured ? settings : { ...settings, audioTip: false, vibrationTip: false };
}

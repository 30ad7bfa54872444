// The player's control state as a pure reducer [LR-3]: volume 0–100, mute, the 点击开启声音 hint when the browser
// blocked sound, and the controls' hide timer (SPEC.md §9 "Control hide 3 s"). Time comes in with the actions
// (`at`, milliseconds on any monotonic clock), so the rules are tested without timers; the component owns the clock.

export const CONTROLS_HIDE_MS = 3000;
export const DEFAULT_VOLUME = 80;

export interface ControlsState {
  /** 0–100, an integer; kept when muted so unmuting restores it. */
  readonly volume: number;
  readonly muted: boolean;
  /** The browser refused sound at autoplay: playing muted, the 点击开启声音 hint is shown until the viewer acts. */
  readonly soundBlocked: boolean;
  readonly controlsVisible: boolean;
  /** When the controls hide unless the pointer moves again; null while held open or hidden. */
  readonly hideAt: number | null;
  /** The pointer is over the control bar or focus is inside it: the controls stay. */
  readonly held: boolean;
}

export type ControlsAction =
  | { readonly type: 'pointer-move'; readonly at: number }
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'hold'; readonly held: boolean; readonly at: number }
  | { readonly type: 'set-volume'; readonly volume: number; readonly at: number }
  | { readonly type: 'toggle-mute'; readonly at: number }
  /** The viewer pressed 点击开启声音 (a user gesture: sound may start). */
  | { readonly type: 'enable-sound'; readonly at: number }
  /** The provider had to start muted. */
  | { readonly type: 'autoplay-muted' };

export function initialControls(volume: number = DEFAULT_VOLUME, at = 0): ControlsState {
  return { volume: clampVolume(volume), muted: false, soundBlocked: false, controlsVisible: true, hideAt: at + CONTROLS_HIDE_MS, held: false };
}

/** Any number to the slider's 0–100 integer (NaN: 0). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return volume === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(volume)));
}

/** What the media element gets: silent when muted or at 0, else volume/100. */
export function audibleVolume(state: ControlsState): number {
  return state.muted ? 0 : state.volume / 100;
}

/** Showing the controls and (re)arming the hide timer unless they are held. */
function shown(state: ControlsState, at: number): ControlsState {
  return { ...state, controlsVisible: true, hideAt: state.held ? null : at + CONTROLS_HIDE_MS };
}

export function controlsReducer(state: ControlsState, action: ControlsAction): ControlsState {
  switch (action.type) {
    case 'pointer-move':
      return shown(state, action.at);
    case 'tick':
      return state.hideAt !== null && action.at >= state.hideAt ? { ...state, controlsVisible: false, hideAt: null } : state;
    case 'hold':
      return shown({ ...state, held: action.held }, action.at);
    case 'set-volume': {
      const volume = clampVolume(action.volume);
      // Moving the slider is the viewer asking for that loudness: 0 mutes, anything else unmutes.
      return shown({ ...state, volume, muted: volume === 0, soundBlocked: volume === 0 && state.soundBlocked }, action.at);
    }
    case 'toggle-mute': {
      const muted = !state.muted;
      // Unmuting at volume 0 would stay silent: give the slider back an audible level.
      const volume = !muted && state.volume === 0 ? DEFAULT_VOLUME : state.volume;
      return shown({ ...state, muted, volume, soundBlocked: false }, action.at);
    }
    case 'enable-sound':
      return shown({ ...state, muted: false, volume: state.volume === 0 ? DEFAULT_VOLUME : state.volume, soundBlocked: false }, action.at);
    case 'autoplay-muted':
      return { ...state, muted: true, soundBlocked: true };
  }
}

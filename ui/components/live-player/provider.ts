// The one interface both video providers implement (issue #14): our HTTP-FLV stream played with mpegts.js
// (flv-provider.ts) and Agora's RTC audience (agora-provider.ts). The player (live-player.tsx, via player-session.ts)
// knows only this; provider.contract.ts is the behaviour every provider owes, run in Chromium against real FLV.
import type { Scheduler } from '../../../engine/core/time/scheduler';

export type ProviderEvent =
  /** Frames are advancing (sent again after every waiting spell). */
  | { readonly type: 'playing' }
  /** No new frames for a moment: buffering, or the publisher paused. The provider may still recover by itself. */
  | { readonly type: 'waiting' }
  /** The provider cannot go on (stream ended, network error, no data for too long): the session replaces it. */
  | { readonly type: 'failed'; readonly reason: string }
  /** The browser refused sound without a user gesture: playing muted; setMuted(false) from a gesture unmutes. */
  | { readonly type: 'autoplay-muted' };

export interface ProviderOptions {
  /** The element the provider puts its media in (a <video>, or the SDK's own player). Emptied on destroy. */
  readonly host: HTMLElement;
  readonly muted: boolean;
  /** 0–1. */
  readonly volume: number;
  readonly onEvent: (event: ProviderEvent) => void;
  /** The clock and timers of the provider's own watches; the page's by default. */
  readonly scheduler?: Scheduler;
}

export interface PlayerProvider {
  /** Starts loading and playing. Resolves when started (not when playing: that is the 'playing' event); a start
   *  that cannot happen is a 'failed' event, never a rejection. */
  start(): Promise<void>;
  setMuted(muted: boolean): void;
  /** 0–1. */
  setVolume(volume: number): void;
  /** How far behind the live edge the picture is, in ms (undefined until playing). */
  latencyMs(): number | undefined;
  /** Stops, releases the connection and the media, empties host; no event after it. Safe to call twice. */
  destroy(): void;
}

export type ProviderFactory<P> = (playback: P, options: ProviderOptions) => PlayerProvider;

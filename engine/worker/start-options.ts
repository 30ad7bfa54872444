// What start() accepts, checked at the boundary: a bad option is a value back, not an exception.
import type { Sport } from '../core';
import type { Recording } from './source/replay-source';
import { validSpeed } from './source/replay-source';

export type StartOptions =
  /**
   * The live feed: the gateway's WebSocket URL, e.g. wss://host/ws (the sign is added per connection [SK-1]).
   * `firstSport`: the list asked for first on each connect (the gateway answers it in a packet of its own, ahead of
   * the other): the opened page's sport. Football when not given.
   */
  | { readonly wsUrl: string; readonly firstSport?: Sport }
  /** A recorded day: its bytes or a URL to fetch, played at `speed` (1 = real time). */
  | { readonly replay: Recording & { readonly speed?: number } };

export type StartRefusal = { readonly ok: false; readonly reason: 'badUrl' | 'badSpeed' | 'noRecording' | 'superseded'; readonly detail: string };

export type CheckedStart =
  | { readonly ok: true; readonly mode: 'live'; readonly url: string; readonly firstSport: Sport }
  | { readonly ok: true; readonly mode: 'replay'; readonly recording: Recording; readonly speed: number }
  | StartRefusal;

export function checkStartOptions(options: StartOptions): CheckedStart {
  if ('wsUrl' in options) {
    let url: URL;
    try {
      url = new URL(options.wsUrl);
    } catch {
      return { ok: false, reason: 'badUrl', detail: `not a URL: ${options.wsUrl}` };
    }
    if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return { ok: false, reason: 'badUrl', detail: `not a WebSocket URL: ${options.wsUrl}` };
    // Anything but basketball (none given, a bad value) asks for football first.
    return { ok: true, mode: 'live', url: url.toString(), firstSport: options.firstSport === 'basketball' ? 'basketball' : 'football' };
  }
  const { speed = 1, ...rest } = options.replay;
  if (!validSpeed(speed)) return { ok: false, reason: 'badSpeed', detail: `speed must be a positive number, got ${speed}` };
  if ('bytes' in rest && rest.bytes instanceof Uint8Array) return { ok: true, mode: 'replay', recording: { bytes: rest.bytes }, speed };
  if ('url' in rest && typeof rest.url === 'string' && rest.url !== '') return { ok: true, mode: 'replay', recording: { url: rest.url }, speed };
  return { ok: false, reason: 'noRecording', detail: 'replay needs bytes or a url' };
}

// Picks the provider for a Playback and loads its code on demand: mpegts.js and agora-rtc-sdk-ng are chunks of
// their own, fetched only when a page actually plays that kind (the lists and home never pay for them). A room's
// open asks for its provider's chunk as soon as liveInfo has said which kind (preloadProvider, from the room's early
// start), so the chunk is in flight while the page boots rather than after the player has mounted.
import type { Playback } from '../../../contract/playback';
import { markOpen } from '../../perf/open-marks';
import type { PlayerProvider, ProviderOptions } from './provider';

export type PlayablePlayback = Exclude<Playback, { kind: 'off' }>;

const flvModule = () => import('./flv-provider');
const agoraModule = () => import('./agora-provider');

/** Starts loading the provider's chunk for `kind` (the module map keeps it: loadProvider finds it loaded). */
export function preloadProvider(kind: PlayablePlayback['kind']): Promise<unknown> {
  return (kind === 'flv' ? flvModule() : agoraModule()).then((m) => { markOpen('player-loaded'); return m; });
}

export async function loadProvider(playback: PlayablePlayback, options: ProviderOptions): Promise<PlayerProvider> {
  if (playback.kind === 'flv') {
    const { createFlvProvider } = await flvModule();
    markOpen('player-loaded');
    return createFlvProvider(playback, options);
  }
  const { createAgoraProvider } = await agoraModule();
  markOpen('player-loaded');
  return createAgoraProvider(playback, options);
}

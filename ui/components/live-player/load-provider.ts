// Picks the provider for a Playback and loads its code on demand: mpegts.js and agora-rtc-sdk-ng are chunks of
// their own, fetched only when a page actually plays that kind (the lists and home never pay for them).
import type { Playback } from '../../../contract/playback';
import type { PlayerProvider, ProviderOptions } from './provider';

export type PlayablePlayback = Exclude<Playback, { kind: 'off' }>;

export async function loadProvider(playback: PlayablePlayback, options: ProviderOptions): Promise<PlayerProvider> {
  if (playback.kind === 'flv') {
    const { createFlvProvider } = await import('./flv-provider');
    return createFlvProvider(playback, options);
  }
  const { createAgoraProvider } = await import('./agora-provider');
  return createAgoraProvider(playback, options);
}

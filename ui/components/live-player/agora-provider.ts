// Agora RTC as audience [LR-3] (issue #14; SPEC.md §3 sw {channelName, swToken}): createClient({mode:'live',
// codec:'vp8'}), setClientRole('audience'), join, and play the anchor's tracks as they are published. The SDK keeps
// the connection itself (it reconnects, and resumes blocked audio at the viewer's next gesture); this file maps its
// events onto the provider's. Its end-to-end delay statistic is the latency we report.
import type { IAgoraRTC, IAgoraRTCClient, IAgoraRTCRemoteUser, IRemoteAudioTrack } from 'agora-rtc-sdk-ng';
import type { Playback } from '../../../contract/playback';
import type { PlayerProvider, ProviderEvent, ProviderOptions } from './provider';

type AgoraPlayback = Extract<Playback, { kind: 'agora' }>;

/** Where the SDK comes from: its own chunk by default; tests hand in a fake (the real one needs Agora's servers). */
export type LoadAgoraSdk = () => Promise<IAgoraRTC>;

const loadSdk: LoadAgoraSdk = async () => (await import('agora-rtc-sdk-ng')).default;

/** AgoraRTC.setLogLevel: 3 = warnings and errors only. */
const SDK_LOG_LEVEL = 3;

export function createAgoraProvider(playback: AgoraPlayback, options: ProviderOptions, load: LoadAgoraSdk = loadSdk): PlayerProvider {
  const { host } = options;
  let destroyed = false;
  let muted = options.muted;
  let volume = options.volume;
  let client: IAgoraRTCClient | undefined;
  let audio: IRemoteAudioTrack | undefined;
  let publisher: IAgoraRTCRemoteUser['uid'] | undefined;
  let playing = false;
  const emit = (event: ProviderEvent) => { if (!destroyed) options.onEvent(event); };
  const applyVolume = () => audio?.setVolume(muted ? 0 : Math.round(volume * 100));

  async function onPublished(c: IAgoraRTCClient, user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') {
    if (mediaType === 'datachannel') return;
    try {
      await c.subscribe(user, mediaType);
    } catch (error) {
      emit({ type: 'failed', reason: `subscribe: ${(error as Error).message}` });
      return;
    }
    if (destroyed) return;
    if (mediaType === 'video' && user.videoTrack) {
      publisher = user.uid;
      user.videoTrack.on('first-frame-decoded', () => { playing = true; emit({ type: 'playing' }); });
      user.videoTrack.play(host, { fit: 'contain' });
    } else if (mediaType === 'audio' && user.audioTrack) {
      audio = user.audioTrack;
      applyVolume();
      audio.play();
    }
  }

  return {
    async start() {
      let sdk: IAgoraRTC;
      try {
        sdk = await load();
      } catch (error) {
        emit({ type: 'failed', reason: `sdk: ${(error as Error).message}` });
        return;
      }
      if (destroyed) return;
      sdk.setLogLevel(SDK_LOG_LEVEL);
      sdk.disableLogUpload();
      // The SDK's hook for "the browser refused to play sound": we are muted until the viewer clicks.
      sdk.onAutoplayFailed = () => { muted = true; applyVolume(); emit({ type: 'autoplay-muted' }); };
      const c = sdk.createClient({ mode: 'live', codec: 'vp8' });
      client = c;
      c.on('user-published', (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => { void onPublished(c, user, mediaType); });
      c.on('user-unpublished', (user: IAgoraRTCRemoteUser, mediaType: 'audio' | 'video' | 'datachannel') => {
        if (mediaType === 'video' && user.uid === publisher) { playing = false; emit({ type: 'waiting' }); }
        if (mediaType === 'audio' && user.audioTrack === audio) audio = undefined;
      });
      c.on('connection-state-change', (state: string, _previous: string, reason?: string) => {
        if (state === 'RECONNECTING') emit({ type: 'waiting' });
        else if (state === 'DISCONNECTED' && reason !== 'LEAVE') emit({ type: 'failed', reason: `disconnected: ${reason ?? 'unknown'}` });
      });
      try {
        await c.setClientRole('audience');
        await c.join(playback.appId, playback.channelName, playback.swToken, playback.uid);
      } catch (error) {
        emit({ type: 'failed', reason: `join: ${(error as Error).message}` });
      }
    },
    setMuted(next) { muted = next; applyVolume(); },
    setVolume(next) { volume = Math.min(1, Math.max(0, next)); applyVolume(); },
    latencyMs() {
      if (!client || !playing || publisher === undefined) return undefined;
      const stats = client.getRemoteVideoStats()[String(publisher)];
      return stats && stats.end2EndDelay > 0 ? Math.round(stats.end2EndDelay) : undefined;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        void c.leave().catch(() => { /* leaving a channel that already dropped us */ });
      }
      host.replaceChildren();
    },
  };
}

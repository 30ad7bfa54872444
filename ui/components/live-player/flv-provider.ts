// HTTP-FLV playback with mpegts.js (issue #14): our own ingest serves GET /live/<roomId>.flv on this origin.
// Kept near the live edge by mpegts.js's latency chasing; a stream that ends, errors or stops sending is a 'failed'
// event, and the session reconnects. mpegts.js runs in the page, not its worker: the worker would be a blob: URL,
// which the CSP (worker-src 'self') refuses; MSE's blob: media URL is allowed (media-src blob:).
import mpegts from 'mpegts.js';
import type { Playback } from '../../../contract/playback';
import { markOpen } from '../../perf/open-marks';
import type { PlayerProvider, ProviderEvent, ProviderOptions } from './provider';
import { ProgressWatch } from './progress-watch';

type FlvPlayback = Extract<Playback, { kind: 'flv' }>;

/** mpegts.js's options for a live stream with as little delay as it can keep without stuttering. */
export const FLV_CONFIG = {
  enableWorker: false,
  enableWorkerForMSE: false,
  isLive: true,
  // Hand every chunk to the demuxer at once rather than stashing ~384 KB first (a startup delay on a live stream).
  enableStashBuffer: false,
  // [LR-3] "keep the buffer near the live edge": when more than 1.5 s is buffered ahead, jump to 0.5 s from its end.
  liveBufferLatencyChasing: true,
  liveBufferLatencyMaxLatency: 1.5,
  liveBufferLatencyMinRemain: 0.5,
  // A live page can stay open for hours: drop what was played long ago from the source buffer.
  autoCleanupSourceBuffer: true,
  autoCleanupMaxBackwardDuration: 30,
  autoCleanupMinBackwardDuration: 15,
  lazyLoad: false,
} as const;

let loggingQuieted = false;

export function createFlvProvider(playback: FlvPlayback, options: ProviderOptions): PlayerProvider {
  const { host } = options;
  let destroyed = false;
  const emit = (event: ProviderEvent) => { if (!destroyed) options.onEvent(event); };

  const video = document.createElement('video');
  video.playsInline = true;
  video.muted = options.muted;
  video.volume = options.volume;
  video.setAttribute('aria-hidden', 'true'); // the player's own controls and status carry the meaning

  let failed = false;
  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    watch.stop();
    emit({ type: 'failed', reason });
  };
  const watch = new ProgressWatch(() => video.currentTime, {
    onPlaying: () => emit({ type: 'playing' }),
    onWaiting: () => emit({ type: 'waiting' }),
    onDead: (reason) => fail(reason),
  }, options.scheduler);

  if (!loggingQuieted) {
    loggingQuieted = true;
    mpegts.LoggingControl.applyConfig({ enableVerbose: false, enableDebug: false, enableInfo: false, enableWarn: false });
  }
  // hasAudio / hasVideo come from the FLV header: an anchor may push without sound.
  const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: playback.url }, FLV_CONFIG);
  player.on(mpegts.Events.MEDIA_INFO, () => markOpen('stream-response')); // the stream's header parsed: it answered
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => fail(`${type}: ${detail}`));
  // A live stream has no end: the server closed it because the publisher left (or the connection dropped).
  player.on(mpegts.Events.LOADING_COMPLETE, () => fail('ended'));
  video.addEventListener('error', () => fail(`media: ${video.error?.message ?? video.error?.code ?? 'error'}`));

  async function play(): Promise<void> {
    try {
      await video.play();
    } catch (error) {
      if (destroyed || (error as DOMException).name !== 'NotAllowedError' || video.muted) return;
      // Autoplay with sound refused [LR-3]: play muted and let the viewer turn sound on with a click.
      video.muted = true;
      emit({ type: 'autoplay-muted' });
      try { await video.play(); } catch { /* still refused: the watch reports it as dead and the session retries */ }
    }
  }

  return {
    async start() {
      if (destroyed) return;
      host.append(video);
      try {
        player.attachMediaElement(video);
        player.load();
      } catch (error) {
        fail(`load: ${(error as Error).message}`);
        return;
      }
      watch.start();
      void play();
    },
    setMuted(muted) {
      video.muted = muted;
      // Chromium pauses a muted autoplaying video that is unmuted without a gesture; from a click it plays on.
      if (!muted && video.paused && !destroyed) void play();
    },
    setVolume(volume) { video.volume = Math.min(1, Math.max(0, volume)); },
    latencyMs() {
      const { buffered } = video;
      if (!watch.hasPlayed || buffered.length === 0) return undefined;
      return Math.max(0, Math.round((buffered.end(buffered.length - 1) - video.currentTime) * 1000));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      watch.stop();
      try {
        player.pause();
        player.unload();
        player.detachMediaElement();
        player.destroy();
      } catch { /* already torn down by an error: nothing left to release */ }
      video.remove();
    },
  };
}

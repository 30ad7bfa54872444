// One playback's life over replaceable providers [LR-3]: start one, and when it fails (stream ended, network error,
// no frames for too long) say so — 信号中断，正在重连… — and start a fresh one after a backoff (reconnect-backoff.ts),
// until frames move again. The sound settings live here so every new provider starts with the viewer's choice.
import type { Scheduler, TimerId } from '../../../engine/core/time/scheduler';
import { PAGE_SCHEDULER } from '../../time/page-scheduler';
import type { PlayablePlayback } from './load-provider';
import { loadProvider } from './load-provider';
import type { PlayerProvider, ProviderEvent, ProviderOptions } from './provider';
import { reconnectDelayMs } from './reconnect-backoff';

/** connecting: first start; playing; buffering: a short wait the stream may recover from; stalled: it broke and
 *  the session is reconnecting (until frames move). */
export type SessionStatus = 'connecting' | 'playing' | 'buffering' | 'stalled';

export interface SessionEvents {
  onStatus(status: SessionStatus): void;
  onAutoplayMuted(): void;
}

export type LoadProvider = (playback: PlayablePlayback, options: ProviderOptions) => Promise<PlayerProvider>;

export class PlayerSession {
  #provider: PlayerProvider | undefined;
  #generation = 0;
  #attempt = 0;
  #retry: TimerId | undefined;
  #status: SessionStatus = 'connecting';
  #destroyed = false;

  constructor(
    private readonly playback: PlayablePlayback,
    private readonly host: HTMLElement,
    private audio: { muted: boolean; volume: number },
    private readonly events: SessionEvents,
    private readonly load: LoadProvider = loadProvider,
    /** The reconnect backoff's timers, also handed to the providers. */
    private readonly timers: Scheduler = PAGE_SCHEDULER,
  ) {}

  get status(): SessionStatus { return this.#status; }

  start(): void { void this.#open(); }

  setMuted(muted: boolean): void {
    this.audio = { ...this.audio, muted };
    this.#provider?.setMuted(muted);
  }

  setVolume(volume: number): void {
    this.audio = { ...this.audio, volume };
    this.#provider?.setVolume(volume);
  }

  latencyMs(): number | undefined {
    return this.#status === 'playing' ? this.#provider?.latencyMs() : undefined;
  }

  destroy(): void {
    this.#destroyed = true;
    this.#generation++;
    this.timers.clearTimeout(this.#retry);
    this.#provider?.destroy();
    this.#provider = undefined;
  }

  #setStatus(status: SessionStatus): void {
    if (this.#status === status || this.#destroyed) return;
    this.#status = status;
    this.events.onStatus(status);
  }

  async #open(): Promise<void> {
    const generation = ++this.#generation;
    // Events of a provider already replaced are ignored: only the current generation speaks.
    const onEvent = (event: ProviderEvent) => { if (generation === this.#generation) this.#onEvent(event); };
    let provider: PlayerProvider;
    try {
      provider = await this.load(this.playback, { host: this.host, ...this.audio, onEvent, scheduler: this.timers });
    } catch (error) {
      // The provider's code did not load (offline, a deploy replaced the chunk): retry like a broken stream.
      if (generation === this.#generation) this.#onEvent({ type: 'failed', reason: `load: ${(error as Error).message}` });
      return;
    }
    if (generation !== this.#generation) { provider.destroy(); return; }
    this.#provider = provider;
    await provider.start();
  }

  #onEvent(event: ProviderEvent): void {
    switch (event.type) {
      case 'playing':
        this.#attempt = 0;
        this.#setStatus('playing');
        return;
      case 'waiting':
        if (this.#status === 'playing') this.#setStatus('buffering');
        return;
      case 'autoplay-muted':
        this.audio = { ...this.audio, muted: true };
        this.events.onAutoplayMuted();
        return;
      case 'failed':
        this.#generation++;
        this.#provider?.destroy();
        this.#provider = undefined;
        this.#setStatus('stalled');
        this.timers.clearTimeout(this.#retry);
        this.#retry = this.timers.setTimeout(() => { if (!this.#destroyed) void this.#open(); }, reconnectDelayMs(this.#attempt++));
        return;
    }
  }
}

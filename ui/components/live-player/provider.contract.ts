// The behaviour every PlayerProvider owes (provider.ts), as checks that run in a real browser against a real
// stream: tests/e2e/live-player.spec.ts runs each in Chromium against the FLV provider and real FLV from ffmpeg
// (tests/e2e/live-player/). The Agora provider cannot reach Agora offline: agora-provider.test.ts covers what can be
// checked without the network. Framework-free (the checks run in the page): a failed check throws. The picture and
// sound checks read the <video> the provider puts in the host (Agora's SDK puts its own there; its sound is not in
// that element, so on Agora the sound check would need the SDK's track volume instead).
import { WATCH_INTERVAL_MS } from './progress-watch';
import type { PlayerProvider, ProviderEvent, ProviderOptions } from './provider';

export interface ContractSource {
  /** A provider for the live test stream (muted and volume from options). */
  make(options: ProviderOptions): PlayerProvider;
  /** A provider for a stream that does not exist (the server answers 404 / refuses). */
  makeMissing(options: ProviderOptions): PlayerProvider;
  /** The publisher goes away: 'close' ends the connections, 'hang' keeps them open with nothing coming. */
  stop(mode: 'close' | 'hang'): Promise<void>;
  /** The publisher is back. */
  resume(): Promise<void>;
  /** Where providers put their media: an empty, visible element. */
  host(): HTMLElement;
}

export interface ContractCheck {
  readonly name: string;
  run(source: ContractSource): Promise<void>;
}

function fail(message: string): never {
  throw new Error(`provider contract: ${message}`);
}

/** Records a provider's events and waits for them. */
class EventLog {
  readonly events: ProviderEvent[] = [];
  #waiters: (() => void)[] = [];
  readonly onEvent = (event: ProviderEvent) => {
    this.events.push(event);
    this.#waiters.forEach((wake) => wake());
  };

  types(): string[] { return this.events.map((event) => event.type); }

  /** Resolves when an event of this type arrives (counting those already here from index `from`). */
  async next(type: ProviderEvent['type'], timeoutMs: number, from = 0): Promise<ProviderEvent> {
    const found = () => this.events.slice(from).find((event) => event.type === type);
    const deadline = performance.now() + timeoutMs;
    while (!found()) {
      const left = deadline - performance.now();
      if (left <= 0) fail(`no '${type}' event within ${timeoutMs} ms (events: ${this.types().join(', ') || 'none'})`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        this.#waiters.push(() => { clearTimeout(timer); wake(); });
      });
    }
    return found()!;
  }
}

function options(source: ContractSource, log: EventLog, muted = true): ProviderOptions {
  return { host: source.host(), muted, volume: 1, onEvent: log.onEvent };
}

/** Waits until a condition on the page holds (polled each animation frame). */
async function until(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) fail(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((done) => requestAnimationFrame(done));
  }
}

const START_MS = 15_000;

/** An absence can only be checked over a window: three of the progress watch's samples. */
const quietWindow = () => new Promise((done) => setTimeout(done, 3 * WATCH_INTERVAL_MS));

export const PROVIDER_CONTRACT: readonly ContractCheck[] = [
  {
    name: 'start plays: a playing event, a picture in the host that advances, a latency estimate',
    async run(source) {
      const log = new EventLog();
      const provider = source.make(options(source, log));
      try {
        const started = provider.start();
        if (!(started instanceof Promise)) fail('start() must return a promise');
        await started;
        await log.next('playing', START_MS);
        const video = source.host().querySelector('video') ?? fail('no <video> in the host');
        const at = video.currentTime;
        await until('currentTime advancing', () => video.currentTime > at + 0.2, 5000);
        const latency = provider.latencyMs();
        if (latency === undefined || !Number.isFinite(latency) || latency < 0) fail(`latencyMs() = ${latency} while playing`);
        if (log.types().includes('failed')) fail('failed while playing');
      } finally {
        provider.destroy();
      }
    },
  },
  {
    name: 'latency stays near the live edge (under 3 s) while playing',
    async run(source) {
      const log = new EventLog();
      const provider = source.make(options(source, log));
      try {
        await provider.start();
        await log.next('playing', START_MS);
        const video = source.host().querySelector('video')!;
        const at = video.currentTime;
        await until('two seconds played', () => video.currentTime > at + 2, 10_000);
        const latency = provider.latencyMs()!;
        if (!(latency < 3000)) fail(`latency ${latency} ms`);
      } finally {
        provider.destroy();
      }
    },
  },
  {
    name: 'the stream closing is a failed event (never a rejection), and nothing follows it',
    async run(source) {
      const log = new EventLog();
      const provider = source.make(options(source, log));
      try {
        await provider.start();
        await log.next('playing', START_MS);
        await source.stop('close');
        await log.next('failed', 10_000);
        const count = log.events.length;
        await quietWindow(); // a failed provider stays quiet
        const after = log.events.slice(count).filter((event) => event.type === 'failed' || event.type === 'playing');
        if (after.length > 0) fail(`events after failed: ${after.map((event) => event.type).join(', ')}`);
      } finally {
        provider.destroy();
        await source.resume();
      }
    },
  },
  {
    name: 'a stream that stops sending while open is waiting, then failed (a hung connection is noticed)',
    async run(source) {
      const log = new EventLog();
      const provider = source.make(options(source, log));
      try {
        await provider.start();
        await log.next('playing', START_MS);
        const from = log.events.length;
        await source.stop('hang');
        await log.next('waiting', 5000, from);
        await log.next('failed', 10_000, from);
      } finally {
        provider.destroy();
        await source.resume();
      }
    },
  },
  {
    name: 'a stream that does not exist is a failed event',
    async run(source) {
      const log = new EventLog();
      const provider = source.makeMissing(options(source, log));
      try {
        await provider.start();
        await log.next('failed', 15_000);
        if (log.types().includes('playing')) fail('played a missing stream');
      } finally {
        provider.destroy();
      }
    },
  },
  {
    name: 'destroy empties the host, can be called twice, and no event follows it',
    async run(source) {
      const log = new EventLog();
      const provider = source.make(options(source, log));
      await provider.start();
      await log.next('playing', START_MS);
      provider.destroy();
      provider.destroy();
      if (source.host().childElementCount !== 0) fail(`host keeps ${source.host().innerHTML}`);
      const count = log.events.length;
      await quietWindow();
      if (log.events.length !== count) fail(`events after destroy: ${log.types().slice(count).join(', ')}`);
    },
  },
  {
    name: 'sound: started unmuted without a user gesture it either plays with sound or says autoplay-muted and plays muted',
    async run(source) {
      const log = new EventLog();
      const provider = source.make(options(source, log, false));
      try {
        await provider.start();
        await log.next('playing', START_MS);
        const video = source.host().querySelector('video')!;
        const blocked = log.types().includes('autoplay-muted');
        if (blocked !== video.muted) fail(`autoplay-muted ${blocked} but video.muted ${video.muted}`);
        if (navigator.userActivation.hasBeenActive === false && blocked === false && !video.muted && video.paused) fail('neither playing with sound nor muted');
        provider.setVolume(0.4);
        if (Math.abs(video.volume - 0.4) > 1e-6) fail(`volume ${video.volume} after setVolume(0.4)`);
        provider.setMuted(true);
        if (!video.muted) fail('setMuted(true) left the media audible');
      } finally {
        provider.destroy();
      }
    },
  },
];

// The demo rooms' video: the feed's live rooms (the recorded day's anchors) get a test card pushed by the server
// itself into its own ingest, on demand — started by a room's first viewer (/live/<roomId>.flv), stopped after
// no viewer for a while, at most DEMO_VIDEO_MAX at once. Without ffmpeg (or DEMO_VIDEO=off) demo rooms answer
// {kind:'off', reason:'demo-off'}. The card's text follows the feed: rewritten each second when it changed.
import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveState } from '../../engine/core/model';
import { demoCardText } from './demo-card';
import { TestCardPusher } from './demo-pusher';
import type { DemandResult } from './http-flv';
import type { StreamHub } from './stream-hub';

export interface DemoVideoDeps {
  readonly hub: StreamHub;
  readonly state: () => LiveState;
  readonly feedNow: () => number;
  /** Push URL of our own ingest for a room (internal key), known once the RTMP server listens. */
  readonly pushUrl: (roomId: number) => string;
  readonly ffmpegPath: string;
  readonly enabled: boolean;
  readonly max: number;
  readonly idleMs: number;
  /** How long the viewer who started a pusher waits for its first keyframe (http-flv): the pusher's first idle
   *  window is at least this long, so a slow ffmpeg start is not taken for a viewer who left. */
  readonly startGraceMs?: number;
  /** Which rooms are demo rooms; default: the feed's rooms streaming now (living). */
  readonly isDemoRoom?: (roomId: number) => boolean;
  readonly log: { info(line: string): void; warn(line: string): void };
}

interface Running {
  readonly pusher: TestCardPusher;
  readonly dir: string;
  lastText: string;
  idle: NodeJS.Timeout | undefined;
}

const TEXT_REFRESH_MS = 1_000;

/** Whether `ffmpeg -version` runs. */
export function probeFfmpeg(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(path, ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

export class DemoVideo {
  private readonly running = new Map<number, Running>();
  private available = false;
  private refresh: NodeJS.Timeout | undefined;
  private readonly offViewers: () => void;
  private stopped = false;

  constructor(private readonly deps: DemoVideoDeps) {
    this.offViewers = deps.hub.onViewers((roomId, viewers) => this.onViewers(roomId, viewers));
  }

  /** Looks for ffmpeg; the demo rooms play only when it runs. */
  async start(): Promise<void> {
    this.available = this.deps.enabled && await probeFfmpeg(this.deps.ffmpegPath);
    if (this.deps.enabled && !this.available) this.deps.log.warn(`demo video off: '${this.deps.ffmpegPath} -version' did not run (install ffmpeg: tests/setup-system.sh)`);
    if (this.available) {
      this.refresh = setInterval(() => this.rewriteTexts(), TEXT_REFRESH_MS);
      this.refresh.unref();
    }
  }

  /** ffmpeg found and DEMO_VIDEO on. */
  get on(): boolean {
    return this.available;
  }

  isDemoRoom(roomId: number): boolean {
    return this.deps.isDemoRoom ? this.deps.isDemoRoom(roomId) : this.deps.state().rooms[roomId]?.living === true;
  }

  /** Rooms pushing now. */
  rooms(): number[] {
    return [...this.running.keys()];
  }

  /** The ffmpeg child pushing the room, if any. */
  pid(roomId: number): number | undefined {
    return this.running.get(roomId)?.pusher.pid;
  }

  /** The card's text file of a pushing room (ffmpeg reads it every frame). */
  textFile(roomId: number): string | undefined {
    const entry = this.running.get(roomId);
    return entry && join(entry.dir, 'card.txt');
  }

  /** The HTTP-FLV route asks this for a room not streaming: start its pusher if it is a demo room. */
  demand(roomId: number): DemandResult {
    if (!this.isDemoRoom(roomId)) return 'not-demo';
    if (!this.available || this.stopped) return 'off';
    const running = this.running.get(roomId);
    if (running) {
      this.armIdle(roomId, running);
      return 'started';
    }
    if (this.running.size >= this.deps.max) return 'busy';
    this.launch(roomId);
    return 'started';
  }

  private launch(roomId: number): void {
    const dir = mkdtempSync(join(tmpdir(), `demo-card-${roomId}-`));
    const textFile = join(dir, 'card.txt');
    const text = this.cardText(roomId);
    writeFileSync(textFile, text);
    const pusher = new TestCardPusher({
      ffmpegPath: this.deps.ffmpegPath, rtmpUrl: this.deps.pushUrl(roomId), textFile,
      onExit: (code, signal, stderr) => {
        if (this.running.get(roomId)?.pusher === pusher) {
          // Not stopped by us: ffmpeg failed (or the ingest refused it).
          this.deps.log.warn(`demo video ${roomId}: ffmpeg exited (${signal ?? code})${stderr ? `: ${stderr.split('\n').slice(-3).join(' | ')}` : ''}`);
          this.forget(roomId);
          rmSync(dir, { recursive: true, force: true });
        }
      },
    });
    const entry: Running = { pusher, dir, lastText: text, idle: undefined };
    this.running.set(roomId, entry);
    pusher.start();
    // Stopped after idleMs unless a viewer comes: the one who asked attaches at the first keyframe, which a loaded
    // machine's ffmpeg may take longer than idleMs to send.
    this.armIdle(roomId, entry, Math.max(this.deps.idleMs, this.deps.startGraceMs ?? 0));
    this.deps.log.info(`demo video ${roomId}: pushing (ffmpeg pid ${pusher.pid}), ${this.running.size}/${this.deps.max} running`);
  }

  private cardText(roomId: number): string {
    return demoCardText(this.deps.state(), roomId, this.deps.feedNow()) ?? `直播间 ${roomId}`;
  }

  private rewriteTexts(): void {
    for (const [roomId, entry] of this.running) {
      const text = this.cardText(roomId);
      if (text === entry.lastText) continue;
      entry.lastText = text;
      // Atomic for drawtext's reload: it reads the old file or the new one, never half of one.
      const file = join(entry.dir, 'card.txt');
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
    }
  }

  private onViewers(roomId: number, viewers: number): void {
    const entry = this.running.get(roomId);
    if (!entry) return;
    if (viewers > 0) {
      if (entry.idle) clearTimeout(entry.idle);
      entry.idle = undefined;
    } else this.armIdle(roomId, entry);
  }

  private armIdle(roomId: number, entry: Running, ms = this.deps.idleMs): void {
    if (entry.idle) clearTimeout(entry.idle);
    entry.idle = undefined;
    if (this.deps.hub.viewerCount(roomId) > 0) return;
    entry.idle = setTimeout(() => {
      this.deps.log.info(`demo video ${roomId}: no viewer for ${ms / 1000} s, stopping`);
      void this.stopRoom(roomId);
    }, ms);
  }

  private forget(roomId: number): Running | undefined {
    const entry = this.running.get(roomId);
    if (!entry) return undefined;
    this.running.delete(roomId);
    if (entry.idle) clearTimeout(entry.idle);
    return entry;
  }

  async stopRoom(roomId: number): Promise<void> {
    const entry = this.forget(roomId);
    if (!entry) return;
    await entry.pusher.stop();
    rmSync(entry.dir, { recursive: true, force: true });
  }

  /** Kills every ffmpeg child and waits for them. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.offViewers();
    if (this.refresh) clearInterval(this.refresh);
    await Promise.all([...this.running.keys()].map((roomId) => this.stopRoom(roomId)));
  }
}

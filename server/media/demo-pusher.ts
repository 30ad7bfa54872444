// One test-card push: an ffmpeg child reading raw frames from Node (test-card.ts, paced to the wall clock) and
// drawing the card's text file over them (drawtext reload=1: rewriting the file changes the picture from the next
// frame), encoding for low cost and low delay (640×360, 25 fps, one keyframe a second, libx264 ultrafast
// zerolatency, silent AAC) and publishing to an RTMP URL — our own ingest, as an anchor's OBS would.
// The server's demo rooms (demo-video.ts) and `npm run demo:anchors` both use it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { CARD, FRAME_BYTES, testCardFrame } from './test-card';

export interface PushOptions {
  readonly ffmpegPath: string;
  readonly rtmpUrl: string;
  /** The card's text (UTF-8 lines); rewritten atomically by the owner (rename), read by ffmpeg every frame. */
  readonly textFile: string;
  /** ffmpeg ended (on its own or stopped); `stderr` is its last lines. */
  readonly onExit?: (code: number | null, signal: string | null, stderr: string) => void;
}

/** A CJK font via fontconfig (tests/setup-system.sh installs fonts-noto-cjk); drawtext falls back to its default. */
const FONT = 'Noto Sans CJK SC';
const FRAME_MS = 1000 / CARD.fps;
/** Frames Node may have queued in the pipe before it waits (ffmpeg behind: do not pile up). */
const MAX_QUEUED_FRAMES = 3;

export function ffmpegArgs(rtmpUrl: string, textFile: string): string[] {
  const text = `drawtext=font='${FONT}':textfile='${textFile}':reload=1:fontsize=30:fontcolor=white:line_spacing=12:x=40:y=72`;
  return [
    '-hide_banner', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-video_size', `${CARD.width}x${CARD.height}`, '-framerate', String(CARD.fps),
    '-i', 'pipe:0',
    '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono',
    '-filter_complex', `[0:v]${text}[v]`, '-map', '[v]', '-map', '1:a',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-threads', '1', '-pix_fmt', 'yuv420p',
    '-g', String(CARD.fps), '-keyint_min', String(CARD.fps), '-sc_threshold', '0',
    '-b:v', '500k', '-maxrate', '500k', '-bufsize', '500k',
    '-c:a', 'aac', '-b:a', '32k',
    '-f', 'flv', '-flvflags', 'no_duration_filesize', rtmpUrl,
  ];
}

export class TestCardPusher {
  private child: ChildProcess | undefined;
  private timer: NodeJS.Timeout | undefined;
  private exited: Promise<void> | undefined;
  private stderr = '';

  constructor(private readonly options: PushOptions) {}

  get running(): boolean {
    return this.child !== undefined;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    if (this.child) return;
    const child = spawn(this.options.ffmpegPath, ffmpegArgs(this.options.rtmpUrl, this.options.textFile), { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child = child;
    child.stderr!.on('data', (d: Buffer) => {
      this.stderr = (this.stderr + d.toString()).slice(-2_000);
    });
    child.stdin!.on('error', () => undefined); // EPIPE when ffmpeg dies first: 'exit' says why
    this.exited = new Promise((resolve) => {
      let done = false;
      const finish = (code: number | null, signal: string | null) => {
        if (done) return;
        done = true;
        if (this.timer) clearTimeout(this.timer);
        this.timer = undefined;
        this.child = undefined;
        // ffmpeg names the URL in its errors: the stream key's secret stays out of the logs.
        const { rtmpUrl } = this.options;
        const redacted = `${rtmpUrl.slice(0, rtmpUrl.lastIndexOf('/'))}/<key>`;
        this.options.onExit?.(code, signal, this.stderr.split(rtmpUrl).join(redacted).trim());
        resolve();
      };
      child.on('exit', finish);
      child.on('error', (err) => {
        this.stderr += `\n${err.message}`;
        finish(null, null);
      });
    });
    this.pace(child);
  }

  /** Frames due by the wall clock, each stamped as it is written; late ticks catch up a few frames, long stalls restart the count. */
  private pace(child: ChildProcess): void {
    let t0 = Date.now();
    let sent = 0;
    const tick = () => {
      if (this.child !== child) return;
      const now = Date.now();
      let due = Math.floor((now - t0) / FRAME_MS) + 1 - sent;
      if (due > CARD.fps) {
        // Stalled over a second (machine busy): start counting again rather than burst a second of frames.
        t0 = now;
        sent = 0;
        due = 1;
      }
      const stdin = child.stdin!;
      for (let i = 0; i < Math.min(due, MAX_QUEUED_FRAMES); i++) {
        if (stdin.writableLength > MAX_QUEUED_FRAMES * FRAME_BYTES) break;
        stdin.write(testCardFrame(sent, Date.now()));
        sent++;
      }
      const next = t0 + sent * FRAME_MS - Date.now();
      this.timer = setTimeout(tick, Math.max(1, next));
    };
    tick();
  }

  /** Ends ffmpeg: stdin closed and SIGTERM, SIGKILL after 2 s. Resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return this.exited;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    child.stdin!.destroy();
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 2_000);
    await this.exited;
    clearTimeout(kill);
  }
}

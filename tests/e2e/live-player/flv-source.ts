// Real FLV for the player's tests: each request for /live/<name>.flv gets its own ffmpeg (Debian's /usr/bin/ffmpeg)
// encoding a test card (testsrc2) and a 440 Hz tone, H.264 + AAC in FLV at real-time pace (-re), piped into the
// chunked HTTP answer — what our ingest serves a viewer. A stream can be stopped two ways, as a publisher leaving
// looks to a viewer: 'close' ends every open answer and refuses new ones (404); 'hang' freezes the encoders
// (SIGSTOP) so the connections stay open with nothing coming, and new requests get headers and nothing more.
import { spawn, type ChildProcess } from 'node:child_process';
import type { ServerResponse } from 'node:http';

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

const VIDEO_IN = ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'];
const AUDIO_IN = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];
// One keyframe a second and no B-frames: a viewer joining mid-stream waits at most a second for a picture.
const VIDEO_OUT = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '25', '-bf', '0'];
const AUDIO_OUT = ['-c:a', 'aac', '-b:a', '64k', '-ac', '2'];
const FLV_OUT = ['-f', 'flv', '-flvflags', 'no_duration_filesize', 'pipe:1'];

/** Streams named silent-… carry no audio track (an anchor pushing without sound). */
function ffmpegArgs(name: string): string[] {
  const silent = name.startsWith('silent-');
  return ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', ...VIDEO_IN, ...(silent ? [] : AUDIO_IN), ...VIDEO_OUT,
    ...(silent ? [] : AUDIO_OUT), ...FLV_OUT];
}

type StreamState = 'live' | 'closed' | 'hung';

interface Viewer { readonly ffmpeg: ChildProcess | null; readonly response: ServerResponse }

export class FlvSource {
  readonly #state = new Map<string, StreamState>();
  readonly #viewers = new Map<string, Set<Viewer>>();
  /** Requests per stream name, answered or not: the player's reconnect attempts. */
  readonly requests = new Map<string, number>();

  /** Streams named missing-… never exist (the contract's "a stream that does not exist"). */
  state(name: string): StreamState { return this.#state.get(name) ?? (name.startsWith('missing-') ? 'closed' : 'live'); }

  /** Answers GET /live/<name>.flv. */
  serve(name: string, response: ServerResponse): void {
    this.requests.set(name, (this.requests.get(name) ?? 0) + 1);
    const state = this.state(name);
    if (state === 'closed') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no such stream');
      return;
    }
    response.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
    if (state === 'hung') {
      this.#add(name, { ffmpeg: null, response });
      return;
    }
    const ffmpeg = spawn(FFMPEG, ffmpegArgs(name), { stdio: ['ignore', 'pipe', 'inherit'] });
    const viewer = { ffmpeg, response };
    this.#add(name, viewer);
    ffmpeg.stdout!.pipe(response);
    const done = () => {
      this.#viewers.get(name)?.delete(viewer);
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) ffmpeg.kill('SIGKILL');
    };
    response.on('close', done);
    ffmpeg.on('exit', () => { this.#viewers.get(name)?.delete(viewer); response.end(); });
  }

  stop(name: string, mode: 'close' | 'hang'): void {
    this.#state.set(name, mode === 'close' ? 'closed' : 'hung');
    for (const viewer of this.#viewers.get(name) ?? []) {
      if (mode === 'close') this.#end(viewer);
      else viewer.ffmpeg?.kill('SIGSTOP');
    }
  }

  /** The stream is back; connections frozen by a hang are ended (as an ingest drops a dead publisher's viewers). */
  resume(name: string): void {
    const was = this.state(name);
    this.#state.set(name, 'live');
    if (was === 'hung') for (const viewer of [...(this.#viewers.get(name) ?? [])]) this.#end(viewer);
  }

  close(): void {
    for (const viewers of this.#viewers.values()) for (const viewer of [...viewers]) this.#end(viewer);
  }

  #add(name: string, viewer: Viewer): void {
    if (!this.#viewers.has(name)) this.#viewers.set(name, new Set());
    this.#viewers.get(name)!.add(viewer);
  }

  /** Ends a viewer's answer cleanly (the FLV simply stops, as when the ingest's publisher leaves). */
  #end(viewer: Viewer): void {
    if (viewer.ffmpeg && viewer.ffmpeg.exitCode === null && viewer.ffmpeg.signalCode === null) {
      viewer.ffmpeg.kill('SIGKILL'); // its exit ends the answer
    } else {
      viewer.response.end();
    }
  }
}

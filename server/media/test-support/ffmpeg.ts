// Real ffmpeg pushes and HTTP-FLV reads for the media tests: an encoder publishing a short generated stream to the
// ingest as OBS would, and a viewer reading /live/<roomId>.flv through our own FLV parser.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { FlvTag } from '../flv';
import { FlvParser, TAG, isAvcSequenceHeader, isKeyframe } from '../flv';

export interface Push {
  readonly child: ChildProcess;
  /** ffmpeg's exit code and its error output. */
  readonly exited: Promise<{ code: number | null; stderr: string }>;
  stop(): Promise<void>;
}

/** ffmpeg publishing `seconds` of a lavfi test pattern and tone (real time, 1 s GOP) to an RTMP URL. */
export function pushTestPattern(rtmpUrl: string, seconds = 30): Push {
  const child = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-threads', '1',
    '-c:a', 'aac', '-b:a', '32k', '-f', 'flv', rtmpUrl,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  return {
    child, exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface FlvRead {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  /** The body when it is not FLV (a JSON error). */
  readonly text: string;
  readonly tags: FlvTag[];
  /** The response ended (the publisher stopped) rather than the reader having enough. */
  readonly ended: boolean;
}

/** GETs an HTTP-FLV URL and reads tags until `enough` says so (or the stream ends, or the time runs out). */
export function readFlv(url: string, enough: (tags: FlvTag[]) => boolean, timeoutMs = 20_000, headers: Record<string, string> = {}): Promise<FlvRead> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers }, (res) => {
      const tags: FlvTag[] = [];
      const parser = new FlvParser();
      let text = '';
      let settled = false;
      const finish = (ended: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        res.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, tags, ended });
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const flv = res.headers['content-type'] === 'video/x-flv';
      res.on('data', (d: Buffer) => {
        if (!flv) {
          text += d.toString();
          return;
        }
        tags.push(...parser.push(d));
        if (enough(tags)) finish(false);
      });
      res.on('end', () => finish(true));
      res.on('error', () => finish(true));
      res.on('close', () => finish(true));
    });
    req.on('error', reject);
  });
}

export const videoTags = (tags: FlvTag[]) => tags.filter((t) => t.type === TAG.video && !isAvcSequenceHeader(t.data));
export const keyframes = (tags: FlvTag[]) => tags.filter((t) => t.type === TAG.video && isKeyframe(t.data));

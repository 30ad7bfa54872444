// Records every frame the event log stamps (the silent catch-up too, so the file replays a whole day) to a
// fixture file. Frames are kept in memory and written on flush (shutdown), atomically via a temporary file.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { shanghaiDate, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { writeFixture } from '../../engine/wire';
import { PROTOCOL_VERSION } from '../../proto/version';
import type { EventLog } from './event-log';

export interface Recorder {
  /** Writes what was recorded so far; the file is complete after each flush. */
  flush(): Promise<void>;
  readonly frameCount: number;
}

export function recordTo(log: EventLog, path: string, seed: string): Recorder {
  const frames: Uint8Array[] = [];
  let firstTs: number | undefined;
  log.subscribe((batch) => {
    firstTs ??= batch.events[0]?.ts;
    frames.push(...batch.frames());
  });
  return {
    get frameCount() {
      return frames.length;
    },
    async flush() {
      if (firstTs === undefined) return;
      const bytes = writeFixture({
        protocolVersion: PROTOCOL_VERSION, seed, date: shanghaiDate(firstTs), startTs: shanghaiMidnight(firstTs),
        generator: `server recorder (stream ${log.stream})`, frameCount: frames.length,
      }, frames);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    },
  };
}

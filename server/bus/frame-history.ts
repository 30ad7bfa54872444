// Frames a reconnecting client missed, read back from the bus (when the gateway's own recent frames do not
// reach back far enough): exactly afterSeq+1 … toSeq of one stream, or nothing.
import type { Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import type { BusFrame, FrameBus } from './frame-bus';

export interface FrameHistory {
  /** Frames afterSeq+1 … toSeq of `stream`, every one of them; undefined when the bus no longer holds them all. */
  read(stream: string, afterSeq: number, toSeq: number): Promise<readonly BusFrame[] | undefined>;
}

export function busHistory(bus: FrameBus, timers: Scheduler, timeoutMs = 5_000): FrameHistory {
  return {
    async read(stream, afterSeq, toSeq) {
      if (toSeq <= afterSeq) return [];
      const oldest = await bus.oldestSeq(stream);
      if (oldest === undefined || oldest > afterSeq + 1) return undefined;
      return new Promise((resolve) => {
        const out: BusFrame[] = [];
        const finish = (result: readonly BusFrame[] | undefined) => {
          sub.stop();
          cancel();
          resolve(result);
        };
        const sub = bus.subscribe({ stream, seq: afterSeq + 1 }, (frames) => {
          for (const f of frames) {
            // Anything but the next frame of this stream (the stream moved on, or frames went meanwhile): give up.
            if (f.stream !== stream || f.seq !== afterSeq + 1 + out.length) return finish(undefined);
            out.push(f);
            if (f.seq === toSeq) return finish(out);
          }
        }, () => finish(undefined));
        const cancel = after(timers, timeoutMs, () => finish(undefined));
      });
    },
  };
}

// A FrameSource the test drives by hand: it sends what it is told to and counts resync requests.
import type { FeedEvent } from '../../core';
import { encodeEventFrame, packetOf } from '../../wire';
import type { FrameSink, FrameSource, SourceStatus } from '../source/frame-source';

export class ScriptedSource implements FrameSource {
  sink: FrameSink | undefined;
  resyncs = 0;
  /** What resync() answers. */
  canResync = true;
  stopped = false;

  constructor(private readonly clock: () => number = () => 0) {}

  start(sink: FrameSink): void {
    this.sink ??= sink;
  }

  stop(): void {
    this.stopped = true;
    this.sink?.status({ state: 'closed', code: 1000, reason: 'stopped', retryAt: null });
  }

  resync(): boolean {
    if (this.canResync) this.resyncs++;
    return this.canResync;
  }

  now(): number {
    return this.clock();
  }

  /** One packet of the events' frames. */
  send(...events: FeedEvent[]): void {
    this.sink?.packet(packetOf(events.map(encodeEventFrame)));
  }

  sendBytes(bytes: Uint8Array): void {
    this.sink?.packet(bytes);
  }

  setStatus(status: SourceStatus): void {
    this.sink?.status(status);
  }
}

// A FeedSource a test drives by hand: it pushes exactly what the test says, when it says.
import type { FeedEvent } from '../../engine/core';
import type { FeedSink, FeedSource } from '../feed/feed-source';

export class ManualSource implements FeedSource {
  readonly kind = 'manual';
  private sink: FeedSink | undefined;

  constructor(private readonly catchUp: readonly FeedEvent[] = [], private readonly clock: () => number = Date.now) {}

  start(sink: FeedSink): void {
    this.sink = sink;
    if (this.catchUp.length > 0) sink.push(this.catchUp, false);
  }

  stop(): void {
    this.sink = undefined;
  }

  now(): number {
    return this.clock();
  }

  emit(events: readonly FeedEvent[]): void {
    this.sink?.push(events, true);
  }
}

// A generated match day (engine/core's feedArb, fixed seed) and its recording as a fixture file. feedArb's
// days are small, so several are joined: the first one's two list snapshots, then the deltas of all of them,
// stamped with consecutive seqs one second apart.
import fc from 'fast-check';
import { PROTOCOL_VERSION } from '../../../proto/version';
import type { FeedEvent } from '../../core';
import { feedArb, stamp } from '../../core/test-support/world';
import { encodeEventFrame, writeFixture } from '../../wire';

export function sampleDay(seed = 20_251_122, minEvents = 120): FeedEvent[] {
  const days = fc.sample(feedArb, { seed, numRuns: 100 });
  const events: FeedEvent[] = days[0].slice(0, 2);
  for (const day of days) {
    events.push(...day.slice(2));
    if (events.length >= minEvents) break;
  }
  return stamp(events);
}

export function fixtureOf(day: readonly FeedEvent[]): Uint8Array {
  const header = {
    protocolVersion: PROTOCOL_VERSION, seed: 'sample', date: '2026-11-18', startTs: day[0]?.ts ?? 0,
    generator: 'engine/worker/test-support', frameCount: day.length,
  };
  return writeFixture(header, day.map(encodeEventFrame));
}

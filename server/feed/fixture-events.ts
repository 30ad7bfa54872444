// A recorded fixture's envelopes → feed events. A frame that does not decode is counted and skipped [RT-11].
import type { FeedEvent } from '../../engine/core';
import type { Fixture, FrameError } from '../../engine/wire';
import { decodeEnvelope, decodeFrame } from '../../engine/wire';

export interface FixtureEvents {
  readonly events: FeedEvent[];
  readonly errors: FrameError[];
}

export function eventsOfFixture(fixture: Fixture): FixtureEvents {
  const events: FeedEvent[] = [];
  const errors: FrameError[] = [];
  for (const bytes of fixture.frames) {
    let r;
    try {
      r = decodeFrame(decodeEnvelope(bytes), 'down');
    } catch (err) {
      errors.push({ reason: 'packet', code: 0, seq: 0, detail: err instanceof Error ? err.message : String(err) });
      continue;
    }
    if (!r.ok) errors.push(r.error);
    else if ('event' in r) events.push(r.event);
  }
  return { events, errors };
}

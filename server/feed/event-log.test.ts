import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY_MS, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { readFixture } from '../../engine/wire';
import { sampleFixture } from '../test-support/sample-day';
import { ManualScheduler } from '../../engine/time';
import { EventLog } from './event-log';
import { eventsOfFixture } from './fixture-events';
import { recordTo } from './recorder';
import { createReplaySource } from './replay-source';

const START = Date.UTC(2025, 2, 15, 7); // 15:00 in Asia/Shanghai

function replayInto(log: EventLog, loop: boolean) {
  const timers = new ManualScheduler(START);
  const source = createReplaySource({ fixture: sampleFixture('2024-06-01'), timers, speed: 600, loop });
  source.start(log);
  return { timers, source };
}

describe('event log', () => {
  it('[SK-4] re-stamps every event with its own stream and seq 1, 2, 3 … across a loop', () => {
    const log = new EventLog('srv-test');
    const seen: number[] = [];
    log.subscribe((b) => seen.push(...b.events.map((e) => e.seq)));
    const { timers } = replayInto(log, true);
    timers.advance((shanghaiMidnight(START) + 2 * DAY_MS - START) / 600); // into the day after tomorrow
    expect(seen).toEqual(seen.map((_, i) => i + 1));
    expect(log.seq).toBe(seen.length);
    expect(log.state.stream).toBe('srv-test');
    expect(log.snapshot('football', 0)).toMatchObject({ stream: 'srv-test', seq: seen.length });
  });

  it('stops at the end of the day without loop', () => {
    const log = new EventLog('srv-test');
    const { timers } = replayInto(log, false);
    timers.advance(DAY_MS);
    expect(timers.pending).toBe(0);
    expect(log.seq).toBe(sampleFixture('2024-06-01').frames.length);
  });

  it('encodes a batch once, whoever asks', () => {
    const log = new EventLog('srv-test');
    const got: (readonly Uint8Array[])[] = [];
    log.subscribe((b) => got.push(b.frames()));
    log.subscribe((b) => got.push(b.frames()));
    replayInto(log, false);
    expect(got[0]).toBe(got[1]);
  });

  it('the recorder writes a fixture that replays to the same events', async () => {
    const log = new EventLog('srv-test');
    const path = join(mkdtempSync(join(tmpdir(), 'rec-')), 'day.lsfx');
    const recorder = recordTo(log, path, 'test');
    const { timers } = replayInto(log, true);
    timers.advance(60_000);
    await recorder.flush();
    const fixture = readFixture(new Uint8Array(await readFile(path)));
    expect(fixture.header.frameCount).toBe(log.seq);
    const { events, errors } = eventsOfFixture(fixture);
    expect(errors).toEqual([]);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  });
});

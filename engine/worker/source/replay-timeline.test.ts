import { describe, expect, it } from 'vitest';
import { encodeEventFrame } from '../../wire';
import { fixtureOf, sampleDay } from '../test-support/sample-day';
import { indexAfter, timelineOf } from './replay-timeline';
import { ManualScheduler } from '../../time/manual-scheduler';
import { Playhead } from './playhead';

describe('replay timeline', () => {
  it('keeps every recorded envelope byte for byte, with its recorded time', () => {
    const day = sampleDay();
    const t = timelineOf(fixtureOf(day));
    if (!t.ok) throw new Error(t.reason);
    expect(t.frames.map((f) => f.bytes)).toEqual(day.map(encodeEventFrame));
    expect(t.frames.map((f) => f.ts)).toEqual(day.map((e) => e.ts));
  });

  it('a file that is not a recording is a value, not an exception', () => {
    expect(timelineOf(new Uint8Array([1, 2, 3]))).toMatchObject({ ok: false, reason: expect.stringContaining('magic') });
  });

  it('indexAfter finds the first frame later than a time', () => {
    const frames = [10, 20, 20, 30].map((ts) => ({ ts, bytes: new Uint8Array() }));
    expect([0, 10, 15, 20, 29, 30, 99].map((ts) => indexAfter(frames, ts))).toEqual([0, 1, 1, 3, 3, 4, 4]);
  });
});

describe('playhead', () => {
  it('moves speed× the clock while playing, and not at all while paused', () => {
    const clock = new ManualScheduler(1_000);
    const head = new Playhead(clock, 50_000, 60);
    expect(head.delayUntil(50_600)).toBe(Infinity);
    head.play();
    clock.advance(10);
    expect(head.position()).toBe(50_600);
    head.pause();
    clock.advance(1_000);
    expect(head.position()).toBe(50_600);
    head.play();
    head.setSpeed(0.5);
    expect(head.delayUntil(50_601)).toBe(2);
    clock.advance(2);
    expect(head.position()).toBe(50_601);
  });
});

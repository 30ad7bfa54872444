import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { RETRACTION_MARK_MS, RetractionMarks } from './retraction-marks';

describe('RetractionMarks', () => {
  it('marks a row for a while after its goal is taken back; a second retraction restarts the mark', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const marks = new RetractionMarks(clock);
    let heard = 0;
    marks.subscribe(() => { heard++; });
    marks.mark('football', 5);
    expect(marks.has('football', 5)).toBe(true);
    expect(marks.has('basketball', 5)).toBe(false);
    clock.advance(RETRACTION_MARK_MS - 1000);
    marks.mark('football', 5);
    clock.advance(RETRACTION_MARK_MS - 1);
    expect(marks.has('football', 5)).toBe(true);
    clock.advance(1);
    expect(marks.has('football', 5)).toBe(false);
    expect(heard).toBe(3);
    expect(clock.pending).toBe(0);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

type Marks = typeof import('./open-marks');
let marks: Marks;

beforeEach(async () => {
  vi.resetModules(); // the marks are the module's own: one engine, one set
  marks = await import('./open-marks');
});

describe('engine open marks', () => {
  it('notes each stage once, at its first time, on the wall clock', () => {
    marks.markEngineOpen('socket-open');
    const first = marks.engineOpenMarks()[0];
    marks.markEngineOpen('socket-open');
    expect(marks.engineOpenMarks()).toEqual([first]);
    expect(Math.abs(first.at - (performance.timeOrigin + performance.now()))).toBeLessThan(1_000);
  });

  it('a patch after lists were folded is also the fold\'s patch; one before it is not', () => {
    marks.markPatchDelivered();
    expect(marks.engineOpenMarks().map((m) => m.stage)).toEqual(['first-patch']);
    marks.markEngineOpen('first-fold', undefined);
    marks.markPatchDelivered();
    expect(marks.engineOpenMarks().map((m) => m.stage)).toEqual(['first-patch', 'first-fold', 'fold-patch']);
  });

  it('keeps a stage\'s detail', () => {
    marks.markEngineOpen('warm-read', 'cold');
    expect(marks.engineOpenMarks()[0]).toMatchObject({ stage: 'warm-read', detail: 'cold' });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

type Marks = typeof import('./open-marks');
let marks: Marks;

beforeEach(async () => {
  performance.clearMarks();
  vi.resetModules();
  marks = await import('./open-marks');
});

describe('page open marks', () => {
  it('marks a stage once, and reads the engine\'s marks onto this page\'s timeline', async () => {
    marks.markOpen('entry');
    marks.markOpen('entry');
    const at = performance.timeOrigin + performance.now() - 5;
    marks.engineOpenMarksFrom(async () => [{ stage: 'socket-open', at }, { stage: 'warm-read', at, detail: 'warm' }]);
    const read = await marks.readOpenMarks();
    expect(read.filter((m) => m.name === 'open:entry')).toHaveLength(1);
    const socket = read.find((m) => m.name === 'open:engine:socket-open')!;
    expect(socket.startTime).toBeCloseTo(at - performance.timeOrigin, 3);
    expect(read.find((m) => m.name === 'open:engine:warm-read')!.detail).toBe('warm');
  });

  it('an engine that does not answer leaves the page\'s own marks', async () => {
    marks.markOpen('app-start');
    marks.engineOpenMarksFrom(() => Promise.reject(new Error('gone')));
    expect((await marks.readOpenMarks()).map((m) => m.name)).toEqual(['open:app-start']);
  });
});

import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { ReasonLog } from './reason-log';

describe('ReasonLog', () => {
  it('writes the first line of a reason at once, counts the rest of its window and sums them up when it ends', () => {
    const lines: string[] = [];
    const clock = new ManualScheduler(0);
    const log = new ReasonLog((l) => lines.push(l), clock, 'rtmp', 10_000);
    for (let i = 0; i < 5; i++) log.note('refused: full', `rtmp peer ${i}: refused, full`);
    log.note('closed: late', 'rtmp peer 9: closed, late');
    expect(lines).toEqual(['rtmp peer 0: refused, full', 'rtmp peer 9: closed, late']);
    clock.advance(10_000);
    expect(lines.slice(2)).toEqual(['rtmp: 4 more refused: full in the last 10 s (not logged one by one)']);
    log.note('refused: full', 'rtmp peer 6: refused, full');
    expect(lines.at(-1)).toBe('rtmp peer 6: refused, full'); // a new window
    log.note('refused: full', 'rtmp peer 7: refused, full');
    log.close();
    expect(lines.at(-1)).toBe('rtmp: 1 more refused: full in the last 10 s (not logged one by one)');
    clock.advance(10_000);
    expect(lines).toHaveLength(5);
  });
});

// The spoiler guard on a hand-driven clock (issue #14): with the stream's latency set, the panel's view and the
// room's pop-ups come out that much later, in order, each pop-up with the view that has its goal; no latency, at once.
import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../../engine/core';
import { ManualScheduler } from '../../../engine/time';
import { SpoilerGuard } from './spoiler-guard';

const goal: Trigger = { kind: 'goal', sport: 'football', matchId: 7, sides: ['home'], at: 0, room: 880001 };

function world() {
  const clock = new ManualScheduler(1_000_000);
  const popped: { triggers: readonly Trigger[]; view: string }[] = [];
  const guard = new SpoilerGuard<string>(clock, '0-0', (triggers, view) => popped.push({ triggers, view }));
  return { clock, popped, guard };
}

describe('the spoiler guard', () => {
  it('holds the panel and the goal pop-up back by the latency, and lets the pop-up out with the view that has its goal', () => {
    const { clock, popped, guard } = world();
    guard.setDelay(2100);
    guard.view('1-0');
    guard.triggers([goal]);
    clock.advance(2000);
    expect([guard.current(), popped]).toEqual(['0-0', []]);
    clock.advance(100);
    expect(guard.current()).toBe('1-0');
    expect(popped).toEqual([{ triggers: [goal], view: '1-0' }]);
  });

  it('no latency (no player yet): at once; a shorter latency lets out what it no longer holds', () => {
    const { clock, popped, guard } = world();
    guard.view('1-0');
    expect(guard.current()).toBe('1-0');
    guard.setDelay(5000);
    guard.view('2-0');
    clock.advance(1000);
    expect(guard.current()).toBe('1-0');
    guard.setDelay(500);
    expect(guard.current()).toBe('2-0');
    expect(popped).toEqual([]);
  });
});

// The spoiler guard's delay line as properties (issue #14): what it lets out is its input shifted by the delay —
// every update that arrived at least `delay` before the moment, none later — in arrival order, each once, and
// the state shown is the latest of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delayLine, nextDue, push, release } from './delay-line';

type Step = { readonly kind: 'push'; readonly gap: number } | { readonly kind: 'release'; readonly gap: number };

const steps = fc.array(fc.oneof(
  fc.record({ kind: fc.constant('push' as const), gap: fc.integer({ min: 0, max: 3000 }) }),
  fc.record({ kind: fc.constant('release' as const), gap: fc.integer({ min: 0, max: 3000 }) }),
), { maxLength: 60 });

/**
 * Runs the steps on one clock: pushes stamped values 0, 1, 2 …; answers the arrivals and, for each release, what it
 * let out and the arrivals before it (a push at the same instant but after the release is not yet in the line).
 */
function run(script: readonly Step[], delay: number) {
  let line = delayLine(-1);
  let now = 0;
  const arrivals: { at: number; value: number }[] = [];
  const releases: { now: number; released: readonly number[]; current: number; arrived: number }[] = [];
  for (const step of script) {
    now += step.gap;
    if (step.kind === 'push') {
      line = push(line, now, arrivals.length);
      arrivals.push({ at: now, value: arrivals.length });
    } else {
      const r = release(line, now, delay);
      line = r.line;
      releases.push({ now, released: r.released, current: line.current, arrived: arrivals.length });
    }
  }
  return { arrivals, releases, line };
}

describe('the spoiler guard delay line', () => {
  it('lets out exactly the input shifted by the delay: by each moment, every update that arrived ≥ delay before it, in order, each once', () => {
    fc.assert(fc.property(steps, fc.integer({ min: 0, max: 5000 }), (script, delay) => {
      const { arrivals, releases } = run(script, delay);
      const seen: number[] = [];
      for (const r of releases) {
        seen.push(...r.released);
        const due = arrivals.slice(0, r.arrived).filter((a) => a.at <= r.now - delay).map((a) => a.value);
        expect(seen).toEqual(due); // shifted by the delay, order kept, nothing twice, nothing early
      }
    }));
  });

  it('the state shown is the latest released update (the initial one before any)', () => {
    fc.assert(fc.property(steps, fc.integer({ min: 0, max: 5000 }), (script, delay) => {
      const { arrivals, releases } = run(script, delay);
      for (const r of releases) {
        const due = arrivals.slice(0, r.arrived).filter((a) => a.at <= r.now - delay);
        expect(r.current).toBe(due.at(-1)?.value ?? -1);
      }
    }));
  });

  it('a push at the instant of a release, after it, waits for the next release (seed -570946258)', () => {
    const { releases } = run([{ kind: 'release', gap: 0 }, { kind: 'push', gap: 0 }, { kind: 'release', gap: 0 }], 0);
    expect(releases.map((r) => r.current)).toEqual([-1, 0]);
    expect(releases.map((r) => r.released)).toEqual([[], [0]]);
  });

  it('with no delay every update is out at its own moment; nextDue says when the oldest held one is', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 5000 }), (gaps, delay) => {
      let line = delayLine(-1);
      let now = 0;
      gaps.forEach((gap, i) => {
        now += gap;
        line = push(line, now, i);
        expect(nextDue(line, delay)).toBe(line.pending[0].at + delay);
        const immediate = release(line, now, 0);
        expect(immediate.line.current).toBe(i);
        expect(immediate.line.pending).toEqual([]);
      });
    }));
  });

  it('a shorter delay releases at once what it no longer holds; a late arrival stamp keeps the order', () => {
    let line = delayLine('start');
    line = push(line, 1000, 'a');
    line = push(line, 2000, 'b');
    expect(release(line, 2500, 2000).released).toEqual([]);
    expect(release(line, 2500, 500).released).toEqual(['a', 'b']);
    line = push(line, 1500, 'c'); // stamped before b: taken as at b's time
    expect(line.pending.map((p) => p.at)).toEqual([1000, 2000, 2000]);
  });
});

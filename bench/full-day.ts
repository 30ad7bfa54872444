// The recorded full day the benchmarks run on: generated once per seed into fixtures/generated/ (git-ignored). The
// smoke forms (bench/options.ts) run on the start of the small day the repository ships instead: no generation, and
// a few thousand frames.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATOR_VERSION, generateDayBytes } from '../fixtures/generator';
import { readFixture, writeFixture } from '../engine/wire';
import type { Fixture } from '../engine/wire';

export const BENCH_SEED = 'bench';
export const BENCH_DATE = '2026-11-21';

/** Named for the generator version too: a cached day of an older generator is not what the benches should run. */
export function fullDayPath(seed = BENCH_SEED): string {
  const version = GENERATOR_VERSION.replace(/\W+/g, '-');
  return join(import.meta.dirname, '..', 'fixtures', 'generated', `full-${seed}-${BENCH_DATE}-${version}.lsfx`);
}

export function loadFullDay(seed = BENCH_SEED): { bytes: Uint8Array; fixture: Fixture } {
  const path = fullDayPath(seed);
  if (!existsSync(path)) {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, generateDayBytes({ seed, date: BENCH_DATE }));
  }
  const bytes = new Uint8Array(readFileSync(path));
  return { bytes, fixture: readFixture(bytes) };
}

export const SMALL_DAY_PATH = join(import.meta.dirname, '..', 'fixtures', 'days', 'small.lsfx');
/** The smoke forms' day: this many frames from the small day's start (its list snapshots and first events). */
export const SMOKE_FRAMES = 2_000;

/**
 * The full day, or with `smoke` the start of the repository's small day (as a fixture file of its own): its first
 * `smokeFrames` frames (Infinity: all of it).
 */
export function loadBenchDay(smoke: boolean, smokeFrames = SMOKE_FRAMES): { bytes: Uint8Array; fixture: Fixture; name: string } {
  if (!smoke) return { ...loadFullDay(), name: 'full day' };
  const small = readFixture(new Uint8Array(readFileSync(SMALL_DAY_PATH)));
  if (smokeFrames >= small.frames.length) return { bytes: writeFixture(small.header, small.frames), fixture: small, name: 'smoke: the small day' };
  const bytes = writeFixture(small.header, small.frames.slice(0, smokeFrames));
  return { bytes, fixture: readFixture(bytes), name: `smoke: the small day's first ${smokeFrames} frames` };
}

// The recorded full day the benchmarks run on: generated once per seed into fixtures/generated/ (git-ignored).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATOR_VERSION, generateDayBytes } from '../fixtures/generator';
import { readFixture } from '../engine/wire';
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

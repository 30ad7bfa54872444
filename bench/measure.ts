// Timing helpers: warm up (at least WARMUP_MS), then repeat a whole pass until enough time has gone by; report the best pass
// (the least disturbed by the other core's work) and the median, by the wall clock — and by this process's CPU
// time, which other processes on a loaded machine do not inflate (a whole-day pass of several hundred ms
// rarely runs undisturbed there, while a short anchor pass often does, which skews wall-clock ratios).

export interface Rate {
  /** Items per second in the best pass. */
  readonly best: number;
  readonly median: number;
  readonly passes: number;
  /** Items per second of this process's CPU time (all its threads: the GC's too) in the best pass. */
  readonly cpuBest: number;
}

/**
 * How long a pass is warmed up before it is measured. A whole-day pipeline pass reaches its steady speed only after
 * 10–20 passes (V8 tiers its hot functions up and settles the heap's size), while a decode loop does after a few;
 * timing both after 2 passes measured the pipeline's warm-up against the anchor's steady state (ingest read
 * 28 % where the same code runs at 40 % once warm).
 */
export const WARMUP_MS = 3000;

/** How long measureRate warms up and measures: at least `warmup` passes and `warmupMs`, then `minMs` (and 3 passes). */
export interface Timing {
  readonly minMs: number;
  readonly warmup: number;
  readonly warmupMs: number;
}

export const FULL_TIMING: Timing = { minMs: 2000, warmup: 2, warmupMs: WARMUP_MS };
/** The smoke form's (bench/options.ts): one pass of warm-up, three measured. */
export const SMOKE_TIMING: Timing = { minMs: 0, warmup: 1, warmupMs: 0 };

export function measureRate(items: number, pass: () => void, timing: Partial<Timing> = {}): Rate {
  const { minMs, warmup, warmupMs } = { ...FULL_TIMING, ...timing };
  const warming = performance.now();
  for (let i = 0; i < warmup || performance.now() - warming < warmupMs; i++) pass();
  const rates: number[] = [];
  let cpuBest = 0;
  const started = performance.now();
  while (performance.now() - started < minMs || rates.length < 3) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    pass();
    rates.push(items / ((performance.now() - t0) / 1000));
    const cpu = process.cpuUsage(c0);
    cpuBest = Math.max(cpuBest, items / ((cpu.user + cpu.system) / 1e6));
  }
  rates.sort((a, b) => a - b);
  return { best: rates[rates.length - 1], median: rates[Math.floor(rates.length / 2)], passes: rates.length, cpuBest };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;

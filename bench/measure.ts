// Timing helpers: warm up, then repeat a whole pass until enough time has gone by; report the best pass
// (the least disturbed by the other core's work) and the median.

export interface Rate {
  /** Items per second in the best pass. */
  readonly best: number;
  readonly median: number;
  readonly passes: number;
}

export function measureRate(items: number, pass: () => void, minMs = 2000, warmup = 2): Rate {
  for (let i = 0; i < warmup; i++) pass();
  const rates: number[] = [];
  const started = performance.now();
  while (performance.now() - started < minMs || rates.length < 3) {
    const t0 = performance.now();
    pass();
    rates.push(items / ((performance.now() - t0) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { best: rates[rates.length - 1], median: rates[Math.floor(rates.length / 2)], passes: rates.length };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;

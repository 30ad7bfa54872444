// Figures of the UI bench, computed in Node from what the page recorded: frame intervals from requestAnimationFrame
// timestamps, quantiles, and the deltas of Chrome's Performance.getMetrics counters.

export const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** Intervals between consecutive frames whose timestamps fall in [from, to]. */
export function frameIntervals(frames: readonly number[], from: number, to: number): number[] {
  const inside = frames.filter((t) => t >= from && t <= to);
  return inside.slice(1).map((t, i) => t - inside[i]);
}

export interface FrameFigures {
  readonly frames: number;
  readonly fps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export function frameFigures(intervals: readonly number[], spanMs: number): FrameFigures {
  return {
    frames: intervals.length, fps: intervals.length / (spanMs / 1000),
    p50: quantile(intervals, 0.5), p95: quantile(intervals, 0.95), p99: quantile(intervals, 0.99), max: intervals.length ? Math.max(...intervals) : NaN,
  };
}

/** Performance.getMetrics as name → value (durations in seconds). */
export type Metrics = Record<string, number>;

export function metricsOf(answer: { metrics: readonly { name: string; value: number }[] }): Metrics {
  return Object.fromEntries(answer.metrics.map((m) => [m.name, m.value]));
}

/** Milliseconds a duration counter grew by between two readings. */
export const grewMs = (before: Metrics, after: Metrics, name: string): number => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;

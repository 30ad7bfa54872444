// The live-data review's figures as the page writes them: durations in 时/分/秒, counts in 万 past 10 000 [FM-1].
// Pure.
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  if (h > 0) return `${h}小时${m}分`;
  if (m > 0) return `${m}分${r}秒`;
  return `${r}秒`;
}

export function countText(n: number): string {
  return n >= 10_000 ? `${Math.floor(n / 1000) / 10}万` : String(n);
}

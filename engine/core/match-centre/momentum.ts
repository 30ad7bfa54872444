// Attack momentum (the SofaScore-style graph, matchTrendData): one value per minute from that minute's own
// pressure — attacks, dangerous attacks, shots, goals — positive when home pressed, negative when away did.
import type { MomentumPoint, PressureCounts } from './types';

/** Extra stat types the generator sends beside SPEC §3's (the data provider's numbering): attacks, dangerous attacks. */
export const PRESSURE_STAT = { attacks: 23, dangerous: 24 } as const;

const weight = (c: PressureCounts) => c.attacks + 3 * c.dangerous + 6 * c.shots + 12 * c.goals;

/** −100…100: the home share of the minute's weighted pressure minus the away share (a quiet minute stays near 0). */
export function momentumValue(home: PressureCounts, away: PressureCounts): number {
  const h = weight(home);
  const a = weight(away);
  return Math.round((100 * (h - a)) / Math.max(h + a, 8));
}

/** Sort key of a point: minute, then added minute. */
export const momentumKey = (p: Pick<MomentumPoint, 'minute' | 'addTime'>): number => p.minute * 100 + p.addTime;

/** Whether `points` only add later minutes, in order, after `current` (the feed's usual frame: a plain append). */
export function appendsMomentum(current: readonly MomentumPoint[], points: readonly MomentumPoint[]): boolean {
  let last = current.length ? momentumKey(current[current.length - 1]) : -1;
  for (const p of points) {
    const k = momentumKey(p);
    if (k <= last) return false;
    last = k;
  }
  return true;
}

/** `points` merged into `current` (same minute replaced), in minute order; the inputs are not changed. */
export function mergeMomentum(current: readonly MomentumPoint[], points: readonly MomentumPoint[]): MomentumPoint[] {
  if (appendsMomentum(current, points)) return [...current, ...points];
  const byKey = new Map<number, MomentumPoint>();
  for (const p of current) byKey.set(momentumKey(p), p);
  for (const p of points) byKey.set(momentumKey(p), p);
  return [...byKey.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

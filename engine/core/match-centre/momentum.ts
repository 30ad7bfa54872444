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

/** `points` merged into `current` (same minute replaced), in minute order; the inputs are not changed. */
export function mergeMomentum(current: readonly MomentumPoint[], points: readonly MomentumPoint[]): MomentumPoint[] {
  const byKey = new Map<number, MomentumPoint>();
  for (const p of current) byKey.set(momentumKey(p), p);
  for (const p of points) byKey.set(momentumKey(p), p);
  return [...byKey.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

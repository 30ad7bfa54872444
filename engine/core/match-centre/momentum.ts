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
  // `|| 0`: Math.round(-0.4) is -0, which the packed store (an Int32Array) cannot hold — a value reads back as 0.
  return Math.round((100 * (h - a)) / Math.max(h + a, 8)) || 0;
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

/**
 * How the state keeps a match's momentum: one Int32Array, 11 numbers a point (minute, addTime, value, then home
 * and away attacks, dangerous, shots, goals), in minute order. A day holds ~30 000 points; as objects (three per
 * point) they were what the young generation had to copy and promote (the detail logs' reason, detail-log.ts).
 */
export type PackedMomentum = Int32Array;
export const POINT_SIZE = 11;
export const EMPTY_MOMENTUM: PackedMomentum = new Int32Array(0);

function write(out: Int32Array, at: number, p: MomentumPoint): void {
  out[at] = p.minute; out[at + 1] = p.addTime; out[at + 2] = p.value;
  out[at + 3] = p.home.attacks; out[at + 4] = p.home.dangerous; out[at + 5] = p.home.shots; out[at + 6] = p.home.goals;
  out[at + 7] = p.away.attacks; out[at + 8] = p.away.dangerous; out[at + 9] = p.away.shots; out[at + 10] = p.away.goals;
}

export function packMomentum(points: readonly MomentumPoint[]): PackedMomentum {
  const out = new Int32Array(points.length * POINT_SIZE);
  points.forEach((p, i) => write(out, i * POINT_SIZE, p));
  return out;
}

export function unpackMomentum(packed: PackedMomentum): MomentumPoint[] {
  const out: MomentumPoint[] = [];
  for (let at = 0; at < packed.length; at += POINT_SIZE) {
    const x = packed;
    out.push({
      minute: x[at], addTime: x[at + 1], value: x[at + 2],
      home: { attacks: x[at + 3], dangerous: x[at + 4], shots: x[at + 5], goals: x[at + 6] },
      away: { attacks: x[at + 7], dangerous: x[at + 8], shots: x[at + 9], goals: x[at + 10] },
    });
  }
  return out;
}

/** `packed` with `points` merged in (a new array; `packed` is not changed): the usual later minutes are appended. */
export function foldMomentum(packed: PackedMomentum, points: readonly MomentumPoint[]): PackedMomentum {
  if (points.length === 0) return packed;
  let last = packed.length ? momentumKey({ minute: packed[packed.length - POINT_SIZE], addTime: packed[packed.length - POINT_SIZE + 1] }) : -1;
  let appends = true;
  for (const p of points) {
    const k = momentumKey(p);
    if (k <= last) { appends = false; break; }
    last = k;
  }
  if (appends) {
    const out = new Int32Array(packed.length + points.length * POINT_SIZE);
    out.set(packed);
    points.forEach((p, i) => write(out, packed.length + i * POINT_SIZE, p));
    return out;
  }
  return packMomentum(mergeMomentum(unpackMomentum(packed), points));
}

// The hover card's statistics as paired bars [LS-14]: football possession, shots, corners and cards (SPEC.md §3
// stat types 2, 3, 4, 21, 22, 25); basketball the feed's team stats (fixtures/README.md convention). Only the
// stats the match has are shown. Pure.
import type { Sport, Stat } from '../../../engine/core';
import { FOOTBALL_STAT } from '../../../engine/core';

export interface StatBar {
  readonly type: number;
  readonly label: string;
  readonly home: string;
  readonly away: string;
  /** The home side's share of the bar, 0…1 (0.5 when both are 0). */
  readonly homeShare: number;
}

const F = FOOTBALL_STAT;
const FOOTBALL_ORDER: readonly (readonly [number, string])[] = [
  [F.possession, '控球率'], [F.shotsOnTarget, '射正'], [F.shotsOffTarget, '射偏'], [F.corners, '角球'], [F.yellow, '黄牌'], [F.red, '红牌'],
];
const BASKETBALL_ORDER: readonly (readonly [number, string])[] = [
  [1, '两分命中'], [2, '三分命中'], [3, '罚球命中'], [4, '篮板'], [5, '助攻'], [6, '抢断'], [7, '盖帽'], [8, '失误'], [9, '犯规'],
];

export function homeShare(home: number, away: number): number {
  const h = Math.max(0, home);
  const a = Math.max(0, away);
  return h + a === 0 ? 0.5 : h / (h + a);
}

export function statBars(sport: Sport, stats: readonly Stat[]): StatBar[] {
  const byType = new Map(stats.map((s) => [s.type, s]));
  const order = sport === 'football' ? FOOTBALL_ORDER : BASKETBALL_ORDER;
  const unit = (type: number) => (sport === 'football' && type === F.possession ? '%' : '');
  return order.flatMap(([type, label]) => {
    const s = byType.get(type);
    if (!s) return [];
    return [{ type, label, home: `${s.home}${unit(type)}`, away: `${s.away}${unit(type)}`, homeShare: homeShare(s.home, s.away) }];
  });
}

// [LR-4] What the room's match panel shows, from the match's list row (the engine's projection: minute with its
// plus mark past 45/90 [MN-2], half-time, corners, cards, basketball periods, difference and total [BK-1]…[BK-4])
// and its statistics (shots 21 + 22, possession 25). Pure.
import type { MatchRow, Stat } from '../../../engine/core';
import { FOOTBALL_STAT } from '../../../engine/core';

export interface Pair {
  readonly home: string;
  readonly away: string;
}

export interface FootballPanel {
  readonly sport: 'football';
  readonly halfTime: string;
  readonly corners: Pair;
  readonly yellow: Pair;
  readonly red: Pair;
  readonly shots: Pair;
  readonly possession: Pair;
}

export interface BasketballPanel {
  readonly sport: 'basketball';
  readonly clock: string;
  /** Per period: 第1节 … 第4节, or 上半场 / 下半场 for NCAA halves; '加时' when shown. */
  readonly periods: readonly { readonly label: string; readonly home: string; readonly away: string }[];
  readonly diff: string;
  readonly total: string;
}

export interface PanelModel {
  readonly competition: string;
  readonly competitionColor: string;
  /** Kick-off HH:MM. */
  readonly time: string;
  readonly statusText: string;
  readonly going: boolean;
  readonly notStarted: boolean;
  readonly home: string;
  readonly away: string;
  readonly score: string;
  /** Football's live minute ('90'+3'), '' when not played; basketball's is `clock`. */
  readonly minute: string;
  readonly detail: FootballPanel | BasketballPanel;
}

const DASH = '-';
const statPair = (stats: readonly Stat[], ...types: number[]): Pair => {
  const found = stats.filter((s) => types.includes(s.type));
  if (found.length === 0) return { home: DASH, away: DASH };
  return { home: String(found.reduce((n, s) => n + s.home, 0)), away: String(found.reduce((n, s) => n + s.away, 0)) };
};
const split = (text: string): Pair => {
  const [home, away] = text.split('-');
  return text && away !== undefined ? { home, away } : { home: DASH, away: DASH };
};

const PERIOD_LABELS = ['第1节', '第2节', '第3节', '第4节'];
const HALF_LABELS = ['上半场', '下半场'];

export function panelModel(row: MatchRow, stats: readonly Stat[]): PanelModel {
  const going = row.group === 'going';
  const base = {
    competition: row.competitionName, competitionColor: row.competitionColor, time: row.time, statusText: row.statusText,
    going, notStarted: row.group === 'no_start', home: row.homeName, away: row.awayName, score: row.score,
  };
  if (row.sport === 'football') {
    const minute = going && row.minute !== 'vs' && row.minute !== row.statusText ? row.minute : '';
    const possession = statPair(stats, FOOTBALL_STAT.possession);
    return {
      ...base, minute,
      detail: {
        sport: 'football', halfTime: row.halfTime || DASH, corners: split(row.corners),
        yellow: { home: String(row.homeYellow), away: String(row.awayYellow) },
        red: { home: String(row.homeRed), away: String(row.awayRed) },
        shots: statPair(stats, FOOTBALL_STAT.shotsOnTarget, FOOTBALL_STAT.shotsOffTarget),
        possession: possession.home === DASH ? possession : { home: `${possession.home}%`, away: `${possession.away}%` },
      },
    };
  }
  const labels = row.homePeriods.length === 2 ? HALF_LABELS : PERIOD_LABELS;
  const periods = row.homePeriods.map((home, i) => ({ label: labels[i] ?? `第${i + 1}节`, home, away: row.awayPeriods[i] ?? DASH }));
  if (row.overtimeShown) periods.push({ label: '加时', home: row.homeOvertime, away: row.awayOvertime });
  return {
    ...base, minute: '',
    detail: { sport: 'basketball', clock: going ? row.clock : '', periods, diff: row.diff || DASH, total: row.total || DASH },
  };
}

/** Without the engine (no workers): the panel from liveInfo's match, as it was when the page asked. */
export function panelFromInfo(m: {
  readonly competitionShortName: string; readonly homeTeamName: string; readonly awayTeamName: string; readonly statusId: number;
  readonly sportType: number; readonly homeScores: readonly number[]; readonly awayScores: readonly number[];
}): PanelModel {
  const started = m.statusId > 1;
  const total = (s: readonly number[]) => (m.sportType === 1 ? s[0] ?? 0 : s.slice(0, 5).reduce((a, b) => a + Math.max(0, b), 0));
  const none: Pair = { home: DASH, away: DASH };
  return {
    competition: m.competitionShortName, competitionColor: '', time: '', statusText: started ? '' : '未开赛', going: false,
    notStarted: !started, home: m.homeTeamName, away: m.awayTeamName,
    score: started ? `${total(m.homeScores)}-${total(m.awayScores)}` : 'vs', minute: '',
    detail: m.sportType === 1
      ? { sport: 'football', halfTime: DASH, corners: none, yellow: none, red: none, shots: none, possession: none }
      : { sport: 'basketball', clock: '', periods: [], diff: DASH, total: DASH },
  };
}

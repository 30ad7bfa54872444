// /banner/search's banners (SPEC.md §3 "Banner"): the official picks (sourceType 10, sourceValue normal) — the
// product's own features, each pointing at a page that exists — and the day's focus matches (sourceType 20 =
// focus, sourceValue football / basketball): per sport the matches going now, then those to come, then the
// finished, hot competitions and popular matches first, drawn with their teams and score.
import type { Banner } from '../../contract';
import { BANNER_SOURCE } from '../../contract';
import type { LiveState, Match, Sport } from '../../engine/core';
import { currentScore, localClock, SPORTS, statusGroup } from '../../engine/core';
import { matchArt, pickArt } from './banner-art';
import { kindOf, viewIdOf } from './news-desk';

interface Pick { readonly title: string; readonly line: string; readonly linkUrl: string; readonly from: string; readonly to: string }

/** The official picks, in their order. */
const PICKS: readonly Pick[] = [
  { title: '球赛直播 App 全新上线', line: '扫码下载，进球提醒不错过', linkUrl: '/downLoad', from: '#1e5eff', to: '#0b1736' },
  { title: '即时比分 · 全球赛事', line: '足球篮球比分实时推送', linkUrl: '/matchEvents', from: '#12a561', to: '#0b3d2a' },
  { title: '资讯中心', line: '每场比赛的战报与前瞻', linkUrl: '/informationCentre', from: '#f03d3d', to: '#5a1020' },
  { title: '资料库', line: '积分榜、赛程、球队一站查', linkUrl: '/footballMatchData', from: '#7c5cd6', to: '#22154f' },
  { title: '新手主播招募', line: '认证开播，和球迷一起看球', linkUrl: '/docs/beginner-anchor-guide.html', from: '#f59e0b', to: '#6b3b00' },
  { title: '篮球资料库', line: 'NBA、CBA 排名与球员数据', linkUrl: '/basketballMatchData', from: '#1fa3a3', to: '#0a3b3b' },
];

/** Focus matches per sport. */
export const FOCUS_PER_SPORT = 5;
const FOCUS_ID_BASE = { football: 1000, basketball: 2000 } as const;

export const OFFICIAL_BANNERS: readonly Banner[] = PICKS.map((p, i): Banner => ({
  bannerId: i + 1, bannerPath: pickArt(p.title, p.line, p.from, p.to), linkUrl: p.linkUrl,
  sourceType: BANNER_SOURCE.official, sourceValue: 'normal', sortOrder: i + 1, title: `${p.title}：${p.line}`, match: null,
}));

const GROUP_ORDER = { going: 0, no_start: 1, finish: 2, other: 3 } as const;

/** The day's focus matches of a sport, best first. */
export function focusMatches(state: LiveState, sport: Sport, size = FOCUS_PER_SPORT): Match[] {
  const s = state[sport];
  return Object.values(s.matches)
    .filter((m) => kindOf(sport, m) && s.teams[m.homeTeamId] && s.teams[m.awayTeamId])
    .sort((a, b) => GROUP_ORDER[statusGroup(sport, a.statusId)] - GROUP_ORDER[statusGroup(sport, b.statusId)]
      || Number(s.competitions[b.competitionId]?.hot ?? false) - Number(s.competitions[a.competitionId]?.hot ?? false)
      || b.peopleNum - a.peopleNum || a.matchTime - b.matchTime || a.id - b.id)
    .slice(0, size);
}

function focusBanner(state: LiveState, sport: Sport, m: Match, rank: number): Banner {
  const s = state[sport];
  const competition = s.competitions[m.competitionId];
  const home = s.teams[m.homeTeamId].name;
  const away = s.teams[m.awayTeamId].name;
  const started = statusGroup(sport, m.statusId) !== 'no_start';
  const hs = started ? currentScore(sport, m.homeScores) : -1;
  const as = started ? currentScore(sport, m.awayScores) : -1;
  const middle = started ? `${hs} - ${as}` : localClock(m.matchTime * 1000);
  const kind = kindOf(sport, m) ?? 'preview';
  return {
    bannerId: FOCUS_ID_BASE[sport] + rank, bannerPath: matchArt(competition?.name ?? '', home, away, middle, competition?.color || '#1e5eff'),
    linkUrl: `/liveRoom?detail=${m.id}&SportType=${sport}`, sourceType: BANNER_SOURCE.focus, sourceValue: sport, sortOrder: rank,
    title: `${competition?.name ?? ''} ${home} vs ${away}`,
    match: {
      matchId: m.id, sportType: sport === 'football' ? 1 : 2, competitionId: m.competitionId, competitionName: competition?.name ?? '',
      homeTeamId: m.homeTeamId, homeTeamName: home, awayTeamId: m.awayTeamId, awayTeamName: away,
      matchTime: m.matchTime, statusId: m.statusId, homeScore: hs, awayScore: as, viewId: viewIdOf(sport, kind, m.id),
    },
  };
}

/** Every banner, or one source's: the official picks, then each sport's focus matches. */
export function bannersOf(state: LiveState, sourceType?: number): Banner[] {
  const focus = SPORTS.flatMap((sport) => focusMatches(state, sport).map((m, i) => focusBanner(state, sport, m, i + 1)));
  return [...OFFICIAL_BANNERS, ...focus].filter((b) => sourceType === undefined || b.sourceType === sourceType);
}

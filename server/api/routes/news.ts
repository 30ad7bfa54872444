// SPEC.md §7 "News" (contract/news.ts): the information centre's channels, lists, banners and hot list, an
// article and its 延伸阅读, the day's matches with their articles, the competitions, teams and players the articles
// are about — all from the day's articles (server/news/news-desk.ts). No login; an unknown channel, article,
// competition or team is 40007 with its copy.
import type { FastifyInstance } from 'fastify';
import type { NewsItem } from '../../../contract';
import { API_MESSAGE, CHANNEL, NEWS } from '../../../contract';
import type { LiveState, Sport } from '../../../engine/core';
import { currentScore, SPORTS } from '../../../engine/core';
import { kindOf, NewsDesk, viewIdOf } from '../../news/news-desk';
import { API_CODE, fail, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

const SPORT_OF = { 1: 'football', 2: 'basketball' } as const satisfies Record<1 | 2, Sport>;
/** Competition channels after 推荐 / 足球 / 篮球: the competitions with the most articles today. */
const COMPETITION_CHANNELS = 10;

const notFound = (msg: string) => fail(API_CODE.notFound, msg);

/** A channel's articles, or undefined for a channel the day does not know. */
function inChannel(items: readonly NewsItem[], state: LiveState, channelId: number): NewsItem[] | undefined {
  if (channelId === CHANNEL.hot) return [...items];
  if (channelId === CHANNEL.football || channelId === CHANNEL.basketball) return items.filter((i) => i.sportType === channelId);
  if (!SPORTS.some((sport) => state[sport].competitions[channelId])) return undefined;
  return items.filter((i) => i.competitionId === channelId);
}

const byHeat = (a: NewsItem, b: NewsItem) => b.heat - a.heat || b.publishTime - a.publishTime || a.matchId - b.matchId;
const pageOf = <T>(list: readonly T[], pageNum: number, pageSize: number) => list.slice((pageNum - 1) * pageSize, pageNum * pageSize);

export function newsRoutes(app: FastifyInstance, s: Services): void {
  const desk = new NewsDesk({ liveState: s.liveState, history: s.centreHistory, feedNow: () => s.feed.now() });

  addRoute(app, s, NEWS.channels, async () => {
    const state = s.liveState();
    const items = desk.items(state);
    const counts = new Map<number, { sportType: 1 | 2; count: number }>();
    for (const i of items) counts.set(i.competitionId, { sportType: i.sportType, count: (counts.get(i.competitionId)?.count ?? 0) + 1 });
    const competitions = [...counts].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]).slice(0, COMPETITION_CHANNELS);
    return ok([
      { channelId: CHANNEL.hot, name: '推荐', sportType: 0 as const, count: items.length },
      { channelId: CHANNEL.football, name: '足球', sportType: 1 as const, count: items.filter((i) => i.sportType === 1).length },
      { channelId: CHANNEL.basketball, name: '篮球', sportType: 2 as const, count: items.filter((i) => i.sportType === 2).length },
      ...competitions.map(([id, c]) => {
        const competition = state[SPORT_OF[c.sportType]].competitions[id];
        return { channelId: id, name: competition?.shortName || competition?.name || '', sportType: c.sportType, count: c.count };
      }),
    ]);
  });

  addRoute(app, s, NEWS.channelList, async (_ctx, { channelId, pageNum, pageSize }) => {
    const state = s.liveState();
    const list = inChannel(desk.items(state), state, channelId);
    return list ? ok({ total: list.length, list: pageOf(list, pageNum, pageSize) }) : notFound(API_MESSAGE.channelNotFound);
  });

  addRoute(app, s, NEWS.channelBanner, async (_ctx, { channelId, size }) => {
    const state = s.liveState();
    const list = inChannel(desk.items(state), state, channelId);
    return list ? ok(list.sort(byHeat).slice(0, size)) : notFound(API_MESSAGE.channelNotFound);
  });

  addRoute(app, s, NEWS.hotList, async (_ctx, { sportType, size }) =>
    ok(desk.items().filter((i) => sportType === undefined || i.sportType === sportType).sort(byHeat).slice(0, size)));

  addRoute(app, s, NEWS.detail, async (_ctx, { viewId }) => {
    const article = desk.article(viewId);
    return article ? ok(article) : notFound(API_MESSAGE.articleNotFound);
  });

  // 延伸阅读: the same two teams' other article first, then each team's, the competition's, then the sport's hottest.
  addRoute(app, s, NEWS.plusReading, async (_ctx, { viewId, size }) => {
    const article = desk.article(viewId);
    if (!article) return notFound(API_MESSAGE.articleNotFound);
    const teams = new Set([article.homeTeam.teamId, article.awayTeam.teamId]);
    const score = (i: NewsItem) => (i.matchId === article.matchId ? 3 : 0)
      + (teams.has(i.homeTeam.teamId) || teams.has(i.awayTeam.teamId) ? 2 : 0)
      + (i.competitionId === article.competitionId ? 1 : 0);
    const others = desk.items().filter((i) => i.viewId !== viewId && i.sportType === article.sportType);
    return ok(others.sort((a, b) => score(b) - score(a) || byHeat(a, b)).slice(0, size));
  });

  addRoute(app, s, NEWS.matches, async (_ctx, { sportType }) => {
    const state = s.liveState();
    const published = new Set(desk.items(state).map((i) => i.viewId));
    const ORDER = { going: 0, no_start: 1, finish: 2 } as const;
    const out = SPORTS.filter((sport) => sportType === undefined || SPORT_OF[sportType] === sport).flatMap((sport) => {
      const st = state[sport];
      return Object.values(st.matches).flatMap((m) => {
        const kind = kindOf(sport, m);
        if (!kind || !st.teams[m.homeTeamId] || !st.teams[m.awayTeamId]) return [];
        const previewId = viewIdOf(sport, 'preview', m.id);
        const reportId = viewIdOf(sport, 'report', m.id);
        const going = kind === 'preview' && m.statusId !== 1;
        const team = (id: number) => ({ teamId: id, name: st.teams[id].name, logo: st.teams[id].logo });
        return [{
          matchId: m.id, sportType: sport === 'football' ? 1 as const : 2 as const, competitionId: m.competitionId,
          competitionName: st.competitions[m.competitionId]?.name ?? '', homeTeam: team(m.homeTeamId), awayTeam: team(m.awayTeamId),
          matchTime: m.matchTime, statusId: m.statusId,
          homeScore: kind === 'report' || going ? currentScore(sport, m.homeScores) : -1,
          awayScore: kind === 'report' || going ? currentScore(sport, m.awayScores) : -1,
          previewId: published.has(previewId) ? previewId : null, reportId: published.has(reportId) ? reportId : null,
          rank: kind === 'report' ? ORDER.finish : going ? ORDER.going : ORDER.no_start,
        }];
      });
    });
    out.sort((a, b) => a.rank - b.rank || (a.rank === ORDER.finish ? b.matchTime - a.matchTime : a.matchTime - b.matchTime) || a.matchId - b.matchId);
    return ok(out.map(({ rank: _rank, ...m }) => m));
  });

  addRoute(app, s, NEWS.competitions, async (_ctx, { sportType }) => {
    const state = s.liveState();
    const counts = new Map<number, number>();
    const sportOf = new Map<number, 1 | 2>();
    for (const i of desk.items(state)) {
      if (sportType !== undefined && i.sportType !== sportType) continue;
      counts.set(i.competitionId, (counts.get(i.competitionId) ?? 0) + 1);
      sportOf.set(i.competitionId, i.sportType);
    }
    return ok([...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id, count]) => {
      const sport = sportOf.get(id)!;
      const c = state[SPORT_OF[sport]].competitions[id];
      return { competitionId: id, sportType: sport, name: c?.name ?? '', color: c?.color || '#1e5eff', count };
    }));
  });

  addRoute(app, s, NEWS.teams, async (_ctx, { competitionId }) => {
    const state = s.liveState();
    if (!SPORTS.some((sport) => state[sport].competitions[competitionId])) return notFound(API_MESSAGE.competitionNotFound);
    const counts = new Map<number, { name: string; logo: string; count: number }>();
    for (const i of desk.items(state)) {
      if (i.competitionId !== competitionId) continue;
      for (const t of [i.homeTeam, i.awayTeam]) counts.set(t.teamId, { name: t.name, logo: t.logo, count: (counts.get(t.teamId)?.count ?? 0) + 1 });
    }
    return ok([...counts].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]).map(([teamId, t]) => ({ teamId, ...t })));
  });

  // The day's standout players: football scorers by goals in the day's reports, basketball scorers by points.
  addRoute(app, s, NEWS.players, async (_ctx, { sportType, size }) => {
    const out: { playerName: string; sportType: 1 | 2; teamId: number; teamName: string; value: number; viewId: string }[] = [];
    for (const item of desk.items()) {
      if (item.kind !== 'report' || (sportType !== undefined && item.sportType !== sportType)) continue;
      const a = desk.article(item.viewId);
      if (!a) continue;
      const team = (side: 1 | 2) => (side === 1 ? a.homeTeam : a.awayTeam);
      if (a.sportType === 1) {
        const goals = new Map<string, { side: 1 | 2; count: number }>();
        for (const g of a.goals) {
          if (g.kind === 'ownGoal' || !g.playerName) continue;
          goals.set(g.playerName, { side: g.position, count: (goals.get(g.playerName)?.count ?? 0) + 1 });
        }
        for (const [playerName, g] of goals) out.push({ playerName, sportType: 1, teamId: team(g.side).teamId, teamName: team(g.side).name, value: g.count, viewId: a.viewId });
      } else {
        for (const l of a.leaders) out.push({ playerName: l.playerName, sportType: 2, teamId: team(l.position).teamId, teamName: team(l.position).name, value: l.points, viewId: a.viewId });
      }
    }
    return ok(out.sort((a, b) => b.value - a.value || a.sportType - b.sportType || a.playerName.localeCompare(b.playerName)).slice(0, size));
  });

  addRoute(app, s, NEWS.teamList, async (_ctx, { teamId, pageNum, pageSize }) => {
    const state = s.liveState();
    if (!SPORTS.some((sport) => state[sport].teams[teamId])) return notFound(API_MESSAGE.teamNotFound);
    const list = desk.items(state).filter((i) => i.homeTeam.teamId === teamId || i.awayTeam.teamId === teamId);
    return ok({ total: list.length, list: pageOf(list, pageNum, pageSize) });
  });
}


// The match centre's calls (issue #13; contract/football.ts, basketball.ts, common-content.ts, shapes and the odds
// split in contract/match-centre.ts). Live data from the feed state (the authoritative fold), past results from
// the generator's history for the feed's seed and day (match-centre-history.ts); matchInfo of another day's match
// from that day's list (server/days/). No login needed; an unknown matchId is 40007 比赛不存在, as for the hover card.
import type { FastifyInstance } from 'fastify';
import { BASKETBALL, COMMON_CONTENT, FOOTBALL } from '../../../contract';
import type { LiveState, Sport } from '../../../engine/core';
import { EMPTY_STATE, fold, ODDS_COMPANIES, SPORT_TYPE } from '../../../engine/core';
import { decodeListResponse } from '../../../engine/wire';
import { followedMatchIds } from '../../db/repositories/match-follows';
import { FAIL, ok } from '../errors';
import type { GuestContext } from '../route';
import { addRoute } from '../route';
import type { Services } from '../services';
import {
  fm5Of, headToHeadOf, pastMatchOf, recentOf, summaryOf, upcomingOf,
} from './match-centre-history';
import type { CentreMatch } from './match-centre-live';
import {
  basketballTrendOf, centreMatch, centreMatchAnySport, centreTeam, footballStatsOf, footballTrendOf, lineupOf, matchInfoOf,
} from './match-centre-live';
import { allOdds, companyOdds, currentOdds, oddsChangesSince } from './match-centre-odds';

export function matchCentreRoutes(app: FastifyInstance, s: Services): void {
  const find = (sport: Sport, matchId: number) => centreMatch(s.liveState(), sport, matchId);

  async function followed(ctx: GuestContext, c: CentreMatch): Promise<boolean> {
    if (!ctx.user) return false;
    return (await followedMatchIds(s.db, ctx.user.userId, SPORT_TYPE[c.sport])).includes(c.match.id);
  }

  const companies = ODDS_COMPANIES.map((c) => ({ id: c.id, name: c.name }));
  addRoute(app, s, COMMON_CONTENT.allCompany, async () => ok(companies));

  addRoute(app, s, COMMON_CONTENT.teamDetailHistory, async (_ctx, { matchId, size }) => {
    const c = centreMatchAnySport(s.liveState(), matchId);
    if (!c) return FAIL.matchNotFound();
    const h = s.centreHistory.of(c.sport);
    const side = (teamId: number) => recentOf(h, teamId, size).map((r) => pastMatchOf(c.sport, c.sportState, r));
    return ok({
      sportType: SPORT_TYPE[c.sport], homeTeam: centreTeam(c.sportState, c.match.homeTeamId), awayTeam: centreTeam(c.sportState, c.match.awayTeamId),
      home: side(c.match.homeTeamId), away: side(c.match.awayTeamId),
    });
  });

  /** Another day's folded list, once per list answer (the LRU of server/days keeps the bytes). */
  const dayStates = new WeakMap<Uint8Array, LiveState | undefined>();
  /** A match of another day within the lists' window [LS-9]: its list row, as the day's list answers it. */
  async function otherDayMatch(sport: Sport, matchId: number): Promise<CentreMatch | undefined> {
    const date = s.otherDays?.dateOfMatch(matchId);
    const answer = date === undefined ? undefined : s.otherDays?.answer(sport, date, s.feed.now());
    if (answer?.kind !== 'list') return undefined;
    const bytes = await answer.bytes;
    if (!dayStates.has(bytes)) {
      const snapshot = decodeListResponse(sport, bytes);
      dayStates.set(bytes, snapshot && fold(EMPTY_STATE, [snapshot]).state);
    }
    const state = dayStates.get(bytes);
    return state && centreMatch(state, sport, matchId);
  }

  for (const [sport, calls] of [['football', FOOTBALL], ['basketball', BASKETBALL]] as const) {
    // The header of today's match from the state; of a past (or coming) day's from that day's list.
    addRoute(app, s, calls.matchInfo, async (ctx, { matchId }) => {
      const c = find(sport, matchId) ?? await otherDayMatch(sport, matchId);
      return c ? ok(matchInfoOf(c, s.feed.now(), await followed(ctx, c))) : FAIL.matchNotFound();
    });
    addRoute(app, s, calls.matchOdds, async (_ctx, { matchId, companyId }) => {
      const c = find(sport, matchId);
      return c ? ok(companyOdds(c, companyId)) : FAIL.matchNotFound();
    });
    addRoute(app, s, calls.currentMatchOdds, async (_ctx, { matchId, market }) => {
      const c = find(sport, matchId);
      return c ? ok(currentOdds(c, market)) : FAIL.matchNotFound();
    });
    addRoute(app, s, calls.matchAllOdds, async (_ctx, { matchId, companyId, market }) => {
      const c = find(sport, matchId);
      return c ? ok(allOdds(c, companyId, market)) : FAIL.matchNotFound();
    });
    addRoute(app, s, calls.realtimeMatchOddsChange, async (_ctx, { matchId, since }) => {
      const c = find(sport, matchId);
      return c ? ok(oddsChangesSince(c, since)) : FAIL.matchNotFound();
    });
    addRoute(app, s, calls.headToHead, async (_ctx, { homeTeamId, awayTeamId, size }) =>
      ok(headToHeadOf(sport, s.liveState()[sport], s.centreHistory.of(sport), homeTeamId, awayTeamId, size)));
  }

  addRoute(app, s, FOOTBALL.matchTrendData, async (_ctx, { matchId }) => {
    const c = find('football', matchId);
    return c ? ok(footballTrendOf(c)) : FAIL.matchNotFound();
  });
  addRoute(app, s, FOOTBALL.matchStat, async (_ctx, { matchId }) => {
    const c = find('football', matchId);
    return c ? ok(footballStatsOf(c)) : FAIL.matchNotFound();
  });
  addRoute(app, s, FOOTBALL.matchLineup, async (_ctx, { matchId }) => {
    const c = find('football', matchId);
    return c ? ok(lineupOf(c)) : FAIL.matchNotFound();
  });
  addRoute(app, s, FOOTBALL.table, async (_ctx, { matchId }) => {
    const c = find('football', matchId);
    if (!c) return FAIL.matchNotFound();
    const { match: m } = c;
    const rows = [...s.centreHistory.standings('football', c.sportState, m.competitionId)];
    return ok({
      competitionId: m.competitionId, competitionName: c.sportState.competitions[m.competitionId]?.name ?? '',
      homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, rows,
    });
  });
  addRoute(app, s, FOOTBALL.matchAnalyse, async (_ctx, { matchId, size }) => {
    const c = find('football', matchId);
    if (!c) return FAIL.matchNotFound();
    const { match: m, sportState: st } = c;
    const h = s.centreHistory.of('football');
    const team = (teamId: number) => {
      const recent = recentOf(h, teamId, size);
      return { teamId, recent: recent.map((r) => pastMatchOf('football', st, r)), summary: summaryOf(teamId, recent), upcoming: upcomingOf(st, teamId, m.matchTime) };
    };
    return ok({ headToHead: headToHeadOf('football', st, h, m.homeTeamId, m.awayTeamId, 10), home: team(m.homeTeamId), away: team(m.awayTeamId) });
  });

  const teamStats = async (_ctx: GuestContext, { matchId }: { matchId: number }) => {
    const c = find('basketball', matchId);
    return c ? ok({ stats: [...c.detail.stats] }) : FAIL.matchNotFound();
  };
  addRoute(app, s, BASKETBALL.matchStat, teamStats);
  addRoute(app, s, BASKETBALL.matchTeamStatistic, teamStats);
  addRoute(app, s, BASKETBALL.matchTrendData, async (_ctx, { matchId }) => {
    const c = find('basketball', matchId);
    return c ? ok(basketballTrendOf(c)) : FAIL.matchNotFound();
  });
  addRoute(app, s, BASKETBALL.matchAnalyse, async (_ctx, { matchId, size, halfFullSample }) => {
    const c = find('basketball', matchId);
    if (!c) return FAIL.matchNotFound();
    const { match: m, sportState: st } = c;
    const h = s.centreHistory.of('basketball');
    const team = (teamId: number) => {
      const recent = recentOf(h, teamId, size);
      return {
        teamId, recent: recent.map((r) => pastMatchOf('basketball', st, r)), summary: summaryOf(teamId, recent),
        upcoming: upcomingOf(st, teamId, m.matchTime), ...fm5Of(h, teamId, halfFullSample),
      };
    };
    return ok({ headToHead: headToHeadOf('basketball', st, h, m.homeTeamId, m.awayTeamId, 10), home: team(m.homeTeamId), away: team(m.awayTeamId) });
  });
}

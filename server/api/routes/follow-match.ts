// POST /v1/match/follow/action {matchId, sportType, status 1 follow / 2 unfollow} [FL-1], and
// /v1/{football,basketball}/follow/list_b {pageSize ≤ 100, pageNum, queryOrder} → a bare MatchListResponse of
// the followed matches [HT-8, FL-5]: pages of 100, the list ends with a page shorter than that. The matches come
// from the feed state (matchLookup); followed ids the feed no longer knows are left out.
import type { FastifyInstance } from 'fastify';
import type { ListSnapshot, Match, Sport } from '../../../engine/core';
import { SPORT_TYPE, SPORTS, sportOfType } from '../../../engine/core';
import { encodeListResponse } from '../../../engine/wire';
import { countMatchFollows, followedMatchIds, setMatchFollow } from '../../db/repositories/match-follows';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { lookupMatches } from '../match-lookup';
import type { BodyOf } from '../route';
import { addRoute } from '../route';
import type { Services } from '../services';
import { FOLLOW_PAGE_SIZE, FOOTBALL, BASKETBALL, LIVING } from '../../../contract';

export { FOLLOW_PAGE_SIZE };
/** The stream id of a follow list when the lookup gives none: a list response must carry one (engine/wire). */
export const FOLLOW_LIST_STREAM = 'follows';
/** Keeps one user's list (and its list_b answer) bounded. */
export const MAX_MATCH_FOLLOWS = 1000;

const FOLLOW_LISTS = { football: FOOTBALL.followList, basketball: BASKETBALL.followList } as const;
type ListBody = BodyOf<typeof FOOTBALL.followList>;

export function followMatchRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, LIVING.followMatch, async (ctx, body) => {
    const sport = sportOfType(body.sportType)!;
    const userId = ctx.user.userId;
    if (body.status === 1) {
      if (lookupMatches(s.matchLookup, sport, [body.matchId]).matches.length === 0) return FAIL.matchNotFound();
      if (await countMatchFollows(s.db, userId) >= MAX_MATCH_FOLLOWS) return fail(API_CODE.limitReached, '关注的比赛已达上限');
    }
    await setMatchFollow(s.db, userId, body.sportType, body.matchId, body.status === 1, new Date(ctx.now));
    return ok({ matchId: body.matchId, sportType: body.sportType, status: body.status });
  });

  for (const sport of SPORTS) {
    addRoute(app, s, FOLLOW_LISTS[sport], async (ctx, body) => {
      const ids = await followedMatchIds(s.db, ctx.user.userId, SPORT_TYPE[sport]);
      return ok(encodeListResponse(followedPage(s, sport, ids, body, s.feed.now())));
    });
  }
}

/** A list snapshot of the followed matches, stamped with the feed's time as every list is [SK-2]. */
function followedPage(s: Services, sport: Sport, ids: readonly number[], body: ListBody, feedNow: number): ListSnapshot {
  const found = lookupMatches(s.matchLookup, sport, ids);
  const direction = body.queryOrder === 2 ? -1 : 1;
  const matches = [...found.matches]
    .sort((a: Match, b: Match) => direction * (a.matchTime - b.matchTime) || a.id - b.id)
    .slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize);
  const competitionIds = new Set(matches.map((m) => m.competitionId));
  const teamIds = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  return {
    type: 'listSnapshot', sport, seq: found.seq ?? 0, ts: feedNow, stream: found.stream || FOLLOW_LIST_STREAM,
    competitions: (found.competitions ?? []).filter((c) => competitionIds.has(c.id)),
    teams: (found.teams ?? []).filter((t) => teamIds.has(t.id)),
    matches, rooms: [],
  };
}

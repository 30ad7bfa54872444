// The search panel [AN-6] and home's live list [SH-4]:
//   POST /anchor/search {keyword, type liveRoom | anchor = liveRoom, pageNum = 1, pageSize = 10}
//        → {total, liveRooms, anchors}: the feed's live rooms (room name, anchor, teams), or the anchors — accounts
//        here (users.is_anchor) and the feed's own, one entry per anchor, live ones first, then by level.
//   POST /v1/living/home {pageNum = 1, pageSize = 10} → {total, items}: live rooms, most watched first.
//   POST /v1/living/home/search {query} → {items}: the live rooms matching, at most 50.
// A keyword of spaces only is 40001 请输入搜索内容 (the schema refuses the empty one); the searches are limited per
// client address (4000 past it): each one scans the feed's rooms and queries the accounts.
import type { FastifyInstance } from 'fastify';
import type { AnchorSearchItem, LiveSearchItem } from '../../../contract';
import { ANCHOR_SEARCH, API_MESSAGE, LIVING_HOME } from '../../../contract';
import type { RateRule } from '../../auth/rate-limit';
import { anchorAccountsAmong, searchAnchorAccounts } from '../../db/repositories/anchor-search';
import { followedAmong } from '../../db/repositories/customer-follows';
import type { UserRow } from '../../db/repositories/users';
import { API_CODE, fail, FAIL, ok } from '../errors';
import type { GuestContext } from '../route';
import { addRoute } from '../route';
import type { Services } from '../services';
import { feedAnchorRooms, liveEntries, liveRoomOf, liveRoomsMatching, searchKeyword, textMatches } from './anchor-search-match';
import { withBios } from './living-bios';
import type { LivingEntry } from './living-entries';

/** Searches per client address. A person scrolling the results asks for a page a second at most (the scroll's
 *  1000 ms delay, SPEC.md §9); 60 a minute leaves room for typing and tab switches, not for a scraper. */
export const SEARCH_PER_IP: readonly RateRule[] = [{ limit: 60, windowMs: 60_000 }, { limit: 600, windowMs: 3_600_000 }];
/** Anchor accounts looked at per search: more than anyone pages through (10 a page). */
export const MAX_ANCHOR_MATCHES = 500;
export const MAX_HOME_SEARCH = 50;

const allowed = async (s: Services, ctx: GuestContext) =>
  (await s.limiter.consume([{ bucket: 'search-ip', subject: ctx.ip, rules: SEARCH_PER_IP }])).ok;

const liveItem = (e: LivingEntry, account: UserRow | undefined): LiveSearchItem => ({
  room: { roomId: e.roomId, roomName: e.roomName, coverPicture: e.coverPicture },
  anchor: {
    anchorCustomId: e.anchorCustomId, anchorName: e.anchorName, anchorAvatar: e.anchorAvatar,
    anchorLevel: e.anchorLevel || account?.anchorLevel || 0, predictionLevel: account?.predictionLevel ?? 0,
  },
  match: e.match ? { homeTeamName: e.match.homeTeamName, awayTeamName: e.match.awayTeamName } : null,
});

type AnchorDraft = Omit<AnchorSearchItem, 'followStatus'>;

/** The anchors matching: accounts here and the feed's own, one each (the account's profile wins). */
function anchorsMatching(s: Services, keyword: string, accounts: readonly UserRow[]): AnchorDraft[] {
  const state = s.liveState();
  const feed = feedAnchorRooms(state);
  const drafts = new Map<number, AnchorDraft>();
  for (const u of accounts) {
    const room = liveRoomOf(state, u.id, u.roomId);
    drafts.set(u.id, {
      customerId: u.id, identity: feed.get(u.id)?.anchor.identify || 1, avatar: u.avatar, nickname: u.nickname,
      anchorLevel: u.anchorLevel, predictionLevel: u.predictionLevel, livingStatus: room ? 1 : 0,
      roomId: room?.roomId ?? u.roomId, prepareId: 0, account: true,
    });
  }
  for (const [id, room] of feed) {
    if (drafts.has(id) || !textMatches(room.anchor.name, keyword)) continue;
    drafts.set(id, {
      customerId: id, identity: room.anchor.identify, avatar: room.anchor.avatar, nickname: room.anchor.name,
      anchorLevel: room.anchor.level, predictionLevel: 0, livingStatus: room.living ? 1 : 0, roomId: room.roomId,
      prepareId: 0, account: false,
    });
  }
  return [...drafts.values()].sort((a, b) => b.livingStatus - a.livingStatus || b.anchorLevel - a.anchorLevel || a.customerId - b.customerId);
}

export function anchorSearchRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, ANCHOR_SEARCH.search, async (ctx, body) => {
    const keyword = searchKeyword(body.keyword);
    if (!keyword) return fail(API_CODE.validation, API_MESSAGE.searchKeywordRequired);
    if (!(await allowed(s, ctx))) return FAIL.rateLimited();
    const from = (body.pageNum - 1) * body.pageSize;

    if (body.type === 'liveRoom') {
      const hits = liveRoomsMatching(liveEntries(s.liveState()), keyword);
      const slice = hits.slice(from, from + body.pageSize);
      const accounts = await anchorAccountsAmong(s.db, slice.map((e) => e.anchorCustomId));
      return ok({ total: hits.length, liveRooms: slice.map((e) => liveItem(e, accounts.get(e.anchorCustomId))), anchors: [] });
    }

    await s.feedAnchors.sync(s.liveState()); // the feed's anchors are accounts too (feed-anchor-accounts.ts)
    const hits = anchorsMatching(s, keyword, await searchAnchorAccounts(s.db, keyword, MAX_ANCHOR_MATCHES));
    const slice = hits.slice(from, from + body.pageSize);
    const followed = ctx.user ? await followedAmong(s.db, ctx.user.userId, slice.filter((a) => a.account).map((a) => a.customerId)) : new Set<number>();
    return ok({
      total: hits.length, liveRooms: [],
      anchors: slice.map((a) => ({ ...a, followStatus: followed.has(a.customerId) ? 1 as const : 2 as const })), // [FL-1]
    });
  });

  addRoute(app, s, LIVING_HOME.livingHome, async (_ctx, body) => {
    const all = liveEntries(s.liveState());
    const from = (body.pageNum - 1) * body.pageSize;
    return ok({ total: all.length, items: await withBios(s.db, all.slice(from, from + body.pageSize)) });
  });

  addRoute(app, s, LIVING_HOME.livingHomeSearch, async (ctx, body) => {
    const query = searchKeyword(body.query);
    if (!query) return fail(API_CODE.validation, API_MESSAGE.searchKeywordRequired);
    if (!(await allowed(s, ctx))) return FAIL.rateLimited();
    return ok({ items: await withBios(s.db, liveRoomsMatching(liveEntries(s.liveState()), query).slice(0, MAX_HOME_SEARCH)) });
  });
}

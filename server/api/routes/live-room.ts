// The live room page's calls (contract/live-room.ts), from the feed state and the accounts:
//   POST /v1/living/liveInfo {roomId} → {room, anchor, match, playback}
//   POST /v1/living/liveStatistic {roomId} → {liveDuration, viewNumber}
//   POST /v1/living/checkLivingRoomStatus {roomId} → {exist, livingRoomStatus: start | end | illegal} [LR-1]
// A room is known when the feed has described it (state.rooms) or an anchor account owns it (users.room_id); any
// other id is 40007 直播间不存在. A ban in force (room_bans, server/db/room-ban-cli.ts) makes it 'illegal'
// whatever the feed says; liveInfo still answers the room (the page shows the banned overlay over it) but
// without playback. No login needed; a logged-in caller gets their follow status of the anchor, and their visit is
// kept: a footprint, experience for them and the anchor (server/levels/experience-rules.ts), and a viewer of the
// broadcast when it is live. The feed's anchors get their accounts (feed-anchor-accounts.ts) before the room answers.
import type { FastifyInstance } from 'fastify';
import { LIVE_ROOM } from '../../../contract';
import type { Queryable } from '../../db/database';
import { first } from '../../db/database';
import { followedAmong } from '../../db/repositories/customer-follows';
import { roomBan } from '../../db/repositories/room-bans';
import type { UserRow } from '../../db/repositories/users';
import { userColumns } from '../../db/repositories/users';
import { FAIL, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';
import { RoomSessions } from './live-room-sessions';
import type { RoomParts } from './live-room-view';
import { roomFromAccount, roomFromState } from './live-room-view';
import { NOT_LIVE } from '../../media/playback-policy';
import { openBroadcastInRoom } from '../../db/repositories/broadcasts';
import { grantRoomVisit } from '../../levels/experience';
import { recordRoomVisit } from '../../personal/footprints';
import { noteBroadcastViewer } from '../../personal/living-review';

const MAX_USER_ID = 2_147_483_647;
const SESSION_LOOK_MS = 1000;

function roomOwner(q: Queryable, roomId: number): Promise<UserRow | undefined> {
  return first<UserRow>(q, `SELECT ${userColumns()} FROM users WHERE is_anchor AND room_id = $1`, [roomId]);
}

export function liveRoomRoutes(app: FastifyInstance, s: Services): void {
  const sessions = new RoomSessions();
  // A stream's start and close are noted within a second even while nobody asks (the state says whether, not since
  // when); one identity check a second when nothing changed. On the routes' scheduler, stopped with the app.
  const look = s.timers.setInterval(() => {
    const state = s.liveState();
    sessions.observe(state, s.feed.now());
    void s.feedAnchors.sync(state).catch((err: unknown) => s.log(`feed anchors: accounts not made: ${err instanceof Error ? err.message : String(err)}`));
  }, SESSION_LOOK_MS);
  app.addHook('onClose', async () => s.timers.clearInterval(look));

  /** The room from the feed, else from its owner's account; undefined when neither knows it. */
  async function findRoom(roomId: number): Promise<RoomParts | undefined> {
    const state = s.liveState();
    sessions.observe(state, s.feed.now());
    const room = state.rooms[roomId];
    if (room) {
      await s.feedAnchors.sync(state);
      return roomFromState(state, room);
    }
    const owner = await roomOwner(s.db, roomId);
    return owner ? roomFromAccount(owner, roomId) : undefined;
  }

  addRoute(app, s, LIVE_ROOM.liveInfo, async (ctx, body) => {
    const found = await findRoom(body.roomId);
    if (!found) return FAIL.roomNotFound();
    const id = found.anchor.anchorCustomId;
    const isAccount = id > 0 && id <= MAX_USER_ID;
    const bio = isAccount ? await first<{ description: string }>(s.db, 'SELECT description FROM users WHERE id = $1', [id]) : undefined;
    const followed = ctx.user && isAccount ? (await followedAmong(s.db, ctx.user.userId, [id])).has(id) : false;
    const banned = (await roomBan(s.db, body.roomId)) !== undefined;
    if (ctx.user && !banned) await noteVisit(ctx.user.userId, found, bio !== undefined ? id : undefined, new Date(ctx.now));
    return ok({
      ...found,
      // A banned room plays nothing, even while the anchor still pushes.
      playback: banned ? NOT_LIVE : s.playback(body.roomId, found.room.living, ctx.user?.userId),
      anchor: { ...found.anchor, description: bio?.description ?? '', followStatus: followed ? 1 : 2, account: bio !== undefined },
    });
  });

  /** A logged-in user's visit: footprint, experience, and a viewer of the broadcast while it is live. */
  async function noteVisit(userId: number, found: RoomParts, anchorId: number | undefined, now: Date): Promise<void> {
    if (userId === found.anchor.anchorCustomId) return; // the anchor in their own room is no visitor
    await recordRoomVisit(s.db, userId, {
      roomId: found.room.roomId, roomName: found.room.roomName, anchorId: found.anchor.anchorCustomId,
      anchorName: found.anchor.anchorName, anchorAvatar: found.anchor.anchorAvatar,
    }, now);
    if (!found.room.living) return;
    await grantRoomVisit(s.db, userId, found.room.roomId, anchorId, now);
    const open = await openBroadcastInRoom(s.db, found.room.roomId);
    if (open?.state === 'live') await noteBroadcastViewer(s.db, open.id, userId, now);
  }

  addRoute(app, s, LIVE_ROOM.liveStatistic, async (_ctx, body) => {
    const found = await findRoom(body.roomId);
    if (!found) return FAIL.roomNotFound();
    return ok(sessions.figures(body.roomId, s.feed.now(), found.room.viewCount));
  });

  addRoute(app, s, LIVE_ROOM.checkLivingRoomStatus, async (_ctx, body) => {
    const found = await findRoom(body.roomId);
    if (!found) return FAIL.roomNotFound();
    if (await roomBan(s.db, body.roomId)) return ok({ exist: true, livingRoomStatus: 'illegal' as const });
    return ok({ exist: true, livingRoomStatus: found.room.living ? 'start' as const : 'end' as const });
  });
}

// /v1/liveroom/modifyChatRoomInfo (contract/live-room.ts): the room's owner changes its title and notice while a
// broadcast is open. Saved on the broadcast (the draft /anchorStart shows); while live a 230 (room info) puts the
// change in front of every list and open room, and a new notice is said in the room's chat as the anchor's
// message (so joiners see it in the history too). Rule: server/anchors/room-info.ts.
import type { FastifyInstance } from 'fastify';
import { API_MESSAGE, LIVE_ROOM } from '../../../contract';
import { gateFailure } from '../../anchors/anchor-failures';
import { ANCHOR_FAIL } from '../../anchors/anchor-failures';
import { passedAnchor } from '../../anchors/audit';
import { noticeChatText, ROOM_INFO_REFUSAL, roomInfoChange } from '../../anchors/room-info';
import { openBroadcastOf, setBroadcastRoomText } from '../../db/repositories/broadcasts';
import { roomOwnerId } from '../../db/repositories/room-moderation';
import { API_CODE, FAIL, fail, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';
import { ROOM_CHANGE_RULES } from './anchor-broadcast';

/** A message the server itself puts into a room: no socket waits for its echo. */
const SERVER_ORIGIN = { gateway: 'api', socket: 0, clientMsgId: '' } as const;

export function liveRoomInfoRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, LIVE_ROOM.modifyChatRoomInfo, async (ctx, body) => {
    const userId = ctx.user.userId;
    if ((await roomOwnerId(s.db, body.roomId)) !== userId) return fail(API_CODE.noRoomPermission, API_MESSAGE.noRoomPermission);
    const gate = await passedAnchor(s.db, userId, ctx.now, s.anchors.config.autoReviewMs);
    if (!gate.ok) return gateFailure(gate);
    const open = await openBroadcastOf(s.db, userId);
    if (!open || open.roomId !== body.roomId) return ANCHOR_FAIL.noBroadcast();
    const change = roomInfoChange({ roomName: open.roomName, notice: open.notification }, body);
    if (!change.ok) return fail(API_CODE.validation, ROOM_INFO_REFUSAL[change.reason]);
    const answer = { roomId: body.roomId, ...change.after };
    if (Object.keys(change.patch).length === 0) return ok(answer);
    // Each change may put a frame into the feed every client receives: the anchors' one room-change budget.
    const allowed = await s.limiter.consume([{ bucket: 'anchor-room-change', subject: String(userId), rules: ROOM_CHANGE_RULES }]);
    if (!allowed.ok) return FAIL.rateLimited();
    const after = await setBroadcastRoomText(s.db, open.id, { roomName: change.after.roomName, notification: change.after.notice });
    if (!after) return ANCHOR_FAIL.noBroadcast(); // closed meanwhile
    if (after.state === 'live') {
      await s.anchors.roomEvents.append([{ type: 'roomInfo', roomId: body.roomId, patch: change.patch }]); // 230 [RT-9]
      if (change.patch.notice) {
        const chatUser = { userId, nickname: gate.user.nickname, level: gate.user.level };
        await s.chat.post(body.roomId, chatUser, noticeChatText(change.patch.notice), SERVER_ORIGIN);
      }
    }
    return ok(answer);
  });
}

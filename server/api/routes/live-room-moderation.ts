// Live-room moderation and standing (contract/live-room-moderation.ts): the chat hub (server/chat/chat-hub.ts)
// decides who may, writes the database and tells every gateway, so a kick takes effect at once wherever the
// kicked user's sockets are.
import type { FastifyInstance } from 'fastify';
import { API_MESSAGE, LIVE_ROOM_MODERATION as CALLS } from '../../../contract';
import type { Moderation } from '../../chat/chat-hub';
import { API_CODE, fail, ok } from '../errors';
import type { Failure } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

function refused(m: Extract<Moderation, { ok: false }>): Failure {
  switch (m.reason) {
    case 'forbidden': return fail(API_CODE.noRoomPermission, API_MESSAGE.noRoomPermission);
    case 'protected': return fail(API_CODE.noRoomPermission, API_MESSAGE.cannotModerate);
    case 'noUser': return fail(API_CODE.notFound, API_MESSAGE.userNotFound);
    case 'noMessage': return fail(API_CODE.notFound, API_MESSAGE.chatMessageNotFound);
  }
}

export function liveRoomModerationRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, CALLS.setLivingAdmin, async (ctx, body) => {
    const on = body.status === 1;
    const r = await s.chat.setAdmin(ctx.user.userId, body.roomId, body.customerId, on);
    return r.ok ? ok({ roomId: body.roomId, customerId: body.customerId, admin: on }) : refused(r);
  });

  addRoute(app, s, CALLS.liveRoomAdminList, async (_ctx, body) => ok(await s.chat.admins(body.roomId)));

  addRoute(app, s, CALLS.kickCustomer, async (ctx, body) => {
    const r = await s.chat.kick(ctx.user.userId, body.roomId, body.customerId);
    return r.ok ? ok({ roomId: body.roomId, customerId: body.customerId }) : refused(r);
  });

  addRoute(app, s, CALLS.muteCustomer, async (ctx, body) => {
    const r = await s.chat.mute(ctx.user.userId, body.roomId, body.customerId, body.minutes);
    if (!r.ok) return refused(r);
    return ok({ roomId: body.roomId, customerId: body.customerId, mutedUntil: r.until ? r.until : null });
  });

  addRoute(app, s, CALLS.removeChatMessage, async (ctx, body) => {
    const r = await s.chat.remove(ctx.user.userId, body.roomId, body.msgId);
    return r.ok ? ok({ roomId: body.roomId, msgId: body.msgId }) : refused(r);
  });

  // Every gateway's members (their presence comes over the chat bus); avatars from the database.
  addRoute(app, s, CALLS.findLiveAudienceList, async (_ctx, body) => {
    const audience = s.chat.audience(body.roomId);
    const people = await s.chat.people(audience.users.map((u) => u.customerId));
    return ok({ total: audience.sockets, list: people });
  });

  addRoute(app, s, CALLS.checkCustomKickStatus, async (ctx, body) => {
    if (!ctx.user) return ok({ kicked: false }); // entry checks only for logged-in users [LR]
    const kick = await s.chat.kickOf(body.roomId, ctx.user.userId);
    if (!kick) return ok({ kicked: false });
    return ok({
      kicked: true, until: kick.until,
      ...(kick.matchId !== null && (kick.sportType === 1 || kick.sportType === 2) && { matchId: kick.matchId, sportType: kick.sportType }),
    });
  });

  addRoute(app, s, CALLS.customStatusForLiveRoomList, async (ctx, body) => {
    const { roomId } = body;
    if (!ctx.user) return ok({ roomId, owner: false, admin: false, muted: false, mutedUntil: null, kicked: false });
    const me = ctx.user.userId;
    const [role, muted, kick] = await Promise.all([s.chat.role(roomId, me), s.chat.mutedUntil(roomId, me), s.chat.kickOf(roomId, me)]);
    return ok({ roomId, owner: role.owner, admin: role.admin, muted: muted !== undefined, mutedUntil: muted ?? null, kicked: kick !== undefined });
  });
}

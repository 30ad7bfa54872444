// Private messages and the staff account (contract/private-messages.ts; server/messages/README.md): the message
// hub decides who may write, stores, and tells every gateway's user channel, so the other side sees it at once.
import type { FastifyInstance } from 'fastify';
import { API_MESSAGE, PRIVATE_MESSAGES as CALLS } from '../../../contract';
import type { MessagePeer, PrivateMessage } from '../../../contract';
import type { RateRule } from '../../auth/rate-limit';
import type { ConversationPeer, StoredPrivateMessage } from '../../messages/message-repository';
import type { SendRefusal } from '../../messages/message-hub';
import { API_CODE, fail, FAIL, ok } from '../errors';
import type { Failure } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

/** [PM-6] A user's sends over every process (the database's limiter): 5 in any 5 s, 120 an hour. */
export const PRIVATE_MESSAGE_RATE: readonly RateRule[] = [{ limit: 5, windowMs: 5_000 }, { limit: 120, windowMs: 3_600_000 }];

const asPeer = (p: ConversationPeer): MessagePeer => ({
  customerId: p.customerId, nickname: p.nickname, avatar: p.avatar, isAnchor: p.isAnchor ? 1 : 0, isStaff: p.isStaff ? 1 : 0,
});
const asMessage = (m: StoredPrivateMessage): PrivateMessage => ({ ...m });

function refused(reason: SendRefusal): Failure {
  switch (reason) {
    case 'self': return fail(API_CODE.messageNotAllowed, API_MESSAGE.messageToSelf);
    case 'noUser': return fail(API_CODE.notFound, API_MESSAGE.userNotFound);
    case 'notAllowed': return fail(API_CODE.messageNotAllowed, API_MESSAGE.messageNotAllowed);
    case 'badText': return fail(API_CODE.validation, API_MESSAGE.messageEmpty);
    case 'tooLong': return fail(API_CODE.messageTooLong, API_MESSAGE.messageTooLong);
  }
}

export function privateMessageRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, CALLS.staffInfo, async () => {
    const staff = await s.messages.staff();
    return staff ? ok(asPeer(staff)) : fail(API_CODE.notFound, API_MESSAGE.staffNotFound);
  });

  addRoute(app, s, CALLS.conversations, async (ctx, body) => {
    const me = ctx.user.userId;
    const [page, unread] = await Promise.all([
      s.messages.conversations(me, body.pageSize, (body.pageNum - 1) * body.pageSize), s.messages.unread(me),
    ]);
    return ok({ total: page.total, unread, list: page.list.map((c) => ({ peer: asPeer(c.peer), last: asMessage(c.last), unread: c.unread })) });
  });

  addRoute(app, s, CALLS.history, async (ctx, body) => {
    const me = ctx.user.userId;
    if (body.customerId === me) return fail(API_CODE.messageNotAllowed, API_MESSAGE.messageToSelf);
    const peer = await s.messages.peer(body.customerId);
    if (!peer) return fail(API_CODE.notFound, API_MESSAGE.userNotFound);
    const [page, canSend, unread] = await Promise.all([
      s.messages.history(me, peer.customerId, body.pageSize, body.beforeId), s.messages.maySend(me, peer), s.messages.unread(me),
    ]);
    return ok({ peer: asPeer(peer), messages: page.messages.map(asMessage), hasMore: page.hasMore, canSend, unread });
  });

  addRoute(app, s, CALLS.send, async (ctx, body) => {
    const allowed = await s.limiter.consume([{ bucket: 'private-message', subject: String(ctx.user.userId), rules: PRIVATE_MESSAGE_RATE }]);
    if (!allowed.ok) return FAIL.rateLimited();
    const r = await s.messages.send(ctx.user.userId, body.customerId, body.text);
    return r.ok ? ok(asMessage(r.message)) : refused(r.reason);
  });

  addRoute(app, s, CALLS.read, async (ctx, body) => {
    const me = ctx.user.userId;
    const unread = await s.messages.read(me, body.customerId, body.upToId);
    if (unread === undefined) return ok({ unread: await s.messages.unread(me), lastReadId: null });
    return ok({ unread, lastReadId: body.upToId ?? null });
  });
}

// Broadcasting (contract/anchor-broadcast.ts, issue #14): the draft, push key, match switch, close, previews and
// checkLiving; every change a live room's viewers should see goes into the feed as a room event (220, 225, 226,
// 230; 200/210 come from the stream itself, server/anchors/anchor-streams.ts, and 210 from close).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Broadcast } from '../../../contract';
import { ANCHOR_BROADCAST, API_CODE } from '../../../contract';
import type { Match, Sport } from '../../../engine/core';
import { NO_PREVIOUS_MATCH, midnightOfShanghaiDate, sportOfType } from '../../../engine/core';
import { ANCHOR_FAIL, gateFailure } from '../../anchors/anchor-failures';
import { passedAnchor } from '../../anchors/audit';
import { coversFor } from '../../anchors/covers';
import { competitionsOn, isOpenMatch, matchesOn, pickerMatch } from '../../anchors/picker-matches';
import type { RoomEvent } from '../../anchors/room-event-sink';
import { briefOfAnchor, sportOf } from '../../anchors/room-records';
import { addPreview, deletePreview, listPreviews } from '../../db/repositories/anchor-previews';
import type { BroadcastRow } from '../../db/repositories/broadcasts';
import { closeBroadcastOf, notePeakViewers, openBroadcastOf, saveDraft, setBroadcastMatch } from '../../db/repositories/broadcasts';
import type { PushKeyRow } from '../../db/repositories/push-keys';
import { pushKeyOf, replacePushKey } from '../../db/repositories/push-keys';
import { FAIL, fail, ok } from '../errors';
import { grantBroadcast } from '../../levels/experience';
import type { Failure } from '../errors';
import { addRoute } from '../route';
import type { UserContext } from '../route';
import type { Services } from '../services';

/** Every change below may put a frame into the feed every client receives: an anchor makes at most this many. */
export const ROOM_CHANGE_RULES = [{ limit: 30, windowMs: 60_000 }, { limit: 300, windowMs: 3_600_000 }];

/** 32 url-safe characters: what authorises a stream, so long and random. */
const newSecret = () => randomBytes(24).toString('base64url');

function broadcastOf(b: BroadcastRow): Broadcast {
  return {
    prepareId: b.id, roomId: b.roomId, date: b.date, roomName: b.roomName, selCompetition: b.competitionId, matchId: b.matchId,
    sportType: b.sportType, notification: b.notification, coverPicture: b.coverPicture, state: b.state,
    startedAt: b.startedAt?.getTime() ?? null,
  };
}

export function anchorBroadcastRoutes(app: FastifyInstance, s: Services): void {
  const a = s.anchors;
  const anchorOf = async (ctx: UserContext) => passedAnchor(s.db, ctx.user.userId, ctx.now, a.config.autoReviewMs);
  /** A passed anchor within their room-change budget; the failure to answer otherwise. */
  const changingAnchor = async (ctx: UserContext) => {
    const gate = await anchorOf(ctx);
    if (!gate.ok) return { failure: gateFailure(gate) };
    const allowed = await s.limiter.consume([{ bucket: 'anchor-room-change', subject: String(gate.user.id), rules: ROOM_CHANGE_RULES }]);
    return allowed.ok ? { user: gate.user } : { failure: FAIL.rateLimited() };
  };
  /** Our ingest's server and key, or Agora's Media Gateway's in their place (server/media/push-policy.ts). */
  const pushKeyAnswer = async (k: PushKeyRow) => {
    const pushed = await a.push(k.roomId, { pushServer: a.pushServer(), streamKey: `${k.roomId}-${k.secret}` });
    if (!pushed.ok) return ANCHOR_FAIL.streamServiceUnavailable();
    const { pushServer, streamKey } = pushed.target;
    return ok({ pushServer, streamKey, pushUrl: `${pushServer}/${streamKey}` });
  };
  /** The open match the anchor picked, from the feed's lists; a failure when it is not there or not open. */
  const pickedMatch = (sportType: number, matchId: number, competitionId?: number): { sport: Sport; match: Match } | Failure => {
    const sport = sportOfType(sportType)!;
    const match = s.liveState()[sport].matches[matchId];
    if (!match || !isOpenMatch(match)) return FAIL.matchNotFound();
    if (competitionId !== undefined && match.competitionId !== competitionId) return fail(API_CODE.validation, '所选比赛不属于该赛事');
    return { sport, match };
  };
  const roomEvents = async (events: readonly (RoomEvent | undefined)[]) => {
    const list = events.filter((e): e is RoomEvent => e !== undefined);
    if (list.length) await a.roomEvents.append(list);
  };

  addRoute(app, s, ANCHOR_BROADCAST.detail, async (ctx) => {
    const gate = await anchorOf(ctx);
    if (!gate.ok) return gateFailure(gate);
    const open = await openBroadcastOf(s.db, gate.user.id);
    return ok({ broadcast: open ? broadcastOf(open) : null, roomId: gate.user.roomId, covers: coversFor(gate.user.roomId), today: s.feed.today().date });
  });

  addRoute(app, s, ANCHOR_BROADCAST.prepare, async (ctx, body) => {
    const gate = await changingAnchor(ctx);
    if (gate.failure) return gate.failure;
    const day = midnightOfShanghaiDate(body.date);
    if (day === undefined || body.date < s.feed.today().date) return fail(API_CODE.validation, '请选择今天或以后的开播日期');
    const picked = pickedMatch(body.sportType, body.matchId, body.selCompetition);
    if ('ok' in picked) return picked;
    // A generated cover, or an upload (/v1/file/batch/upload: re-encoded, indexed, still stored).
    if (!coversFor(gate.user.roomId).includes(body.coverPicture) && !(await s.uploadKeeper.isUsable(body.coverPicture))) return fail(API_CODE.validation, '请选择直播封面');
    const before = await openBroadcastOf(s.db, gate.user.id);
    const after = await saveDraft(s.db, gate.user.id, gate.user.roomId, {
      date: body.date, roomName: body.roomName, competitionId: body.selCompetition, matchId: body.matchId,
      sportType: body.sportType, notification: body.notification, coverPicture: body.coverPicture,
    }, new Date(ctx.now));
    if (before?.state === 'live') {
      // A live room changes in front of its viewers: a new match is a switch (220), the rest room info (230).
      if (before.matchId !== after.matchId || before.sportType !== after.sportType) {
        const start = await a.streams.streamStart(after);
        await roomEvents([start && { type: 'matchSwitch', prevMatchId: before.matchId, room: start.room }]);
      } else {
        const patch = {
          ...(before.roomName !== after.roomName && { roomName: after.roomName }),
          ...(before.coverPicture !== after.coverPicture && { coverPicture: after.coverPicture }),
          ...(before.notification !== after.notification && { notice: after.notification }),
        };
        if (Object.keys(patch).length) await roomEvents([{ type: 'roomInfo', roomId: after.roomId, patch }]);
      }
    }
    return ok(broadcastOf(after));
  });

  addRoute(app, s, ANCHOR_BROADCAST.changeMatch, async (ctx, body) => {
    const gate = await changingAnchor(ctx);
    if (gate.failure) return gate.failure;
    const picked = pickedMatch(body.sportType, body.matchId, body.selCompetition);
    if ('ok' in picked) return picked;
    const before = await openBroadcastOf(s.db, gate.user.id);
    if (!before) return ANCHOR_FAIL.noBroadcast();
    const after = (await setBroadcastMatch(s.db, gate.user.id, { competitionId: body.selCompetition, matchId: body.matchId, sportType: body.sportType }))!;
    if (after.state === 'live') {
      const start = await a.streams.streamStart(after);
      await roomEvents([start && { type: 'matchSwitch', prevMatchId: before.matchId, room: start.room }]); // [RT-6]
    }
    return ok(broadcastOf(after));
  });

  addRoute(app, s, ANCHOR_BROADCAST.pushStreamKey, async (ctx) => {
    const gate = await anchorOf(ctx);
    if (!gate.ok) return gateFailure(gate);
    return pushKeyAnswer(await pushKeyOf(s.db, gate.user.roomId, gate.user.id, newSecret(), new Date(ctx.now)));
  });

  addRoute(app, s, ANCHOR_BROADCAST.refreshPushStreamKey, async (ctx) => {
    const gate = await anchorOf(ctx);
    if (!gate.ok) return gateFailure(gate);
    const allowed = await s.limiter.consume([{ bucket: 'push-key-refresh', subject: String(gate.user.id), rules: [{ limit: 20, windowMs: 3_600_000 }] }]);
    if (!allowed.ok) return FAIL.rateLimited();
    return pushKeyAnswer(await replacePushKey(s.db, gate.user.roomId, gate.user.id, newSecret(), new Date(ctx.now)));
  });

  addRoute(app, s, ANCHOR_BROADCAST.close, async (ctx) => {
    const gate = await anchorOf(ctx);
    if (!gate.ok) return gateFailure(gate);
    const before = await closeBroadcastOf(s.db, gate.user.id, new Date(ctx.now));
    const wasLive = before?.state === 'live';
    if (before) await notePeakViewers(s.db, before.id, s.liveState().rooms[before.roomId]?.viewCount ?? 0);
    if (wasLive) await grantBroadcast(s.db, gate.user.id, before.id, new Date(ctx.now)); // experience-rules.ts: broadcast
    if (wasLive) await roomEvents([{ type: 'streamClose', sport: sportOf(before), matchId: before.matchId, roomId: before.roomId }]); // [RT-5]
    return ok({ wasLive });
  });

  addRoute(app, s, ANCHOR_BROADCAST.addPreview, async (ctx, body) => {
    const gate = await changingAnchor(ctx);
    if (gate.failure) return gate.failure;
    const picked = pickedMatch(body.sportType, body.matchId);
    if ('ok' in picked) return picked;
    if (await addPreview(s.db, gate.user.id, body.sportType, body.matchId, new Date(ctx.now))) {
      await roomEvents([{ type: 'previewAdd', sport: picked.sport, matchId: body.matchId, prevMatchId: NO_PREVIOUS_MATCH, anchor: briefOfAnchor(gate.user) }]); // [RT-7]
    }
    return ok(null);
  });

  addRoute(app, s, ANCHOR_BROADCAST.findPreview, async (ctx) => {
    const gate = await anchorOf(ctx);
    if (!gate.ok) return gateFailure(gate);
    const state = s.liveState();
    return ok((await listPreviews(s.db, gate.user.id)).map((p) => {
      const sport = sportOfType(p.sportType)!;
      const m = state[sport].matches[p.matchId];
      return m ? pickerMatch(state, m) : {
        matchId: p.matchId, sportType: p.sportType, competitionId: 0, competitionShortName: '', matchTime: 0, statusId: 0,
        homeTeamName: '', awayTeamName: '',
      };
    }));
  });

  addRoute(app, s, ANCHOR_BROADCAST.delPreview, async (ctx, body) => {
    const gate = await changingAnchor(ctx);
    if (gate.failure) return gate.failure;
    if (await deletePreview(s.db, gate.user.id, body.sportType, body.matchId)) {
      await roomEvents([{ type: 'previewRemove', sport: sportOfType(body.sportType)!, matchId: body.matchId, anchor: briefOfAnchor(gate.user) }]); // [RT-8]
    }
    return ok(null);
  });

  addRoute(app, s, ANCHOR_BROADCAST.checkLiving, async (ctx) => {
    const open = await openBroadcastOf(s.db, ctx.user.userId);
    return ok({ status: open?.state === 'live' ? 1 : 0, roomId: open?.roomId ?? null });
  });

  addRoute(app, s, ANCHOR_BROADCAST.queryCompetitions, async (_ctx, body) =>
    ok(competitionsOn(s.liveState(), sportOfType(body.sportType)!, body.date)));

  addRoute(app, s, ANCHOR_BROADCAST.queryMatchs, async (_ctx, body) =>
    ok(matchesOn(s.liveState(), sportOfType(body.sportType)!, body.date, body.competitionId)));
}

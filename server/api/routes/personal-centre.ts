// The personal centre's calls (contract/personal-centre.ts): experience records, the anchor's live-data review and
// reminder list, footprints, a user's card, followed matches, and the phone change. The review and the reminders
// are the anchor's own (40008 for a viewer).
import type { FastifyInstance } from 'fastify';
import type { Match, Sport } from '../../../engine/core';
import { basketballTotal, SPORT_TYPE, SPORTS } from '../../../engine/core';
import type { FollowedMatch } from '../../../contract';
import { API_MESSAGE, PERSONAL_CENTRE, PHONE_CHANGE } from '../../../contract';
import { maskPhone, parsePhone } from '../../auth/phone';
import { followCounts, followedAmong } from '../../db/repositories/customer-follows';
import { followedMatchIds } from '../../db/repositories/match-follows';
import { revokeOtherFamilies } from '../../db/repositories/refresh-tokens';
import { findUserById, findUserByPhone, setUserPhone } from '../../db/repositories/users';
import { expRecordPage } from '../../levels/experience';
import { roomFootprintPage, schemeFootprintPage } from '../../personal/footprints';
import { livingRecordPage, livingStatistics } from '../../personal/living-review';
import { reminderPage } from '../../personal/reminder-list';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { levelForExp, standing } from '../level-tables';
import { lookupMatches } from '../match-lookup';
import { addRoute } from '../route';
import type { UserContext } from '../route';
import type { Services } from '../services';

const offsetOf = (b: { pageNum: number; pageSize: number }) => (b.pageNum - 1) * b.pageSize;

/** PostgreSQL's unique_violation: two accounts raced for one phone. */
const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export function personalCentreRoutes(app: FastifyInstance, s: Services): void {
  /** The caller when an anchor; the failure otherwise. */
  const anchorOf = async (ctx: UserContext) => {
    const u = await findUserById(s.db, ctx.user.userId);
    if (!u) return { failure: FAIL.tokenInvalid() };
    return u.isAnchor ? { user: u } : { failure: FAIL.notAnchor() };
  };

  addRoute(app, s, PERSONAL_CENTRE.expRecord, async (ctx, body) =>
    ok(await expRecordPage(s.db, ctx.user.userId, body.levelType, body.pageSize, offsetOf(body))));

  addRoute(app, s, PERSONAL_CENTRE.myLivingStatistics, async (ctx) => {
    const a = await anchorOf(ctx);
    if (a.failure) return a.failure;
    return ok(await livingStatistics(s.db, a.user.id, new Date(ctx.now)));
  });

  addRoute(app, s, PERSONAL_CENTRE.myLivingRecord, async (ctx, body) => {
    const a = await anchorOf(ctx);
    if (a.failure) return a.failure;
    return ok(await livingRecordPage(s.db, a.user.id, body.pageSize, offsetOf(body), new Date(ctx.now)));
  });

  addRoute(app, s, PERSONAL_CENTRE.myReminders, async (ctx, body) => {
    const a = await anchorOf(ctx);
    if (a.failure) return a.failure;
    return ok(await reminderPage(s.db, a.user.id, body.pageSize, offsetOf(body)));
  });

  addRoute(app, s, PERSONAL_CENTRE.livingFootprints, async (ctx, body) =>
    ok(await roomFootprintPage(s.db, ctx.user.userId, body.pageSize, offsetOf(body))));

  addRoute(app, s, PERSONAL_CENTRE.predictionFootprints, async (ctx, body) =>
    ok(await schemeFootprintPage(s.db, ctx.user.userId, body.pageSize, offsetOf(body))));

  addRoute(app, s, PERSONAL_CENTRE.customInfo, async (ctx, body) => {
    const me = ctx.user.userId;
    const u = await findUserById(s.db, body.customerId ?? me);
    if (!u) return fail(API_CODE.notFound, '用户不存在');
    const counts = await followCounts(s.db, u.id);
    const followed = u.id === me ? false : (await followedAmong(s.db, me, [u.id])).has(u.id);
    const user = standing(1, levelForExp(1, u.exp));
    const anchor = u.isAnchor ? standing(2, levelForExp(2, u.anchorExp)) : { level: 0, levelTxt: '' };
    return ok({
      customerId: u.id, nickname: u.nickname, avatar: u.avatar, isAnchor: u.isAnchor ? 1 : 0, identifier: u.roomId,
      description: u.description, level: user.level, levelTxt: user.levelTxt, anchorLevel: anchor.level, anchorLevelTxt: anchor.levelTxt,
      followToCount: counts.followTo, followFromCount: counts.followFrom, followStatus: followed ? 1 : 2, isSelf: u.id === me, // [FL-1]
    });
  });

  addRoute(app, s, PERSONAL_CENTRE.followedMatches, async (ctx) => {
    const all: FollowedMatch[] = [];
    for (const sport of SPORTS) {
      const ids = await followedMatchIds(s.db, ctx.user.userId, SPORT_TYPE[sport]);
      if (ids.length) all.push(...followedMatchesOf(s, sport, ids));
    }
    return ok(all.sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId));
  });

  addRoute(app, s, PHONE_CHANGE.preChangePhoneCheck, async (ctx, body) => {
    const phone = parsePhone(body.nationalCode, body.phoneNumber);
    if (!phone) return FAIL.badPhone();
    const me = await findUserById(s.db, ctx.user.userId);
    if (!me) return FAIL.tokenInvalid();
    if (me.nationalCode === phone.nationalCode && me.phone === phone.number) return fail(API_CODE.samePhone, API_MESSAGE.samePhone);
    // The code first: whether a number is registered is told only to whoever receives its SMS.
    if (!(await s.smsCodes.verify(phone, 'changePhone', body.code))) return FAIL.wrongCode();
    if (await findUserByPhone(s.db, phone.nationalCode, phone.number)) return fail(API_CODE.phoneTaken, API_MESSAGE.phoneTaken);
    // The account moves to the new phone and every other session of it ends at once (their refresh families
    // revoked: access tokens are checked against the family on every call); this one, whose holder just proved
    // the new phone, goes on. The old phone no longer reaches the account, by code or by password.
    try {
      await s.db.transaction(async (tx) => {
        await setUserPhone(tx, me.id, phone.nationalCode, phone.number);
        await revokeOtherFamilies(tx, me.id, ctx.user.familyId, 'phone-change', new Date(ctx.now));
      });
    } catch (err) {
      if (isUniqueViolation(err)) return fail(API_CODE.phoneTaken, API_MESSAGE.phoneTaken);
      throw err;
    }
    return ok({ phone: maskPhone(phone.number) });
  });
}

/** The followed matches the feed knows, with their competition and team names. */
function followedMatchesOf(s: Services, sport: Sport, ids: readonly number[]): FollowedMatch[] {
  const found = lookupMatches(s.matchLookup, sport, ids);
  const state = s.liveState()[sport];
  const competitions = new Map((found.competitions ?? Object.values(state.competitions)).map((c) => [c.id, c]));
  const teams = new Map((found.teams ?? Object.values(state.teams)).map((t) => [t.id, t]));
  const score = (m: Match, side: 'homeScores' | 'awayScores') => (sport === 'football' ? m[side][0] ?? 0 : basketballTotal(m[side]));
  return found.matches.map((m) => ({
    matchId: m.id, sportType: SPORT_TYPE[sport], competitionName: competitions.get(m.competitionId)?.shortName || competitions.get(m.competitionId)?.name || '',
    homeTeamName: teams.get(m.homeTeamId)?.name ?? '', awayTeamName: teams.get(m.awayTeamId)?.name ?? '',
    matchTime: m.matchTime, statusId: m.statusId, homeScore: score(m, 'homeScores'), awayScore: score(m, 'awayScores'),
  }));
}

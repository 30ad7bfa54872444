// The personal centre's calls (SPEC.md §7 "Forecast, tasks, personal", "Authentication and customer"): the phone
// change (preChangePhoneCheck), experience records, the anchor's live-data review (myLivingStatistics,
// myLivingRecord), footprints of rooms watched and schemes read, another user's public card (custom/info), the
// anchor's reminder list, and the caller's followed matches as JSON (the list_b pages are for the engine).
// Spread into FORECAST_TASKS_PERSONAL and AUTH_CUSTOMER in index.ts.
import type { Static, TSchema } from 'typebox';
import { Type } from 'typebox';
import { jsonCall, NO_BODY } from './call';
import { Bool01, followStatus, int, nationalCode, nullable, page, str } from './fields';
import { LevelType } from './forecast-tasks-personal';

/** A page of a list: how many in all, and this page. */
const paged = <T extends TSchema>(item: T) => Type.Object({ total: Type.Integer(), list: Type.Array(item) });

/** One grant of experience (server/levels/experience-rules.ts names the actions). */
export const ExpRecord = Type.Object({
  id: Type.Integer(),
  levelType: LevelType,
  action: Type.String(),
  /** The action as the page shows it: 观看直播, 直播间发言, … */
  actionTxt: Type.String(),
  exp: Type.Integer(),
  /** ms */
  at: Type.Integer(),
});
export type ExpRecord = Static<typeof ExpRecord>;

/** One broadcast that went live, as the anchor's review shows it. Durations in seconds, times in ms. */
export const LivingRecord = Type.Object({
  prepareId: Type.Integer(),
  roomId: Type.Integer(),
  roomName: Type.String(),
  matchId: Type.Integer(),
  sportType: Type.Integer(),
  startedAt: Type.Integer(),
  /** null while it is still live. */
  endedAt: nullable(Type.Integer()),
  duration: Type.Integer(),
  peakViewers: Type.Integer(),
  /** Distinct logged-in viewers who entered the room while it was live. */
  totalViewers: Type.Integer(),
  chatMessages: Type.Integer(),
});
export type LivingRecord = Static<typeof LivingRecord>;

export const LivingStatistics = Type.Object({
  broadcasts: Type.Integer(),
  totalDuration: Type.Integer(),
  /** The highest peak of any broadcast. */
  peakViewers: Type.Integer(),
  totalViewers: Type.Integer(),
  chatMessages: Type.Integer(),
});
export type LivingStatistics = Static<typeof LivingStatistics>;

/** A room the caller watched: the room and anchor as they were at the last visit. */
export const RoomFootprint = Type.Object({
  roomId: Type.Integer(),
  roomName: Type.String(),
  anchorCustomId: Type.Integer(),
  anchorName: Type.String(),
  anchorAvatar: Type.String(),
  visits: Type.Integer(),
  /** ms of the last visit. */
  at: Type.Integer(),
});
export type RoomFootprint = Static<typeof RoomFootprint>;

/** A prediction scheme the caller read (server/personal/footprints.ts recordSchemeRead keeps them). */
export const SchemeFootprint = Type.Object({
  schemeId: Type.Integer(),
  title: Type.String(),
  anchorCustomId: Type.Integer(),
  anchorName: Type.String(),
  reads: Type.Integer(),
  at: Type.Integer(),
});
export type SchemeFootprint = Static<typeof SchemeFootprint>;

/** What anyone logged in may see of a user: their centre's card. */
export const CustomCard = Type.Object({
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  isAnchor: Bool01(),
  identifier: nullable(Type.Integer()),
  description: Type.String(),
  level: Type.Integer(),
  levelTxt: Type.String(),
  anchorLevel: Type.Integer(),
  anchorLevelTxt: Type.String(),
  followToCount: Type.Integer(),
  followFromCount: Type.Integer(),
  /** [FL-1] 1 the caller follows them, 2 not. */
  followStatus: followStatus(),
  isSelf: Type.Boolean(),
});
export type CustomCard = Static<typeof CustomCard>;

export const ReminderUser = Type.Object({ customerId: Type.Integer(), nickname: Type.String(), avatar: Type.String(), at: Type.Integer() });

/** A followed match as the centre lists it (from the feed's state; ids the feed no longer knows are left out). */
export const FollowedMatch = Type.Object({
  matchId: Type.Integer(),
  sportType: Type.Integer(),
  competitionName: Type.String(),
  homeTeamName: Type.String(),
  awayTeamName: Type.String(),
  /** unix seconds (SPEC.md §3 matchTime). */
  matchTime: Type.Integer(),
  statusId: Type.Integer(),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
});
export type FollowedMatch = Static<typeof FollowedMatch>;

export const PERSONAL_CENTRE = {
  /** Experience records of one level type, newest first. */
  expRecord: jsonCall({
    path: '/v1/tasks/customer/expRecord', auth: 'required', body: Type.Object({ levelType: LevelType, ...page(20, 50) }), data: paged(ExpRecord),
  }),
  /** Anchors only (40008 otherwise): the totals over every broadcast that went live. */
  myLivingStatistics: jsonCall({ path: '/v1/personal/anchor/myLivingStatistics', auth: 'required', body: NO_BODY, data: LivingStatistics }),
  /** Anchors only: one row per broadcast that went live, newest first. */
  myLivingRecord: jsonCall({
    path: '/v1/personal/anchor/myLivingRecord', auth: 'required', body: Type.Object(page(10, 50)), data: paged(LivingRecord),
  }),
  /** Anchors only: who asked to be told when the anchor goes live (/anchor/remind), latest first. */
  myReminders: jsonCall({
    path: '/v1/personal/anchor/reminders', auth: 'required', body: Type.Object(page(20, 50)), data: paged(ReminderUser),
  }),
  livingFootprints: jsonCall({
    path: '/v1/personal/living/footprints', auth: 'required', body: Type.Object(page(20, 50)), data: paged(RoomFootprint),
  }),
  predictionFootprints: jsonCall({
    path: '/v1/personal/prediction/footprints', auth: 'required', body: Type.Object(page(20, 50)), data: paged(SchemeFootprint),
  }),
  /** A user's card (the caller's own without customerId); 40007 for an unknown id. */
  customInfo: jsonCall({
    path: '/v1/personal/custom/info', auth: 'required', body: Type.Object({ customerId: Type.Optional(int(1)) }), data: CustomCard,
  }),
  /** Both sports, the next kick-off first. */
  followedMatches: jsonCall({
    path: '/v1/personal/follow/matches', auth: 'required', body: NO_BODY, data: Type.Array(FollowedMatch),
  }),
} as const;

export const PHONE_CHANGE = {
  /**
   * Moves the account to a new phone: code is the one /ali/sms/sendCode (scene changePhone) sent to that phone.
   * 41901 when another account has the number, 41902 when it is the account's own; the masked new phone after.
   */
  preChangePhoneCheck: jsonCall({
    path: '/v1/customer/preChangePhoneCheck', auth: 'required',
    body: Type.Object({ nationalCode: nationalCode(), phoneNumber: str(20), code: str(12) }),
    messages: { phoneNumber: '请输入新手机号', code: '请输入验证码' },
    data: Type.Object({ phone: Type.String() }),
  }),
} as const;

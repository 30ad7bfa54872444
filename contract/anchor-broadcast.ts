// SPEC.md §7 "Competitions and anchors", the broadcasting part (issue #14): the draft (/anchor/prepare, SPEC.md §2
// "Broadcast draft fields"), the push URL and key, match switch, close, previews, checkLiving, and the pickers'
// competitions and matches of a day. Every /anchor/* call needs a certified anchor: otherwise 41401 (audit wait),
// 41402 (rejected) or 41403 (never certified) with SPEC.md's copy [AN-7]. Spread into COMPETITIONS_ANCHORS.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall, NO_BODY } from './call';
import { int, matchId, nullable, sportType, str } from './fields';
import { MATCH_DATE_PATTERN } from './match-lists';

export const BroadcastState = Type.Union([Type.Literal('prepared'), Type.Literal('live'), Type.Literal('closed')]);

/** The draft as prepared, and where it stands. */
export const Broadcast = Type.Object({
  prepareId: Type.Integer(),
  roomId: Type.Integer(),
  date: Type.String(),
  roomName: Type.String(),
  selCompetition: Type.Integer(),
  matchId: Type.Integer(),
  sportType: Type.Integer(),
  notification: Type.String(),
  coverPicture: Type.String(),
  state: BroadcastState,
  /** ms; null until the stream arrives. */
  startedAt: nullable(Type.Integer()),
});
export type Broadcast = Static<typeof Broadcast>;

/** OBS: 服务器 pushServer, 串流密钥 streamKey (`<roomId>-<secret>`); pushUrl is the two joined. */
export const PushKey = Type.Object({ pushServer: Type.String(), streamKey: Type.String(), pushUrl: Type.String() });
export type PushKey = Static<typeof PushKey>;

export const PickerMatch = Type.Object({
  matchId: Type.Integer(),
  sportType: Type.Integer(),
  competitionId: Type.Integer(),
  competitionShortName: Type.String(),
  matchTime: Type.Integer(),
  statusId: Type.Integer(),
  homeTeamName: Type.String(),
  awayTeamName: Type.String(),
});
export type PickerMatch = Static<typeof PickerMatch>;

const matchDate = () => Type.String({ pattern: MATCH_DATE_PATTERN, examples: ['2026-11-26'] });
const DRAFT_MESSAGES = {
  date: '请选择开播日期', 'date.pattern': '开播日期应为YYYY-MM-DD', roomName: '请输入直播间标题',
  selCompetition: '请选择赛事', matchId: '请选择比赛', coverPicture: '请选择直播封面', notification: '直播公告最多200字',
};
const matchPick = () => ({ selCompetition: int(1, Number.MAX_SAFE_INTEGER), matchId: matchId(), sportType: sportType() });

export const ANCHOR_BROADCAST = {
  /** Saves the draft (a live broadcast's room info changes at once: 230, a new match 220). */
  prepare: jsonCall({
    path: '/anchor/prepare', auth: 'required',
    body: Type.Object({
      date: matchDate(), roomName: str(30), ...matchPick(), notification: defaulted(str(200, 0), ''), coverPicture: str(300),
    }),
    messages: DRAFT_MESSAGES, data: Broadcast,
  }),
  /** The anchor's open broadcast (null when none), their room, and the covers to choose from. */
  detail: jsonCall({
    path: '/anchor/detail', auth: 'required', body: NO_BODY,
    data: Type.Object({
      broadcast: nullable(Broadcast), roomId: Type.Integer(), covers: Type.Array(Type.String()),
      /** The server's Beijing day (its feed's): the first day the draft may pick, as /anchor/prepare checks it. */
      today: matchDate(),
    }),
  }),
  changeMatch: jsonCall({
    path: '/anchor/changeMatch', auth: 'required', body: Type.Object(matchPick()), messages: DRAFT_MESSAGES, data: Broadcast,
  }),
  pushStreamKey: jsonCall({ path: '/anchor/pushStreamKey', auth: 'required', body: NO_BODY, data: PushKey }),
  /** A new secret: the old key stops authorising at once. */
  refreshPushStreamKey: jsonCall({ path: '/anchor/refreshPushStreamKey', auth: 'required', body: NO_BODY, data: PushKey }),
  /** Ends the open broadcast (210 when it was live); the page then says 下播成功，辛苦您了～. */
  close: jsonCall({ path: '/anchor/close', auth: 'required', body: NO_BODY, data: Type.Object({ wasLive: Type.Boolean() }) }),
  addPreview: jsonCall({
    path: '/anchor/addPreview', auth: 'required', body: Type.Object({ matchId: matchId(), sportType: sportType() }), data: Type.Null(),
  }),
  findPreview: jsonCall({ path: '/anchor/findPreview', auth: 'required', body: NO_BODY, data: Type.Array(PickerMatch) }),
  delPreview: jsonCall({
    path: '/anchor/delPreview', auth: 'required', body: Type.Object({ matchId: matchId(), sportType: sportType() }), data: Type.Null(),
  }),
  /** status 1 while the caller's room is streaming, 0 otherwise (anyone may ask: viewers get 0). */
  checkLiving: jsonCall({
    path: '/anchor/checkLiving', auth: 'required', body: NO_BODY,
    data: Type.Object({ status: Type.Enum([0, 1]), roomId: nullable(Type.Integer()) }),
  }),
  /** The pickers: a day's competitions with matches not yet over (today's from the feed). */
  queryCompetitions: jsonCall({
    path: '/competition/queryCompetitions', auth: 'required', body: Type.Object({ sportType: sportType(), date: matchDate() }),
    data: Type.Array(Type.Object({ competitionId: Type.Integer(), name: Type.String(), matchCount: Type.Integer() })),
  }),
  queryMatchs: jsonCall({
    path: '/competition/queryMatchs', auth: 'required',
    body: Type.Object({ sportType: sportType(), date: matchDate(), competitionId: Type.Optional(int(1, Number.MAX_SAFE_INTEGER)) }),
    data: Type.Array(PickerMatch),
  }),
} as const;

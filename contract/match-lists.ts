// The match lists both sports serve under /v1/{football,basketball}/ (SPEC.md §7 "Football", "Basketball"):
// the *_b calls answer a bare protobuf MatchListResponse (proto/, decoded by engine/wire; a decode failure
// yields nothing) [HT-8]; their failures stay JSON envelopes, so the client can still refresh on 10050.
import { Type } from 'typebox';
import { binaryCall, defaulted, jsonCall, NO_BODY } from './call';
import { FOLLOW_PAGE_SIZE } from './limits';

export type SportName = 'football' | 'basketball';

export const sportPath = <S extends SportName, N extends string>(sport: S, name: N): `/v1/${S}/${N}` => `/v1/${sport}/${name}`;

/** A local (Asia/Shanghai) day. Whether it is on the calendar (2025-13-01) is the route's check. */
export const MATCH_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** {matchDate}: in the JSON body of a POST, or the query string of a GET (validated with the same schema). */
const matchDateBody = () => Type.Object({ matchDate: Type.String({ pattern: MATCH_DATE_PATTERN }) });
const MATCH_DATE_MESSAGES = { matchDate: '请选择比赛日期', 'matchDate.pattern': '比赛日期应为YYYY-MM-DD' };


const LIST = 'MatchListResponse' as const;
const GET_OR_POST = ['GET', 'POST'] as const;

export function matchLists<S extends SportName>(sport: S) {
  return {
    /** The whole list of the sport, as the feed has it now. */
    realtime: binaryCall({ path: sportPath(sport, 'realtimeMatch_b'), methods: GET_OR_POST, auth: 'none', body: NO_BODY, message: LIST }),
    /** Today's first-tier matches with just their competitions and teams. */
    topOne: binaryCall({ path: sportPath(sport, 'topOne_b'), methods: GET_OR_POST, auth: 'none', body: NO_BODY, message: LIST }),
    /** The schedule of a day [LS-9]. */
    future: binaryCall({
      path: sportPath(sport, 'futureMatch_b'), methods: GET_OR_POST, auth: 'none', body: matchDateBody(), messages: MATCH_DATE_MESSAGES, message: LIST,
    }),
    /** The results of a day [LS-9]. */
    history: binaryCall({
      path: sportPath(sport, 'historyMatch_b'), methods: GET_OR_POST, auth: 'none', body: matchDateBody(), messages: MATCH_DATE_MESSAGES, message: LIST,
    }),
    /** The caller's followed matches [FL-5]; queryOrder 1: kick-off ascending (SPEC.md §7 sends 1), 2: descending. */
    followList: binaryCall({
      path: sportPath(sport, 'follow/list_b'), auth: 'required',
      body: Type.Object({
        pageNum: defaulted(Type.Integer({ minimum: 1, maximum: 100_000 }), 1),
        pageSize: defaulted(Type.Integer({ minimum: 1, maximum: FOLLOW_PAGE_SIZE }), FOLLOW_PAGE_SIZE),
        queryOrder: defaulted(Type.Enum([1, 2]), 1),
      }),
      message: LIST,
    }),
    /** The first-tier competitions' ids (JSON, SPEC.md §7 "data is an id list"). */
    competitionTopOne: jsonCall({
      path: sportPath(sport, 'competition/topOne'), methods: GET_OR_POST, auth: 'none', body: NO_BODY, data: Type.Array(Type.Integer()),
    }),
  };
}

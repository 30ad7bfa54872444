// The match centre's header before the worker answers (issue #13 "open ≤ 300 ms"). A match centre opens in a new
// tab, which boots the whole app, and the worker's detail view waits for its socket's first list snapshot (the
// day's every match, folded) — the longest leg of the open. The header needs one match: the server's matchInfo
// answers it in one call, asked as soon as the entry module runs (startMatchCentreEarly, from ui/main.tsx) in
// parallel with the start-up stages, the route's chunk and React's first render; the live view takes the header
// over when it is 'live'. One ask per page and match: the promise is kept, so the page's hook finds it answered.
import type { DetailLogos, MatchRow, Sport } from '../../../engine/core';
import type { HttpClient } from '../../api';
import { callJson } from '../../api';
import { rowFromInfo } from './row-from-info';
import { markOpen } from '../../perf/open-marks';

export interface EarlyHeader {
  readonly row: MatchRow;
  readonly logos: DetailLogos;
  readonly kickOffMs: number;
}

const INFO_PATH = { football: '/v1/football/matchInfo', basketball: '/v1/basketball/matchInfo' } as const;
const asked = new Map<string, Promise<EarlyHeader | null>>();
const answered = new Map<string, EarlyHeader | null>();

/** The answer, when it has come (undefined before): the page's first render draws the header without a wait. */
export const earlyHeaderOf = (sport: Sport, matchId: number): EarlyHeader | null | undefined => answered.get(`${sport}:${matchId}`);

/** matchInfo as the header's row, asked once per match (null: the call failed; the page's own paths decide). */
export function askEarlyHeader(api: Pick<HttpClient, 'post' | 'prefetchKey'>, sport: Sport, matchId: number): Promise<EarlyHeader | null> {
  const key = `${sport}:${matchId}`;
  let answer = asked.get(key);
  if (!answer) {
    api.prefetchKey(); // the envelope key's call beside matchInfo's, not after its answer
    answer = callJson(api, INFO_PATH[sport], { matchId }, { silent: true }).then((info) => (info.ok
      ? { row: rowFromInfo(info.data), kickOffMs: info.data.matchTime * 1000, logos: { competition: info.data.competition.logo, home: info.data.homeTeam.logo, away: info.data.awayTeam.logo } }
      : null)).then((header) => {
      answered.set(key, header);
      markOpen('match-info');
      return header;
    });
    asked.set(key, answer);
  }
  return answer;
}

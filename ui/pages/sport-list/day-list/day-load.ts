// Loading another day's list [LS-9]: POST /v1/{sport}/futureMatch_b (the schedule) or historyMatch_b (results)
// with {matchDate}, whose answer is a bare binary MatchListResponse [HT-8], then hand the bytes to the worker
// (`loadDay`), which decodes and keeps them for the 'day' view — ui/ may not import engine/wire. Framework-free;
// the panel's hook (use-day-load.ts) sits on top. Never throws: a failure is a value the panel shows with a retry.
import type { Sport } from '../../../../engine/core';
import type { LoadDayAnswer } from '../../../../engine/worker/api';
import type { ApiOutcome, RequestOptions } from '../../../api';
import { callBinary } from '../../../api';

export type DayView = 'future' | 'past';

export interface DayLoadDeps {
  readonly api: { postBinary(path: string, body?: unknown, options?: RequestOptions): Promise<ApiOutcome<ArrayBuffer>> };
  readonly engine: { loadDay(sport: Sport, date: string, response: ArrayBuffer): Promise<LoadDayAnswer> | LoadDayAnswer };
}

export type DayLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly matches: number }
  | { readonly state: 'failed'; readonly message: string };

/** The endpoint of a day view [HT-8]: future days are the schedule, past days the results. */
export function dayListPath(sport: Sport, view: DayView): `/v1/${Sport}/${'futureMatch_b' | 'historyMatch_b'}` {
  return `/v1/${sport}/${view === 'future' ? 'futureMatch_b' : 'historyMatch_b'}`;
}

/** Shown under 加载失败 when the answer is not a list (the server's message otherwise). */
export const NOT_A_LIST_MESSAGE = '比赛数据解析失败，请稍后重试';

export async function loadDayList(deps: DayLoadDeps, sport: Sport, view: DayView, date: string): Promise<DayLoad> {
  // Silent: the list panel shows the failure itself, with a retry, rather than a toast on top [HT-3].
  const answer = await callBinary(deps.api, dayListPath(sport, view), { matchDate: date }, { silent: true });
  if (!answer.ok) return { state: 'failed', message: answer.msg };
  try {
    const loaded = await deps.engine.loadDay(sport, date, answer.data);
    return loaded.ok ? { state: 'ready', matches: loaded.matches } : { state: 'failed', message: NOT_A_LIST_MESSAGE };
  } catch {
    return { state: 'failed', message: NOT_A_LIST_MESSAGE };
  }
}

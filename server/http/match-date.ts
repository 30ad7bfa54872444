// The matchDate parameter of futureMatch_b / historyMatch_b: a local (Asia/Shanghai) day 'YYYY-MM-DD'.
import { midnightOfShanghaiDate } from '../../engine/core/shanghai-day';

export type MatchDateResult = { readonly ok: true; readonly date: string; readonly midnight: number } | { readonly ok: false; readonly msg: string };

export function parseMatchDate(value: unknown): MatchDateResult {
  if (value === undefined || value === null || value === '') return { ok: false, msg: 'matchDate is required (YYYY-MM-DD)' };
  if (typeof value !== 'string') return { ok: false, msg: 'matchDate must be a string YYYY-MM-DD' };
  const midnight = midnightOfShanghaiDate(value);
  if (midnight === undefined) return { ok: false, msg: `matchDate must be a calendar date YYYY-MM-DD, got '${value.slice(0, 20)}'` };
  return { ok: true, date: value, midnight };
}

/** The parameter from a POST JSON body or a GET query string. */
export function matchDateParam(body: unknown, query: unknown): unknown {
  const from = (x: unknown) => (typeof x === 'object' && x !== null ? (x as Record<string, unknown>).matchDate : undefined);
  return from(body) ?? from(query);
}

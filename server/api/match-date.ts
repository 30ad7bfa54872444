// The matchDate of futureMatch_b / historyMatch_b: a local (Asia/Shanghai) day 'YYYY-MM-DD'. Its form is the
// contract's schema (contract/match-lists.ts); whether the day exists (2025-02-30) is checked here.
import { midnightOfShanghaiDate } from '../../engine/core/time/beijing-day';

export type MatchDateResult = { readonly ok: true; readonly date: string; readonly midnight: number } | { readonly ok: false; readonly msg: string };

export const NOT_A_DAY = '比赛日期不存在';

export function parseMatchDate(value: string): MatchDateResult {
  const midnight = midnightOfShanghaiDate(value);
  return midnight === undefined ? { ok: false, msg: NOT_A_DAY } : { ok: true, date: value, midnight };
}

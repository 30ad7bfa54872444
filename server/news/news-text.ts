// The few phrases every article shares: Beijing times, minutes, score lines and results as words. Pure.
import { localClock, shanghaiDate } from '../../engine/core';

/** '12月03日 19:35' of a kick-off (unix seconds), Beijing time. */
export function kickOffText(matchTime: number): string {
  const date = shanghaiDate(matchTime * 1000);
  return `${date.slice(5, 7)}月${date.slice(8, 10)}日 ${localClock(matchTime * 1000)}`;
}

/** 第23分钟, 第45+2分钟. */
export function minuteText(minute: number, addTime: number): string {
  return addTime > 0 ? `第${minute}+${addTime}分钟` : `第${minute}分钟`;
}

/** 23', 45'+2 (tables and the goal list). */
export function minuteMark(minute: number, addTime: number): string {
  return addTime > 0 ? `${minute}'+${addTime}` : `${minute}'`;
}

/** 'W' 'D' 'L' of a past result from one team's side. */
export function resultFor(teamId: number, r: { homeTeamId: number; homeScore: number; awayScore: number }): 'W' | 'D' | 'L' {
  const mine = r.homeTeamId === teamId ? r.homeScore : r.awayScore;
  const theirs = r.homeTeamId === teamId ? r.awayScore : r.homeScore;
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}

export const RESULT_WORD = { W: '胜', D: '平', L: '负' } as const;

/** Chinese numerals for small counts in prose (两 before a measure word). */
export function countWord(n: number): string {
  const WORDS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];
  return n >= 0 && n <= 10 ? WORDS[n] : String(n);
}

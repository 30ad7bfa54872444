// What a goal or retraction pop-up says [GN-1] [GN-4] [GN-7]. Whether it shows is the engine's decision
// (engine/core/patch/goal-notices.ts [GN-2] [GN-3] [GN-6]): every trigger that reaches the page is shown, with the
// live room the engine put in it. Pure: the trigger and its row come in, the pop-up's text comes out.
import type { MatchRow, Sport } from '../../engine/core';
import type { Trigger } from '../../engine/core/patch';

/** [GN-4] */
export const NOTICE_DELAY_MS = 100;
export const NOTICE_VISIBLE_MS = 9_000;
export const NOTICE_STACK_TOP = 145;
export const NOTICE_HEIGHT = 60;
export const NOTICE_GAP = 10;

export type Side = Trigger['sides'][number];
export interface GoalNotice {
  readonly key: string;
  readonly kind: 'goal' | 'retraction';
  readonly sport: Sport;
  readonly matchId: number;
  readonly headline: string;
  readonly competition: string;
  readonly home: string;
  readonly away: string;
  readonly homeScore: string;
  readonly awayScore: string;
  /** The side that scored, or the sides whose goal was taken back: shown emphasised. */
  readonly sides: readonly Side[];
  /** Football: the live minute; basketball: the period (status text). */
  readonly minute: string;
  /** What the aria-live region reads out. */
  readonly announcement: string;
  /** A match that went on: the final line (120分钟[3-3]，点球[4-2]) or the shoot-out's score (点球 4-2), else ''. */
  readonly extra: string;
  /** A goal the feed's frames missed, found when a resync repaired the gap (Trigger.late): told as such. */
  readonly late: boolean;
}

/** The headline's mark on a goal told late. */
export const LATE_MARK = '补报';

const SIDE_LABEL: Readonly<Record<Side, string>> = { home: '主队', away: '客队' };

function splitScore(score: string): [string, string] {
  const [home, away] = score === 'vs' ? ['0', '0'] : score.split('-');
  return [home ?? '', away ?? ''];
}

function minuteOf(row: MatchRow): string {
  if (row.sport === 'football' && row.minute && row.minute !== 'vs') return row.minute;
  return row.statusText;
}

export function noticeOf(trigger: Trigger, row: MatchRow): GoalNotice {
  const [homeScore, awayScore] = splitScore(row.score);
  const minute = minuteOf(row);
  const goalWord = trigger.sport === 'football' ? '进球' : '得分';
  const teamOf = (side: Side) => (side === 'home' ? row.homeName : row.awayName);
  const score = `${row.homeName} ${homeScore}-${awayScore} ${row.awayName}`;
  const base = {
    key: `${trigger.kind}:${trigger.sport}:${trigger.matchId}:${trigger.at}:${trigger.sides.join('+')}`,
    kind: trigger.kind === 'retraction' ? 'retraction' as const : 'goal' as const,
    sport: trigger.sport, matchId: trigger.matchId, competition: row.competitionName,
    home: row.homeName, away: row.awayName, homeScore, awayScore, sides: trigger.sides, minute,
    extra: row.sport === 'football' ? row.finalLine || row.shootout : '', late: trigger.late === true,
  };
  if (trigger.kind === 'retraction') {
    const sides = trigger.sides.map((s) => SIDE_LABEL[s]).join('、');
    return {
      ...base,
      headline: `${goalWord}取消 · ${sides} ${homeScore}-${awayScore}`,
      announcement: `${row.competitionName} ${score}，${sides}${goalWord}取消`,
    };
  }
  const scorer = trigger.sides.map(teamOf).join('、');
  const late = base.late ? `（${LATE_MARK}）` : '';
  return {
    ...base,
    headline: `${goalWord}${late}`,
    announcement: `${row.competitionName} ${score}，${scorer}${goalWord}${minute ? `（${minute}）` : ''}${late}${base.extra ? `，${base.extra}` : ''}`,
  };
}

/** [GN-7] The live room when the match has a live stream, else the match's detail page. */
export function noticeHref(sport: Sport, matchId: number, liveRoomId: number | null): string {
  return liveRoomId !== null ? `/liveRoom?roomId=${liveRoomId}` : `/liveRoom?detail=${matchId}&SportType=${sport}`;
}

/** [GN-4] The top (px) of the pop-up at `index` in the stack, counted from the top. */
export function noticeTop(index: number): number {
  return NOTICE_STACK_TOP + index * (NOTICE_HEIGHT + NOTICE_GAP);
}

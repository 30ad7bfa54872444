// Semantic checks on a decoded frame: protobuf accepts many byte strings, the fold must not [RT-11].
import type { AnchorBrief, Match } from '../core/model';
import {
  BASKETBALL_SCORE_LENGTH, FOOTBALL_SCORE_LENGTH, FOOTBALL_SCORE_MAX_LENGTH, FOOTBALL_SCORE_SHORT_EXTRA_LENGTH, NO_DATA,
} from '../core/scores';
import type { Sport } from '../core/sport';
import { isValidStatus } from '../core/status';

/** Thrown inside the decoder only; decodeFrame turns it into a FrameError value. */
export class InvalidFrame extends Error {}

export function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new InvalidFrame(what);
}

const MAX_SCORE = 999;

export function checkId(id: number, what: string): void {
  check(Number.isSafeInteger(id) && id > 0, `${what} must be a positive id, got ${id}`);
}

export function checkScores(sport: Sport, scores: readonly number[], what: string, allowEmpty: boolean): void {
  if (allowEmpty && scores.length === 0) return;
  const ok = sport === 'football'
    ? scores.length === FOOTBALL_SCORE_LENGTH || scores.length === FOOTBALL_SCORE_SHORT_EXTRA_LENGTH
      || scores.length === FOOTBALL_SCORE_MAX_LENGTH
    : scores.length === BASKETBALL_SCORE_LENGTH;
  check(ok, `${what}: ${scores.length} entries for ${sport}`);
  // -1 is the providers' "no data" (corners, often): shown as '-', never a reason to drop the frame [SC-1].
  for (const s of scores) check(Number.isInteger(s) && s >= NO_DATA && s <= MAX_SCORE, `${what}: score ${s} out of range`);
}

/** A period clock reads 0…60 minutes. */
export function checkClock(seconds: number): number {
  check(Number.isInteger(seconds) && seconds >= 0 && seconds <= 3600, `clockSeconds ${seconds} out of range`);
  return seconds;
}

export function checkStatus(sport: Sport, statusId: number): void {
  check(isValidStatus(sport, statusId), `statusId ${statusId} is not a ${sport} status`);
}

export function checkAnchor(a: AnchorBrief, what: string): void {
  checkId(a.customId, `${what}.customId`);
  checkId(a.roomId, `${what}.roomId`);
}

export function checkMatch(m: Match): void {
  checkId(m.id, 'match id');
  checkId(m.competitionId, `match ${m.id} competitionId`);
  checkId(m.homeTeamId, `match ${m.id} homeTeamId`);
  checkId(m.awayTeamId, `match ${m.id} awayTeamId`);
  check(m.matchTime > 0, `match ${m.id} has no matchTime`);
  check(m.goingTime >= 0, `match ${m.id} goingTime is negative`);
  checkClock(m.clockSeconds);
  checkStatus(m.sport, m.statusId);
  checkScores(m.sport, m.homeScores, `match ${m.id} homeScores`, false);
  checkScores(m.sport, m.awayScores, `match ${m.id} awayScores`, false);
  for (const a of m.living) checkAnchor(a, `match ${m.id} living`);
  for (const a of m.preview) checkAnchor(a, `match ${m.id} preview`);
}

// List events: snapshots, score and status changes, match upserts [RT-1] [RT-2].
import type { ListSnapshot, MatchUpsert, ScoreChange, StatusChange } from '../events';
import type { Competition, Match, DetailRecord, Team } from '../model';
import type { Draft } from './draft';
import { foldScoreTrail } from '../match-centre/score-trail';
import { extraHalfAfter } from '../rules/extra-time';
import { currentScore } from '../scores';
import { byId, setById } from './id-key';

export function applySnapshot(draft: Draft, e: ListSnapshot): void {
  const sport = draft.sport(e.sport);
  const before = sport.allMatches();
  const details = sport.allDetails();
  const matches: Record<number, Match> = {};
  const keptDetails: Record<number, DetailRecord> = {};
  for (const m of e.matches) {
    setById(matches, m.id, m);
    const detail = byId(details, m.id);
    if (detail) setById(keptDetails, m.id, detail);
  }
  const competitions: Record<number, Competition> = {};
  for (const c of e.competitions) competitions[c.id] = c;
  const teams: Record<number, Team> = {};
  for (const t of e.teams) teams[t.id] = t;
  sport.replace({ matches, competitions, teams, details: keptDetails });
  draft.replaceRooms(e.sport, e.rooms);
  const changed = draft.changes.matches[e.sport];
  for (const id of Object.keys(before)) changed.add(Number(id));
  for (const m of e.matches) changed.add(m.id);
  draft.changes.replaced.add(e.sport);
}

/** Basketball: the score trend's point for the minute a frame leaves (score-trail.ts); one lookup otherwise. */
function trailStep(draft: Draft, e: ScoreChange | StatusChange, before: Match, overtimes: number): void {
  if (e.sport !== 'basketball' || before.statusId < 2 || before.statusId > 9) return;
  const record = draft.sport('basketball').detail(e.matchId);
  const trail = foldScoreTrail(record.scoreTrail, before, e.statusId, e.clockSeconds, overtimes);
  if (trail === record.scoreTrail) return;
  const d = draft.writableDetail('basketball', e.matchId);
  if (d) d.scoreTrail = trail;
}

export function applyScore(draft: Draft, e: ScoreChange): void {
  const m = draft.writableMatch(e.sport, e.matchId);
  if (!m) return;
  if (currentScore(e.sport, m.homeScores) !== currentScore(e.sport, e.homeScores)
    || currentScore(e.sport, m.awayScores) !== currentScore(e.sport, e.awayScores)) draft.noteScoreStep(e.sport, m);
  trailStep(draft, e, m, e.homeOverTime.length);
  if (e.sport === 'football') m.extraHalf = extraHalfAfter(m, e.statusId, e.goingTime);
  m.statusId = e.statusId;
  m.goingTime = e.goingTime;
  m.homeScores = e.homeScores;
  m.awayScores = e.awayScores;
  m.homeOverTime = e.homeOverTime;
  m.awayOverTime = e.awayOverTime;
  m.note = e.note;
  m.clockSeconds = e.clockSeconds;
}

export function applyStatus(draft: Draft, e: StatusChange): void {
  const m = draft.writableMatch(e.sport, e.matchId);
  if (!m) return;
  trailStep(draft, e, m, m.homeOverTime.length);
  if (e.sport === 'football') m.extraHalf = extraHalfAfter(m, e.statusId, e.goingTime);
  m.statusId = e.statusId;
  m.goingTime = e.goingTime;
  m.clockSeconds = e.clockSeconds;
}

export function applyUpsert(draft: Draft, e: MatchUpsert): void {
  const sport = draft.sport(e.sport);
  const existing = sport.match(e.match.id);
  // Streams, previews and a VAR review belong to the room events, not to the match record.
  sport.setMatch(existing
    ? { ...e.match, living: existing.living, preview: existing.preview, varUntil: existing.varUntil }
    : e.match);
  // Unchanged competitions and teams are not rewritten, so views need not re-check every row that shows them.
  if (!sameRecord(sport.competition(e.competition.id), e.competition)) sport.setCompetition(e.competition);
  for (const t of [e.homeTeam, e.awayTeam]) if (!sameRecord(sport.team(t.id), t)) sport.setTeam(t);
  draft.changes.matches[e.sport].add(e.match.id);
}

function sameRecord<T extends object>(a: T | undefined, b: T): boolean {
  if (!a) return false;
  for (const k of Object.keys(b) as (keyof T)[]) if (a[k] !== b[k]) return false;
  return true;
}

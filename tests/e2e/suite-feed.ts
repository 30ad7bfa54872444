// The suite's day in virtual time. The suite's server plays the busy small day (busy-day.ts) at FEED_SPEED=2 with
// FEED_CONTROL on (global-setup.ts), so a spec that needs something to happen — a goal, a basketball score — looks
// it up in the day it plays and skips the feed to it (POST /__test/feed/skip, server/http/feed-control.ts) instead
// of waiting for the replay to get there. The day moves only a little per spec, so its evening lasts the run.
import { readFileSync } from 'node:fs';
import type { FeedEvent, Sport } from '../../engine/core';
import { currentScore } from '../../engine/core/scores';
import { shanghaiMidnight } from '../../engine/core/shanghai-day';
import { readFrames } from '../../fixtures/read-frames';
import { recordedMidnight } from '../../server/feed/replay-source';

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run with `npx playwright test` (global setup starts the server)');
  return url;
}

/** Jumps the suite's feed `ms` ahead (what falls in between is pushed live) and answers its virtual time after. */
export async function skipFeed(ms: number): Promise<number> {
  const res = await fetch(`${baseUrl()}/__test/feed/skip`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: Math.max(1, Math.ceil(ms)) }),
  });
  if (!res.ok) throw new Error(`feed skip: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { now: number }).now;
}

/** The suite feed's virtual time (a 1 ms skip). */
export const feedNow = (): Promise<number> => skipFeed(1);

/** A change of a match's current score in the suite's day. */
export interface ScoreMove {
  readonly sport: Sport;
  readonly matchId: number;
  readonly ts: number;
  readonly home: number;
  readonly away: number;
  /** The score went up (a goal, points), not back (a goal taken back). */
  readonly up: boolean;
}

let moves: { readonly recorded: number; readonly list: readonly ScoreMove[] } | undefined;

/**
 * Every change of a current score in the day the suite's server plays, in feed order, at the fixture's times: the
 * replay plays the recorded day moved by whole days onto the feed's day (server/feed/replay-source.ts).
 */
function recordedMoves(): { readonly recorded: number; readonly list: readonly ScoreMove[] } {
  if (moves) return moves;
  const file = process.env.E2E_DAY_FIXTURE;
  if (!file) throw new Error('E2E_DAY_FIXTURE is not set: run with `npx playwright test` (global setup writes the day)');
  const { fixture, frames } = readFrames(readFileSync(file));
  const events: FeedEvent[] = frames.flatMap((f) => (f.result.ok && 'event' in f.result ? [f.result.event] : []));
  const last = new Map<string, { home: number; away: number }>();
  const out: ScoreMove[] = [];
  const scoreOf = (sport: Sport, home: readonly number[], away: readonly number[]) => ({ home: currentScore(sport, home), away: currentScore(sport, away) });
  for (const e of events) {
    if (e.type === 'listSnapshot') {
      for (const m of e.matches) last.set(`${e.sport}:${m.id}`, scoreOf(e.sport, m.homeScores, m.awayScores));
    } else if (e.type === 'score') {
      const key = `${e.sport}:${e.matchId}`;
      const now = scoreOf(e.sport, e.homeScores, e.awayScores);
      const before = last.get(key);
      last.set(key, now);
      if (before && (before.home !== now.home || before.away !== now.away)) {
        out.push({ sport: e.sport, matchId: e.matchId, ts: e.ts, ...now, up: now.home + now.away > before.home + before.away });
      }
    }
  }
  return (moves = { recorded: recordedMidnight(fixture), list: out });
}

/**
 * The first score going up in `sport` at `earliest` or later (the feed's virtual ms) of a match whose score does not
 * move between `from` and it: a page opened at `from` shows the score just before it.
 */
export function nextScore(sport: Sport, from: number, earliest: number): ScoreMove {
  const { recorded, list } = recordedMoves();
  const shift = shanghaiMidnight(from) - recorded;
  const all = list.map((m) => ({ ...m, ts: m.ts + shift }));
  const found = all.find((m) => m.sport === sport && m.up && m.ts >= earliest
    && !all.some((o) => o.sport === sport && o.matchId === m.matchId && o.ts > from && o.ts < m.ts));
  if (!found) throw new Error(`the suite's day has no ${sport} score after ${new Date(earliest).toISOString()}`);
  return found;
}

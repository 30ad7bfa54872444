// Moving a recorded match day in time: the replay shows the recorded day as TODAY (Asia/Shanghai), so every
// timestamp in it moves by the same whole number of days. Pure: the caller says how far.
import type { FeedEvent } from './events';
import { unreachable } from './events';
import { shiftOddsEntry } from './match-centre/odds-book';
import type { DetailRecord, LiveState, Match, SportState } from './model';
import { DAY_MS, shanghaiMidnight } from './time/beijing-day';

/** The whole-day offset that moves the day starting at `recordedMidnight` onto the day `now` falls on. */
export function wholeDayShift(recordedMidnight: number, now: number): number {
  const days = Math.round((shanghaiMidnight(now) - recordedMidnight) / DAY_MS);
  return days === 0 ? 0 : days * DAY_MS; // never -0
}

/**
 * Unix-second fields move by the shift in seconds. Zero means "not set" (goingTime before kick-off, a match
 * never under VAR review) and stays zero; the shift is meant to be whole days, so seconds are exact.
 */
function seconds(t: number, deltaMs: number): number {
  return t > 0 ? t + Math.trunc(deltaMs / 1000) : t;
}

function millis(t: number, deltaMs: number): number {
  return t > 0 ? t + deltaMs : t;
}

export function shiftMatch(m: Match, deltaMs: number): Match {
  return {
    ...m,
    matchTime: seconds(m.matchTime, deltaMs),
    goingTime: seconds(m.goingTime, deltaMs),
    varUntil: millis(m.varUntil, deltaMs),
  };
}

/**
 * Moves one event by `deltaMs`: its ts and every absolute time inside it (matchTime, goingTime in unix seconds,
 * varUntil in ms). Minutes within a match (incident time, VAR check time, text-live "45'+2") are not absolute
 * and do not move.
 */
export function shiftEvent(e: FeedEvent, deltaMs: number): FeedEvent {
  const ts = e.ts + deltaMs;
  switch (e.type) {
    case 'listSnapshot':
      return { ...e, ts, matches: e.matches.map((m) => shiftMatch(m, deltaMs)) };
    case 'score':
    case 'status':
      return { ...e, ts, goingTime: seconds(e.goingTime, deltaMs) };
    case 'matchUpsert':
      return { ...e, ts, match: shiftMatch(e.match, deltaMs) };
    case 'incidents': case 'stats': case 'textLive': case 'var': case 'playerStats': case 'seats':
    case 'streamStart': case 'streamClose': case 'matchSwitch': case 'previewAdd': case 'previewRemove':
    case 'roomInfo': case 'lineup': case 'odds': case 'momentum':
      return { ...e, ts };
    default:
      return unreachable(e);
  }
}

function shiftDetail(d: DetailRecord, deltaMs: number): DetailRecord {
  if (d.varChecks.length === 0 && d.odds.length === 0) return d;
  return {
    ...d,
    varChecks: d.varChecks.map((v) => ({ ...v, at: millis(v.at, deltaMs) })),
    odds: d.odds.map((e) => shiftOddsEntry(e, deltaMs)),
  };
}

function mapValues<V>(table: Readonly<Record<number, V>>, f: (v: V) => V): Record<number, V> {
  const out: Record<number, V> = {};
  for (const [k, v] of Object.entries(table)) out[Number(k)] = f(v);
  return out;
}

function shiftSport(s: SportState, deltaMs: number): SportState {
  return {
    ...s,
    matches: mapValues(s.matches, (m) => shiftMatch(m, deltaMs)),
    details: mapValues(s.details, (d) => shiftDetail(d, deltaMs)),
  };
}

/** The state counterpart of shiftEvent: folding shifted events gives the shifted fold. */
export function shiftState(state: LiveState, deltaMs: number): LiveState {
  return { ...state, football: shiftSport(state.football, deltaMs), basketball: shiftSport(state.basketball, deltaMs) };
}

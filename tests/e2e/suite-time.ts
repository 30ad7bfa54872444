// The suite's one "now". Every e2e server's feed starts at a virtual instant the suite chooses (FEED_START), so what
// the pages show — going matches, today's and other days' lists, kick-offs — is the same whenever the suite runs.
// E2E_START (an ISO instant with its offset, e.g. 2026-06-01T23:50:00+08:00) sets it; by default it is an hour before
// the small day's busiest moment on the day it was recorded. Specs read the feed's time from the server
// (suite-feed.ts feedNow), never from their own clock: a feed at FEED_SPEED=2 that is skipped ahead runs away from
// any wall clock. Wall time stays wall time where the product means it (tokens, SMS cooldowns, chat mutes).
import { ISO_INSTANT } from '../../server/config';
import { busyMoment, BUSY_LEAD_MS, smallDay } from './busy-day';

export function parseInstant(name: string, raw: string): number {
  const ms = ISO_INSTANT.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms)) throw new Error(`${name} must be an ISO instant with its offset (2026-06-01T23:50:00+08:00), got '${raw}'`);
  return ms;
}

/** An hour before the small day's busiest moment, on its recorded day (whole seconds). */
export function defaultSuiteStart(): number {
  return Math.round((busyMoment(smallDay().events).ts - BUSY_LEAD_MS) / 1000) * 1000;
}

/**
 * The suite's start instant. Global setup resolves it once (E2E_START or the default) and hands it to the workers
 * as E2E_START_MS, so every server and spec of a run shares one value.
 */
export function suiteStart(): number {
  const resolved = process.env.E2E_START_MS;
  if (resolved) return Number(resolved);
  const raw = process.env.E2E_START;
  return raw ? parseInstant('E2E_START', raw) : defaultSuiteStart();
}

import { describe, expect, it } from 'vitest';
import { MemoryStorage, createTokenStore } from '../api';
import { PRESENCE_INTERVAL_MS, createPresenceReporter, reportWhileTokenPresent } from './presence-reporter';
import { ManualScheduler } from '../../engine/time';
import { createTokenPresence } from './token-presence';

function setup() {
  const timers = new ManualScheduler(1_700_000_000_000);
  const scheduler = timers;
  const tokens = createTokenStore(new MemoryStorage(), () => 'web-1');
  const presence = createTokenPresence(tokens);
  let reports = 0;
  const reporter = createPresenceReporter(() => { reports++; }, scheduler);
  return { timers, tokens, presence, reporter, reports: () => reports };
}

describe('presence report', () => {
  it('[AU-10] reports at once, then every 60 s while running', () => {
    const s = setup();
    expect(PRESENCE_INTERVAL_MS).toBe(60_000);
    s.reporter.start();
    expect(s.reports()).toBe(1);
    s.timers.advance(59_999);
    expect(s.reports()).toBe(1);
    s.timers.advance(1);
    expect(s.reports()).toBe(2);
    s.timers.advance(120_000);
    expect(s.reports()).toBe(4);
  });

  it('[AU-10] start is idempotent; stop ends the reports', () => {
    const s = setup();
    s.reporter.start();
    s.reporter.start();
    s.timers.advance(60_000);
    expect(s.reports()).toBe(2);
    s.reporter.stop();
    s.timers.advance(600_000);
    expect(s.reports()).toBe(2);
    expect(s.reporter.running).toBe(false);
  });

  it('[AU-10] starts and stops with access token presence', () => {
    const s = setup();
    const stopFollowing = reportWhileTokenPresent(s.presence, s.reporter);
    s.timers.advance(120_000);
    expect(s.reports()).toBe(0); // logged out: nothing reported

    s.tokens.save({ accessToken: 'A1', refreshToken: 'R1' });
    s.presence.check();
    expect(s.reporter.running).toBe(true);
    s.timers.advance(60_000);
    expect(s.reports()).toBe(2);

    s.tokens.save({ accessToken: 'A2', refreshToken: 'R2' }); // a refresh: still present, no restart
    s.presence.check();
    expect(s.reports()).toBe(2);

    s.tokens.clear();
    s.presence.check();
    s.timers.advance(300_000);
    expect(s.reports()).toBe(2);
    expect(s.reporter.running).toBe(false);

    s.tokens.save({ accessToken: 'A3', refreshToken: 'R3' });
    s.presence.check();
    stopFollowing();
    expect(s.reporter.running).toBe(false);
  });

  it('[AU-10] a page loaded with a token reports straight away', () => {
    const s = setup();
    s.tokens.save({ accessToken: 'A1', refreshToken: 'R1' });
    const presence = createTokenPresence(s.tokens);
    reportWhileTokenPresent(presence, s.reporter);
    expect(s.reports()).toBe(1);
  });
});

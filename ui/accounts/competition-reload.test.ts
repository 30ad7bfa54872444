import { describe, expect, it } from 'vitest';
import { onCompetitionReload, requestCompetitionReload, sportsToReload } from './competition-reload';

describe('competition categories after login', () => {
  it('[AU-8] reloads the sport the page path contains', () => {
    expect(sportsToReload('/football')).toEqual(['football']);
    expect(sportsToReload('/basketball')).toEqual(['basketball']);
    expect(sportsToReload('/basketballMatchData/matchDetail/12')).toEqual(['basketball']);
    expect(sportsToReload('/footballTeamDetail/7')).toEqual(['football']);
  });

  it('[AU-8] a path naming neither sport reloads both', () => {
    expect(sportsToReload('/')).toEqual(['football', 'basketball']);
    expect(sportsToReload('/matchEvents')).toEqual(['football', 'basketball']);
  });

  it('[AU-8] the request reaches whoever listens (the lists), until they unsubscribe', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    const off = onCompetitionReload((r) => seen.push(r.sports), target);
    requestCompetitionReload(['basketball'], target);
    off();
    requestCompetitionReload(['football'], target);
    expect(seen).toEqual([['basketball']]);
  });
});

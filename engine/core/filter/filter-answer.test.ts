import { describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../model';
import { competitionOf, matchOf, sportStateOf } from '../views/test-support/builders';
import { filterCompetitionsAnswer } from './filter-answer';

describe('filterCompetitionsAnswer', () => {
  const state = { ...EMPTY_STATE, basketball: sportStateOf([matchOf('basketball', 1, { competitionId: 5 })], [competitionOf(5, { name: 'NBA', shortName: '' })]) };

  it('[FT-1] answers the competitions of the sport and tab', () => {
    expect(filterCompetitionsAnswer(state, 'basketball', 'allBasketball')).toMatchObject({ ok: true, competitions: [{ id: 5, name: 'NBA', matchCount: 1 }] });
    expect(filterCompetitionsAnswer(state, 'football', 'all')).toEqual({ ok: true, competitions: [] });
  });

  it('a bad sport or a tab of the other sport is a refusal value, not an exception', () => {
    expect(filterCompetitionsAnswer(state, 'tennis', 'all')).toMatchObject({ ok: false, reason: 'badSport' });
    expect(filterCompetitionsAnswer(state, 'football', 'vieBasketball')).toMatchObject({ ok: false, reason: 'badTab' });
    expect(filterCompetitionsAnswer(state, 'basketball', undefined)).toMatchObject({ ok: false, reason: 'badTab' });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../../core';
import { match, room } from '../../core/test-support/builders';
import { competition, team } from '../../core/test-support/world';
import { FailingRepository } from '../test-support/failing-repository';
import { DEFAULT_LOCAL_ITEMS } from './local-items';
import { MemoryRepository } from './memory-repository';
import type { StorageProblem } from './storage-problem';
import { loadWarmState } from './warm-start';

describe('warm start', () => {
  it('nothing stored: empty state, default local items, not warm', async () => {
    expect(await loadWarmState(new MemoryRepository())).toEqual({ state: EMPTY_STATE, local: DEFAULT_LOCAL_ITEMS, warm: false });
  });

  it('gives back the stored lists, rooms and position as a LiveState (details are not kept)', async () => {
    const repo = new MemoryRepository();
    const liveRoom = { ...room(101, 1), living: true };
    await repo.saveRows({
      football: { matches: [match('football', 1)], removedMatchIds: [], competitions: [competition(1)], removedCompetitionIds: [], teams: [team(11)], removedTeamIds: [] },
      basketball: { matches: [match('basketball', 1)], removedMatchIds: [], competitions: [], removedCompetitionIds: [], teams: [], removedTeamIds: [] },
      rooms: [liveRoom],
      position: { stream: 'st', seq: 42 },
    });
    await repo.saveLocal({ homeNotice: '欢迎' });
    const warm = await loadWarmState(repo);
    expect(warm.warm).toBe(true);
    expect(warm.state).toEqual({
      stream: 'st', seq: 42, rooms: { 101: liveRoom },
      football: { matches: { 1: match('football', 1) }, competitions: { 1: competition(1) }, teams: { 11: team(11) }, details: {} },
      basketball: { matches: { 1: match('basketball', 1) }, competitions: {}, teams: {}, details: {} },
    });
    expect(warm.local.homeNotice).toBe('欢迎');
  });

  it('what cannot be read is reported and starts cold, never thrown', async () => {
    const repo = new FailingRepository();
    repo.loadFeed = () => Promise.reject(new DOMException('gone', 'UnknownError'));
    const problems: StorageProblem[] = [];
    const warm = await loadWarmState(repo, (p) => problems.push(p));
    expect(warm).toEqual({ state: EMPTY_STATE, local: DEFAULT_LOCAL_ITEMS, warm: false });
    expect(problems).toEqual([{ kind: 'loadFailed', detail: 'UnknownError: gone' }]);
  });
});

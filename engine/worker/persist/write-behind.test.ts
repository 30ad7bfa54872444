import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState } from '../../core';
import { EMPTY_STATE, fold } from '../../core';
import { match, snapshot } from '../../core/test-support/builders';
import { competition, feedArb } from '../../core/test-support/world';
import { freshIndexedDb } from '../test-support/fake-idb';
import { FailingRepository } from '../test-support/failing-repository';
import { ManualScheduler } from '../../time/manual-scheduler';
import { listProjection } from '../test-support/recording-sink';
import { DexieRepository } from './dexie-repository';
import { LiveDb } from './dexie-schema';
import type { MatchRepository } from './match-repository';
import { MemoryRepository } from './memory-repository';
import type { StorageProblem } from './storage-problem';
import { loadWarmState } from './warm-start';
import { WRITE_BEHIND_MS, WriteBehind } from './write-behind';

/** Lets the repository's promises settle: they run outside the virtual clock (fake-indexeddb on setImmediate). */
async function settle(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

function setup(repository = new FailingRepository()) {
  const scheduler = new ManualScheduler(1_795_000_000_000);
  const problems: StorageProblem[] = [];
  const writer = new WriteBehind({ repository, scheduler, onProblem: (p) => problems.push(p) });
  let state: LiveState = EMPTY_STATE;
  const apply = (...events: FeedEvent[]) => {
    const r = fold(state, events);
    state = r.state;
    writer.track(r);
  };
  return { scheduler, repository, writer, problems, apply, state: () => state };
}

const scoreOf = (seq: number, matchId: number): FeedEvent => ({
  type: 'score', clockSeconds: 0, sport: 'football', matchId, statusId: 2, goingTime: 0, note: '', seq, ts: seq,
  homeScores: [seq, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [],
});

describe('WriteBehind', () => {
  it('writes the rows changed by many folds in one bulk write per interval, never per event', async () => {
    const { scheduler, repository, apply } = setup();
    apply(snapshot('football', [match('football', 1), match('football', 2), match('football', 3)], 1));
    for (let seq = 2; seq < 100; seq++) {
      apply(scoreOf(seq, 1 + (seq % 2)));
      scheduler.advance(10);
    }
    expect(repository.batches).toHaveLength(0);
    scheduler.advance(WRITE_BEHIND_MS);
    await settle();
    expect(repository.batches).toHaveLength(1);
    const [written] = repository.batches;
    expect(written.football.matches.map((m) => m.id).sort()).toEqual([1, 2, 3]);
    expect(written.football.competitions).toEqual([competition(1)]);
    expect(written.position).toEqual({ stream: 's', seq: 99 });
  });

  it('nothing changed, nothing written, no timer left', async () => {
    const { scheduler, repository, writer } = setup();
    writer.track({ state: EMPTY_STATE, changes: fold(EMPTY_STATE, []).changes });
    scheduler.advance(10 * WRITE_BEHIND_MS);
    await settle();
    expect(repository.batches).toHaveLength(0);
    expect(scheduler.pending).toBe(0);
  });

  it('a snapshot that drops a match and a competition deletes their rows', async () => {
    const { scheduler, repository, apply } = setup();
    apply({ ...snapshot('football', [match('football', 1), match('football', 2, { competitionId: 2 })], 1), competitions: [competition(1), competition(2)] });
    scheduler.advance(WRITE_BEHIND_MS);
    await settle();
    apply(snapshot('football', [match('football', 1)], 2));
    scheduler.advance(WRITE_BEHIND_MS);
    await settle();
    expect(repository.batches[1].football).toMatchObject({ removedMatchIds: [2], removedCompetitionIds: [2] });
    expect((await repository.loadFeed()).football.competitions).toEqual([competition(1)]);
  });

  it('a failed write keeps its rows dirty, is retried with backoff, and each failure is reported', async () => {
    const { scheduler, repository, apply, problems, writer } = setup();
    repository.failures.push(new Error('disk hiccup'), new Error('disk hiccup'), new Error('disk hiccup'));
    apply(snapshot('football', [match('football', 1)], 1));
    const attemptsAt: number[] = [];
    const start = scheduler.now();
    for (let t = 0; t < 30_000; t += 500) {
      const before = repository.batches.length;
      scheduler.advance(500);
      await settle();
      if (repository.batches.length > before) attemptsAt.push(scheduler.now() - start);
      if (t === 2_000) apply(scoreOf(2, 1)); // changed while failing: written with the retry
    }
    expect(attemptsAt).toEqual([1_500, 4_500, 10_500, 22_500]);
    expect(problems).toEqual([1, 2, 3].map((attempt) => ({ kind: 'writeFailed', detail: 'Error: disk hiccup', attempt, retryInMs: 1_500 * 2 ** attempt })));
    expect(writer.pending).toBe(false);
    expect((await repository.loadFeed()).football.matches[0].homeScores[0]).toBe(2);
  });

  it('flush() writes at once and can be awaited', async () => {
    const { repository, apply, writer } = setup();
    apply(snapshot('football', [match('football', 1)], 1));
    await writer.flush();
    expect(repository.batches).toHaveLength(1);
    expect(writer.pending).toBe(false);
  });

  it('stop() leaves no timer behind', () => {
    const { scheduler, apply, writer } = setup();
    apply(snapshot('football', [match('football', 1)], 1));
    writer.stop();
    expect(scheduler.pending).toBe(0);
  });
});

const repositories: [string, () => Promise<MatchRepository>][] = [
  ['memory', async () => new MemoryRepository()],
  ['Dexie', async () => {
    const db = new LiveDb('warm', freshIndexedDb());
    await db.open();
    return new DexieRepository(db);
  }],
];

describe.each(repositories)('write-behind, then warm start (%s)', (_name, make) => {
  it('any feed, folded in any batches with writes failing now and then, comes back as it was folded', async () => {
    await fc.assert(fc.asyncProperty(feedArb, fc.array(fc.nat(100), { maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 8 }), async (events, cuts, failing) => {
      const primary = await make();
      const repository = new FailingRepository();
      Object.assign(repository, { saveRows: async (b: Parameters<MatchRepository['saveRows']>[0]) => {
        if (failing.shift()) throw new Error('transient');
        return primary.saveRows(b);
      } });
      const scheduler = new ManualScheduler(0);
      const writer = new WriteBehind({ repository, scheduler });
      let state = EMPTY_STATE;
      const points = [...new Set(cuts.map((c) => c % (events.length + 1))), events.length].sort((a, b) => a - b);
      let from = 0;
      for (const to of points) {
        const r = fold(state, events.slice(from, to));
        state = r.state;
        writer.track(r);
        from = to;
        scheduler.advance(WRITE_BEHIND_MS / 2);
        await settle();
      }
      for (let i = 0; i < 20 && writer.pending; i++) {
        scheduler.advance(60_000);
        await settle();
      }
      const warm = await loadWarmState(primary);
      expect(listProjection(warm.state)).toEqual(listProjection(state));
      expect(warm.state.rooms).toEqual(state.rooms);
      primary.close();
    }), { numRuns: 40 });
  });
});

// The one contract every MatchRepository passes (STYLE.md item 6), after Replicache's shared kv Store suite.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Competition, Match, Room, Sport, Team } from '../../core';
import { SPORTS } from '../../core';
import { match, room } from '../../core/test-support/builders';
import { competition, team } from '../../core/test-support/world';
import { DEFAULT_LOCAL_ITEMS } from './local-items';
import type { MatchRepository, RowBatch, SportRows, StoredFeed } from './match-repository';
import { NO_ROWS } from './match-repository';

export type MakeRepository = () => Promise<MatchRepository>;

const byId = <T>(key: (x: T) => number) => (a: T, b: T) => key(a) - key(b);

/** A stored feed with every list in id order, for comparing. */
function sorted(feed: StoredFeed): StoredFeed {
  const sport = (s: Sport) => ({
    matches: [...feed[s].matches].sort(byId((m: Match) => m.id)),
    competitions: [...feed[s].competitions].sort(byId((c: Competition) => c.id)),
    teams: [...feed[s].teams].sort(byId((t: Team) => t.id)),
  });
  return { position: feed.position, football: sport('football'), basketball: sport('basketball'), rooms: [...feed.rooms].sort(byId((r: Room) => r.roomId)) };
}

function batch(over: Partial<Record<Sport, Partial<SportRows>>> & { rooms?: Room[]; seq?: number } = {}): RowBatch {
  return {
    football: { ...NO_ROWS, ...over.football },
    basketball: { ...NO_ROWS, ...over.basketball },
    rooms: over.rooms ?? [],
    position: { stream: 's', seq: over.seq ?? 1 },
  };
}

const liveRoom = (roomId: number): Room => ({ ...room(roomId, 1), living: true });

/** A random batch over few ids, so writes, overwrites and deletes collide. */
const batchArb: fc.Arbitrary<RowBatch> = fc.record({
  seq: fc.nat(1_000),
  rows: fc.tuple(...SPORTS.map((sport) => fc.record({
    matches: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }).map((ids) => ids.map((id) => match(sport, id, { peopleNum: id * 7 }))),
    removedMatchIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
    competitions: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }).map((ids) => ids.map(competition)),
    removedCompetitionIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    teams: fc.uniqueArray(fc.integer({ min: 11, max: 16 }), { maxLength: 3 }).map((ids) => ids.map(team)),
    removedTeamIds: fc.uniqueArray(fc.integer({ min: 11, max: 16 }), { maxLength: 2 }),
  }))),
  rooms: fc.uniqueArray(fc.integer({ min: 101, max: 103 }), { maxLength: 2 }).map((ids) => ids.map(liveRoom)),
}).map(({ seq, rows: [football, basketball], rooms }) => ({ football: exclusive(football), basketball: exclusive(basketball), rooms, position: { stream: 'st', seq } }));

/** A row is written or deleted in one batch, not both. */
function exclusive(rows: SportRows): SportRows {
  const not = (written: readonly { id: number }[]) => (id: number) => !written.some((x) => x.id === id);
  return {
    ...rows,
    removedMatchIds: rows.removedMatchIds.filter(not(rows.matches)),
    removedCompetitionIds: rows.removedCompetitionIds.filter(not(rows.competitions)),
    removedTeamIds: rows.removedTeamIds.filter(not(rows.teams)),
  };
}

/** The stored feed a sequence of batches should leave, computed with plain maps. */
function expected(batches: readonly RowBatch[]): StoredFeed {
  const maps = Object.fromEntries(SPORTS.map((s) => [s, { matches: new Map<number, Match>(), competitions: new Map<number, Competition>(), teams: new Map<number, Team>() }])) as Record<Sport, { matches: Map<number, Match>; competitions: Map<number, Competition>; teams: Map<number, Team> }>;
  const rooms = new Map<number, Room>();
  for (const b of batches) {
    for (const s of SPORTS) {
      b[s].removedMatchIds.forEach((id) => maps[s].matches.delete(id));
      b[s].removedCompetitionIds.forEach((id) => maps[s].competitions.delete(id));
      b[s].removedTeamIds.forEach((id) => maps[s].teams.delete(id));
      b[s].matches.forEach((m) => maps[s].matches.set(m.id, m));
      b[s].competitions.forEach((c) => maps[s].competitions.set(c.id, c));
      b[s].teams.forEach((t) => maps[s].teams.set(t.id, t));
    }
    b.rooms.forEach((r) => rooms.set(r.roomId, r));
  }
  const sport = (s: Sport) => ({ matches: [...maps[s].matches.values()], competitions: [...maps[s].competitions.values()], teams: [...maps[s].teams.values()] });
  return sorted({ position: batches.at(-1)?.position ?? null, football: sport('football'), basketball: sport('basketball'), rooms: [...rooms.values()] });
}

export function repositoryContract(name: string, make: MakeRepository): void {
  describe(`MatchRepository contract: ${name}`, () => {
    it('starts empty: no position, no rows, default local items', async () => {
      const repo = await make();
      expect(await repo.loadFeed()).toEqual(expected([]));
      expect(await repo.loadLocal()).toEqual(DEFAULT_LOCAL_ITEMS);
    });

    it('keeps the sports apart: the same id in both is two rows', async () => {
      const repo = await make();
      await repo.saveRows(batch({ football: { matches: [match('football', 1)] }, basketball: { matches: [match('basketball', 1)] }, seq: 9 }));
      const feed = await repo.loadFeed();
      expect(feed.football.matches).toEqual([match('football', 1)]);
      expect(feed.basketball.matches).toEqual([match('basketball', 1)]);
      expect(feed.position).toEqual({ stream: 's', seq: 9 });
    });

    it('deletes the matches, competitions and teams it is told to, of that sport only', async () => {
      const repo = await make();
      await repo.saveRows(batch({
        football: { matches: [match('football', 1), match('football', 2)], competitions: [competition(1), competition(2)], teams: [team(11)] },
        basketball: { competitions: [competition(1)] },
      }));
      await repo.saveRows(batch({ football: { removedMatchIds: [2], removedCompetitionIds: [1], removedTeamIds: [11] }, seq: 2 }));
      const feed = await repo.loadFeed();
      expect(feed.football).toEqual({ matches: [match('football', 1)], competitions: [competition(2)], teams: [] });
      expect(feed.basketball.competitions).toEqual([competition(1)]);
    });

    it('any sequence of batches leaves what plain maps say', async () => {
      await fc.assert(fc.asyncProperty(fc.array(batchArb, { maxLength: 5 }), async (batches) => {
        const repo = await make();
        for (const b of batches) await repo.saveRows(b);
        expect(sorted(await repo.loadFeed())).toEqual(expected(batches));
        repo.close();
      }), { numRuns: 25 });
    });

    it('a batch it cannot store is refused whole: nothing of it is written', async () => {
      const repo = await make();
      await repo.saveRows(batch({ football: { matches: [match('football', 1)] }, seq: 1 }));
      const unclonable = { ...match('football', 2), note: (() => 'x') as unknown as string };
      await expect(repo.saveRows(batch({ football: { removedMatchIds: [1], matches: [unclonable] }, seq: 2 }))).rejects.toThrow();
      const feed = await repo.loadFeed();
      expect(feed.football.matches).toEqual([match('football', 1)]);
      expect(feed.position?.seq).toBe(1);
    });

    it('stores copies: changing an object after saving it changes nothing stored', async () => {
      const repo = await make();
      const m = { ...match('football', 1) };
      await repo.saveRows(batch({ football: { matches: [m] } }));
      (m as { peopleNum: number }).peopleNum = 99;
      expect((await repo.loadFeed()).football.matches[0].peopleNum).toBe(0);
    });

    it('keeps local items: each save writes the items given and leaves the others', async () => {
      const repo = await make();
      await repo.saveLocal({ pinned: { football: [3, 1], basketball: [] }, homeNotice: '今晚有大赛' });
      await repo.saveLocal({ settings: { ...DEFAULT_LOCAL_ITEMS.settings, goalTip: false, sortDirection: 'reverse' } });
      await repo.saveLocal({ tabs: { football: 'living' }, filters: { football: { tab: 'beiDan', competitionIds: [2] }, basketball: null } });
      expect(await repo.loadLocal()).toEqual({
        pinned: { football: [3, 1], basketball: [] },
        filters: { football: { tab: 'beiDan', competitionIds: [2] }, basketball: null },
        tabs: { football: 'living' },
        settings: { ...DEFAULT_LOCAL_ITEMS.settings, goalTip: false, sortDirection: 'reverse' },
        homeNotice: '今晚有大赛',
      });
    });
  });
}

// The room directory over a counting stand-in for the database and a ManualScheduler: which rooms exist, and how
// often the owned rooms are read while joins pour in.
import { describe, expect, it } from 'vitest';
import type { LiveState, Room } from '../../engine/core';
import { EMPTY_STATE } from '../../engine/core';
import { ManualScheduler } from '../../engine/time';
import type { Queryable } from '../db/database';
import { OWNED_ROOMS_RELOAD_MS, RoomDirectory } from './room-directory';

function setup(owned: number[], feedRooms: number[] = []) {
  const clock = new ManualScheduler(Date.UTC(2026, 5, 1, 12));
  const queries: string[] = [];
  const db: Queryable = {
    async query<R extends object>(sql: string) {
      queries.push(sql);
      return owned.map((roomId) => ({ roomId })) as unknown as R[];
    },
    async exec() {},
  };
  const rooms = Object.fromEntries(feedRooms.map((id) => [id, { roomId: id } as Room]));
  const state: LiveState = { ...EMPTY_STATE, rooms };
  return { clock, queries, owned, directory: new RoomDirectory({ db, clock, liveState: () => state }) };
}

describe('room directory', () => {
  it('a room exists when the feed describes it or an anchor account owns it; any other id does not', async () => {
    const { directory } = setup([880_001], [800_001]);
    expect(await directory.exists(800_001)).toBe(true);
    expect(await directory.exists(880_001)).toBe(true);
    expect(await directory.exists(987_654_321)).toBe(false);
  });

  it('a join flood reads the owned rooms once: a found room never again, unknown ids at most once per window', async () => {
    const { directory, clock, queries } = setup([880_001], [800_001]);
    expect(await directory.exists(800_001)).toBe(true); // the feed's: no database
    expect(queries).toHaveLength(0);
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => directory.exists(i % 2 ? 880_001 : 900_000_000 + i)));
    expect(answers.filter(Boolean)).toHaveLength(250);
    expect(queries).toHaveLength(1); // concurrent misses shared one load
    for (let i = 0; i < 100; i++) await directory.exists(910_000_000 + i);
    expect(queries).toHaveLength(1);
    clock.advance(OWNED_ROOMS_RELOAD_MS);
    for (let i = 0; i < 100; i++) await directory.exists(920_000_000 + i);
    expect(queries).toHaveLength(2);
    clock.advance(10 * OWNED_ROOMS_RELOAD_MS);
    for (let i = 0; i < 100; i++) expect(await directory.exists(880_001)).toBe(true);
    expect(queries).toHaveLength(2); // an owned room stays its anchor's
    expect(directory.loads).toBe(2);
  });

  it('a newly certified anchor\'s room is found within a window', async () => {
    const { directory, clock, owned } = setup([880_001]);
    expect(await directory.exists(890_001)).toBe(false);
    owned.push(890_001);
    expect(await directory.exists(890_001)).toBe(false); // the set read a moment ago
    clock.advance(OWNED_ROOMS_RELOAD_MS);
    expect(await directory.exists(890_001)).toBe(true);
  });
});

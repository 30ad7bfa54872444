// The experience rules against the database and the page (server/levels/experience-rules.ts): for any sequence of
// actions — repeated, concurrent, across days — every account's experience and level, as the database keeps them
// and the level calls answer them, equal a from-scratch computation from its experience records, and the progress
// the page draws is the rounded experience over the next level's [FM-2]. The seeded demo people are such accounts
// too. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { LevelType } from '../server/api/level-tables';
import { LEVEL_TABLES, standing } from '../server/api/level-tables';
import type { Database } from '../server/db/database';
import { demoPeoplePlan } from '../server/db/demo-people';
import { seedDemo } from '../server/db/seed-demo';
import { describeEachDatabase } from '../server/db/test-support/test-databases';
import { findUserById, insertUser } from '../server/db/repositories/users';
import { allExpRecords, grantBroadcast, grantChat, grantFollow, grantForecastHit, grantForecastHits, grantRoomVisit } from '../server/levels/experience';
import { EXP_RULES, standingsFrom } from '../server/levels/experience-rules';
import { truncateAll } from '../server/db/reset';
import { levelProgress } from '../ui/components/user-menu/level-progress';

const T0 = Date.UTC(2026, 0, 10, 4);
const DAY = 86_400_000;
const USERS = [1, 2, 3, 4] as const; // 3 and 4 are anchors
const ANCHORS = new Set([3, 4]);

type Op =
  | { readonly kind: 'visit'; readonly user: number; readonly room: number; readonly day: number }
  | { readonly kind: 'chat'; readonly user: number; readonly room: number; readonly day: number }
  | { readonly kind: 'follow'; readonly user: number; readonly followee: number }
  | { readonly kind: 'broadcast'; readonly anchor: number; readonly id: number }
  | { readonly kind: 'hit'; readonly anchor: number; readonly scheme: number };

const user = fc.constantFrom(...USERS);
const anchor = fc.constantFrom(3, 4);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('visit' as const), user, room: fc.integer({ min: 1, max: 3 }), day: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('chat' as const), user, room: fc.integer({ min: 1, max: 3 }), day: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('follow' as const), user, followee: user }),
  fc.record({ kind: fc.constant('broadcast' as const), anchor, id: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('hit' as const), anchor, scheme: fc.integer({ min: 1, max: 40 }) }),
);

async function apply(db: Database, o: Op): Promise<void> {
  switch (o.kind) {
    case 'visit': {
      // Room r belongs to anchor 3 or 4 (an anchor's own room earns them nothing from themselves).
      const owner = o.room === 3 ? undefined : 2 + o.room;
      return grantRoomVisit(db, o.user, 880_000 + o.room, owner, new Date(T0 + o.day * DAY));
    }
    case 'chat': return void (await grantChat(db, o.user, 880_000 + o.room, new Date(T0 + o.day * DAY)));
    case 'follow': return o.user === o.followee ? undefined : grantFollow(db, o.user, { id: o.followee, isAnchor: ANCHORS.has(o.followee) }, new Date(T0));
    case 'broadcast': return void (await grantBroadcast(db, o.anchor, o.id, new Date(T0)));
    case 'hit': return void (await grantForecastHit(db, o.anchor, o.scheme, new Date(T0)));
    default: { const never: never = o; return never; }
  }
}

const COLUMN: Readonly<Record<LevelType, readonly ['exp' | 'anchorExp' | 'predictionExp', 'level' | 'anchorLevel' | 'predictionLevel']>> = {
  1: ['exp', 'level'], 2: ['anchorExp', 'anchorLevel'], 3: ['predictionExp', 'predictionLevel'],
};

/** The account's columns against its records, and the page's progress against the table. */
async function expectTruthful(db: Database, id: number, types: readonly LevelType[]): Promise<void> {
  const u = (await findUserById(db, id))!;
  const fresh = standingsFrom(await allExpRecords(db, id));
  for (const t of types) {
    const [expField, levelField] = COLUMN[t];
    expect(u[expField], `user ${id} type ${t} exp`).toBe(fresh[t].exp);
    expect(u[levelField], `user ${id} type ${t} level`).toBe(fresh[t].level);
    const { nextLevelExp } = standing(t, fresh[t].level);
    const required = LEVEL_TABLES[t].levelExpList[fresh[t].level];
    expect(nextLevelExp).toBe(required ?? null);
    const progress = levelProgress(u[expField], nextLevelExp);
    expect(progress).toBe(nextLevelExp === null ? 100 : Math.min(100, Math.round((fresh[t].exp / nextLevelExp) * 100)));
    if (nextLevelExp !== null) expect(progress).toBeLessThanOrEqual(100);
  }
}

describeEachDatabase('experience and levels', (db) => {
  it('[SH-7] [FM-2] property: after any actions, each account\'s experience and level equal a from-scratch computation from its records', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 40 }), fc.constantFrom('sequential', 'together', 'hits in bulk'), async (ops, mode) => {
      await truncateAll(db());
      for (const id of USERS) {
        await insertUser(db(), { id, nationalCode: '86', phone: `1380000000${id}`, nickname: `u${id}`, avatar: '', userCode: `9${id}`, isAnchor: ANCHORS.has(id), anchorLevel: ANCHORS.has(id) ? 1 : 0, predictionLevel: ANCHORS.has(id) ? 1 : 0 }, new Date(T0));
      }
      // Sent one after another, or all at once (the once-keys must hold for concurrent grants too), or the hits in
      // one statement (grantForecastHits, as the demo seed grants its history), repeats included.
      if (mode === 'together') await Promise.all(ops.map((o) => apply(db(), o)));
      else if (mode === 'sequential') for (const o of ops) await apply(db(), o);
      else {
        for (const o of ops) if (o.kind !== 'hit') await apply(db(), o);
        const hits = ops.filter((o) => o.kind === 'hit');
        await grantForecastHits(db(), hits.map((h) => ({ anchorId: h.anchor, schemeId: h.scheme, at: new Date(T0) })));
      }
      for (const id of USERS) await expectTruthful(db(), id, ANCHORS.has(id) ? [1, 2, 3] : [1]);
      // Once per key: the records are the distinct keys of what was done, each with its rule's experience.
      for (const id of USERS) {
        const records = await allExpRecords(db(), id);
        for (const r of records) expect(r.exp).toBe(EXP_RULES[r.action as keyof typeof EXP_RULES].exp);
        expect(new Set(records.map((r) => `${r.levelType}|${r.action}|${r.ref}`)).size).toBe(records.length);
      }
    }), { numRuns: 25 });
  }, 120_000);

  it('[SH-7] the seeded demo people: their experience and levels are their records\' sums', async () => {
    await seedDemo(db(), T0);
    const plan = demoPeoplePlan();
    for (const a of plan.anchors) await expectTruthful(db(), a.id, [1, 2, 3]);
    for (const v of plan.viewers) await expectTruthful(db(), v, [1]);
    // and they have a past to show: every anchor broadcast, every viewer watched
    for (const a of plan.anchors) expect((await allExpRecords(db(), a.id)).some((r) => r.action === 'broadcast')).toBe(true);
    for (const v of plan.viewers) expect((await allExpRecords(db(), v)).some((r) => r.action === 'watchRoom')).toBe(true);
  }, 60_000);
});

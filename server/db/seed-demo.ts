// Demo data on first start: the interest/follow catalogue, demo viewers and anchors, and who follows whom.
// Runs once per database (marker app_meta 'demo_seed'), under an advisory lock so two processes starting
// together seed once.
import type { Database } from './database';
import { demoCatalog } from './demo-catalog';
import { demoFollows, demoUsers } from './demo-people';
import { getMeta, setMeta } from './repositories/app-state';
import { upsertCatalog } from './repositories/catalog';
import { followCustomer } from './repositories/customer-follows';
import { insertUser } from './repositories/users';

const MARKER = 'demo_seed';

/** True when it seeded now, false when the database already had it. */
export function seedDemo(db: Database, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MARKER]);
    if (await getMeta(tx, MARKER)) return false;
    const at = new Date(now);
    await upsertCatalog(tx, demoCatalog());
    for (const u of demoUsers()) await insertUser(tx, u, at);
    for (const [follower, followee] of demoFollows()) await followCustomer(tx, follower, followee, 0, at);
    await setMeta(tx, MARKER, new Date(now).toISOString(), at);
    return true;
  });
}

// Demo data on first start: the interest/follow catalogue, demo viewers and anchors, and who follows whom.
// Runs once per database (marker app_meta 'demo_seed'), under an advisory lock so two processes starting
// together seed once.
import type { Database, Queryable } from './database';
import { demoCatalog } from './demo-catalog';
import { CUSTOMER_SERVICE } from '../messages/message-hub';
import { addStaff } from '../messages/message-repository';
import { DEMO_ANCHORS, demoFollows, demoStaff, demoUsers } from './demo-people';
import { getMeta, setMeta } from './repositories/app-state';
import { upsertCatalog } from './repositories/catalog';
import { followCustomer } from './repositories/customer-follows';
import { findUserById, insertUser } from './repositories/users';
import { insertDemoForecasts } from '../forecasts/demo-forecasts';
import { seedDemoPast } from './demo-past-seed';
import { grantForecastHits } from '../levels/experience';

const MARKER = 'demo_seed';
/** Its own marker: databases seeded before private messages existed get the staff account too. */
const STAFF_MARKER = 'demo_staff_seed';
/** Its own marker too: databases seeded before forecasts existed get the anchors' history. */
const FORECASTS_MARKER = 'demo_forecasts_seed';

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
    await seedStaff(tx, at);
    await seedForecasts(tx, now);
    await seedDemoPast(tx, at);
    return true;
  }).then(async (seeded) => {
    if (!seeded) await db.transaction((tx) => seedStaff(tx, new Date(now)));
    if (!seeded) await db.transaction((tx) => seedForecasts(tx, now));
    if (!seeded) await db.transaction((tx) => seedDemoPast(tx, new Date(now)));
    return seeded;
  });
}

/** The demo anchors' graded forecast history (server/forecasts/demo-forecasts.ts), once per database. */
async function seedForecasts(tx: Queryable, now: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [FORECASTS_MARKER]);
  if (await getMeta(tx, FORECASTS_MARKER)) return;
  if (!(await findUserById(tx, DEMO_ANCHORS[0].customerId))) return;
  await insertDemoForecasts(tx, FORECASTS_MARKER, now);
  // Their hits earned forecast experience as live grading grants it (server/levels/experience-rules.ts).
  const hits = await tx.query<{ id: number; anchorId: number; gradedAt: string | number }>(
    `SELECT id, anchor_id AS "anchorId", graded_at AS "gradedAt" FROM forecast_schemes WHERE outcome = 'hit' ORDER BY graded_at, id`);
  await grantForecastHits(tx, hits.map((h) => ({ anchorId: h.anchorId, schemeId: h.id, at: new Date(Number(h.gradedAt)) })));
  await setMeta(tx, FORECASTS_MARKER, new Date(now).toISOString(), new Date(now));
}

/** The customer-service staff account, once per database. */
async function seedStaff(tx: Queryable, at: Date): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [STAFF_MARKER]);
  if (await getMeta(tx, STAFF_MARKER)) return;
  const staff = demoStaff();
  const user = (await insertUser(tx, staff, at)) ?? (await findUserById(tx, staff.id!));
  if (user) await addStaff(tx, user.id, CUSTOMER_SERVICE, at);
  await setMeta(tx, STAFF_MARKER, at.toISOString(), at);
}

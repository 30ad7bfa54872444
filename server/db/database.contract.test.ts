// One contract, every database (STYLE.md 6): PGlite always, the PostgreSQL server of TEST_DATABASE_URL when set
// (its cases are listed as skipped, with the reason, otherwise).
import { expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { createRateLimiter } from '../auth/rate-limit';
import { createRefreshFamilies } from '../auth/refresh-families';
import { createSmsCodes } from '../auth/sms-codes';
import { MemorySmsProvider } from '../auth/sms-provider';
import type { Database } from './database';
import { DEMO_ANCHORS } from './demo-people';
import { loadMigrations, migrate } from './migrate';
import { findActFollow, followAct, listActFollows, unfollowActs } from './repositories/act-follows';
import { getOrCreateSecret } from './repositories/app-state';
import { findCatalogItems, hotCatalogOf, upsertCatalog } from './repositories/catalog';
import { followCounts, followCustomer, followedAmong, followPage, unfollowCustomer } from './repositories/customer-follows';
import { listInterests, replaceInterests } from './repositories/interests';
import { countMatchFollows, followedMatchIds, setMatchFollow } from './repositories/match-follows';
import { findUserById, findUserByPhone, insertUser, searchUsers, sessionState, setPasswordHash } from './repositories/users';
import { seedDemo } from './seed-demo';
import { decideApplication, findApplication, submitApplication, waitingApplications } from './repositories/anchor-applications';
import { addPreview, deletePreview, listPreviews } from './repositories/anchor-previews';
import {
  closeBroadcastOf, liveBroadcasts, markLive, markUnpublished, openBroadcastInRoom, openBroadcastOf, resetLiveBroadcasts, saveDraft, setBroadcastMatch,
} from './repositories/broadcasts';
import { findPushKey, pushKeyOf, replacePushKey } from './repositories/push-keys';
import { describeEachDatabase } from './test-support/test-databases';

const T0 = Date.UTC(2025, 4, 1);
const at = new Date(T0);
const phone = { nationalCode: '86', number: '13800000001', e164: '+8613800000001' };

async function user(db: Database, n: number, extra: Partial<Parameters<typeof insertUser>[1]> = {}) {
  return (await insertUser(db, { nationalCode: '86', phone: `1380000${String(n).padStart(4, '0')}`, nickname: `用户${n}`, avatar: '', userCode: String(10_000_000 + n), ...extra }, at))!;
}

describeEachDatabase('database contract', (getDb) => {
  it('migrations are recorded and applying them again changes nothing', async () => {
    const db = getDb();
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it('a migration edited after it was applied is refused', async () => {
    const [first, ...rest] = loadMigrations();
    await expect(migrate(getDb(), [{ ...first, sql: `${first.sql}\n-- edited` }, ...rest])).rejects.toThrow(/changed after it was applied/);
  });

  it('users: unique phone, ids from 100001, lookups, token version bump on reset', async () => {
    const db = getDb();
    const a = await user(db, 1);
    expect(a.id).toBe(100001);
    expect(await insertUser(db, { nationalCode: '86', phone: a.phone, nickname: 'x', avatar: '', userCode: '99999999' }, at)).toBeUndefined();
    expect((await findUserByPhone(db, '86', a.phone))?.id).toBe(a.id);
    await setPasswordHash(db, a.id, 'h', true);
    expect(await findUserById(db, a.id)).toMatchObject({ passwordHash: 'h', tokenVersion: 1 });
    expect(await sessionState(db, a.id, 'no-family')).toEqual({ tokenVersion: 1, familyRevoked: true });
  });

  it('search escapes LIKE wildcards and matches exact user codes', async () => {
    const db = getDb();
    await user(db, 1, { nickname: '球迷100%' });
    await user(db, 2, { nickname: '球迷abc' });
    expect((await searchUsers(db, '100%', 10)).map((u) => u.nickname)).toEqual(['球迷100%']);
    expect((await searchUsers(db, '%', 10)).map((u) => u.nickname)).toEqual(['球迷100%']);
    expect((await searchUsers(db, '10000002', 10)).map((u) => u.nickname)).toEqual(['球迷abc']);
  });

  it('[AU-7] SMS codes: single use, bound to phone and scene, 10 minutes, 5 wrong tries', async () => {
    const db = getDb();
    const clock = new ManualScheduler(T0);
    const sms = new MemorySmsProvider();
    const limits = { codeTtlMs: 600_000, maxAttempts: 5, perPhone: [{ limit: 100, windowMs: 60_000 }], perIp: [{ limit: 100, windowMs: 60_000 }] };
    const codes = createSmsCodes({ db, clock, provider: sms, limiter: createRateLimiter(db, clock), key: Buffer.alloc(32, 1), limits });
    expect(await codes.send(phone, 'login', '1.1.1.1')).toEqual({ ok: true });
    const code = sms.lastCode(phone.number)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await codes.verify({ ...phone, number: '13800000002' }, 'login', code)).toBe(false); // cross-phone
    expect(await codes.verify(phone, 'psw', code)).toBe(false); // other scene
    expect(await codes.verify(phone, 'login', code)).toBe(true);
    expect(await codes.verify(phone, 'login', code)).toBe(false); // used

    await codes.send(phone, 'login', '1.1.1.1');
    clock.advance(600_000);
    expect(await codes.verify(phone, 'login', sms.lastCode(phone.number)!)).toBe(false); // expired

    await codes.send(phone, 'login', '1.1.1.1');
    const good = sms.lastCode(phone.number)!;
    const wrong = good === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect(await codes.verify(phone, 'login', wrong)).toBe(false);
    expect(await codes.verify(phone, 'login', good)).toBe(false); // invalidated after 5 wrong tries

    await codes.send(phone, 'login', '1.1.1.1');
    const first = sms.lastCode(phone.number)!;
    await codes.send(phone, 'login', '1.1.1.1');
    expect(first === sms.lastCode(phone.number) || !(await codes.verify(phone, 'login', first))).toBe(true); // only the latest
  });

  it('[AU-7] concurrent tries of one code: exactly one succeeds', async () => {
    const db = getDb();
    const clock = new ManualScheduler(T0);
    const sms = new MemorySmsProvider();
    const limits = { codeTtlMs: 600_000, maxAttempts: 5, perPhone: [], perIp: [] };
    const codes = createSmsCodes({ db, clock, provider: sms, limiter: createRateLimiter(db, clock), key: Buffer.alloc(32, 1), limits });
    await codes.send(phone, 'login', '1.1.1.1');
    const code = sms.lastCode(phone.number)!;
    const results = await Promise.all(Array.from({ length: 10 }, () => codes.verify(phone, 'login', code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('rate limiter: 20 concurrent consumers of a 5-per-minute key → exactly 5 pass', async () => {
    const db = getDb();
    const clock = new ManualScheduler(T0);
    const limiter = createRateLimiter(db, clock);
    const key = [{ bucket: 'b', subject: 's', rules: [{ limit: 5, windowMs: 60_000 }] }];
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(key)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
    expect(verdicts.find((v) => !v.ok)).toEqual({ ok: false, retryAfterMs: 60_000 });
    clock.advance(60_000);
    expect((await limiter.consume(key)).ok).toBe(true);
  });

  it('rate limiter: a refunded event frees exactly its slot, on every key it was taken from', async () => {
    const limiter = createRateLimiter(getDb(), new ManualScheduler(T0));
    const a = { bucket: 'b', subject: 'a', rules: [{ limit: 2, windowMs: 60_000 }] };
    const b = { bucket: 'b', subject: 'b', rules: [{ limit: 2, windowMs: 60_000 }] };
    const first = await limiter.consume([a, b]);
    expect((await limiter.consume([a, b])).ok).toBe(true);
    expect((await limiter.consume([a])).ok).toBe(false);
    if (first.ok) await first.refund();
    // The refund freed one slot of each key, no more.
    expect((await limiter.consume([b])).ok).toBe(true);
    expect((await limiter.consume([b])).ok).toBe(false);
    expect((await limiter.consume([a])).ok).toBe(true);
    expect((await limiter.consume([a])).ok).toBe(false);
  });

  it('[HT-9] refresh: rotation, grace answer, reuse after grace revokes the family', async () => {
    const db = getDb();
    const u = await user(db, 1);
    const clock = new ManualScheduler(T0);
    const families = createRefreshFamilies({ db, clock, sealKey: Buffer.alloc(32, 2), ttlMs: 86_400_000, graceMs: 10_000 });
    const { familyId, refreshToken: r1 } = await families.start(u.id);
    const a = await families.rotate(r1);
    expect(a).toMatchObject({ ok: true, userId: u.id, familyId, graced: false });
    const r2 = a.ok ? a.refreshToken : '';
    clock.advance(5_000);
    expect(await families.rotate(r1)).toEqual({ ok: true, userId: u.id, familyId, refreshToken: r2, graced: true });
    clock.advance(5_001);
    expect(await families.rotate(r1)).toEqual({ ok: false, reason: 'reused' });
    expect(await families.rotate(r2)).toEqual({ ok: false, reason: 'revoked' });
    expect(await sessionState(db, u.id, familyId)).toEqual({ tokenVersion: 0, familyRevoked: true });
    expect(await families.rotate('rt1.' + 'A'.repeat(43))).toEqual({ ok: false, reason: 'unknown' });
  });

  it('[HT-9] refresh: 20 concurrent rotations of one token → one rotation, every caller holds the same token', async () => {
    const db = getDb();
    const u = await user(db, 1);
    const families = createRefreshFamilies({ db, clock: new ManualScheduler(T0), sealKey: Buffer.alloc(32, 2), ttlMs: 86_400_000, graceMs: 10_000 });
    const { refreshToken, familyId } = await families.start(u.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => families.rotate(refreshToken)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => (r.ok ? r.refreshToken : ''))).size).toBe(1);
    expect(results.filter((r) => r.ok && !r.graced)).toHaveLength(1);
    const rows = await db.query<{ rotations: number }>('SELECT rotations FROM refresh_families WHERE id = $1', [familyId]);
    expect(rows[0].rotations).toBe(1);
  });

  it('refresh: an expired family is refused; logout revokes by any of its tokens', async () => {
    const db = getDb();
    const u = await user(db, 1);
    const clock = new ManualScheduler(T0);
    const families = createRefreshFamilies({ db, clock, sealKey: Buffer.alloc(32, 2), ttlMs: 1_000, graceMs: 10 });
    const a = await families.start(u.id);
    clock.advance(1_000);
    expect(await families.rotate(a.refreshToken)).toEqual({ ok: false, reason: 'expired' });
    const b = await families.start(u.id);
    expect(await families.revokeByToken(b.refreshToken, 'logout')).toBe(true);
    expect(await families.rotate(b.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
    expect(await families.revokeByToken('nonsense', 'logout')).toBe(false);
  });

  it('[FL-3] customer follows: never oneself, counts both ways, pages newest first', async () => {
    const db = getDb();
    const [a, b, c] = [await user(db, 1), await user(db, 2), await user(db, 3)];
    await expect(followCustomer(db, a.id, a.id, 0, at)).rejects.toThrow();
    await followCustomer(db, a.id, b.id, 7, at);
    await followCustomer(db, a.id, c.id, 0, new Date(T0 + 1));
    await followCustomer(db, a.id, b.id, 0, at); // idempotent
    await followCustomer(db, c.id, a.id, 0, at);
    expect(await followCounts(db, a.id)).toEqual({ followTo: 2, followFrom: 1 });
    expect((await followPage(db, a.id, 'to', 10, 0)).map((u) => u.id)).toEqual([c.id, b.id]);
    expect((await followPage(db, a.id, 'from', 10, 0)).map((u) => u.id)).toEqual([c.id]);
    expect([...(await followedAmong(db, a.id, [b.id, c.id, 5]))].sort()).toEqual([b.id, c.id].sort());
    await unfollowCustomer(db, a.id, b.id);
    expect(await followCounts(db, a.id)).toEqual({ followTo: 1, followFrom: 1 });
  });

  it('[FL-5] match follows per sport, idempotent', async () => {
    const db = getDb();
    const a = await user(db, 1);
    await setMatchFollow(db, a.id, 1, 10, true, at);
    await setMatchFollow(db, a.id, 1, 10, true, at);
    await setMatchFollow(db, a.id, 1, 11, true, new Date(T0 + 1));
    await setMatchFollow(db, a.id, 2, 10, true, at);
    expect(await followedMatchIds(db, a.id, 1)).toEqual([10, 11]);
    await setMatchFollow(db, a.id, 1, 10, false, at);
    expect(await followedMatchIds(db, a.id, 1)).toEqual([11]);
    expect(await countMatchFollows(db, a.id)).toBe(2);
  });

  it('[AU-6] [FL-1] catalogue, interests and competition/team follows', async () => {
    const db = getDb();
    const a = await user(db, 1);
    await upsertCatalog(db, [
      { scope: 1, type: 1, id: 1001, name: '英超', shortName: '英超', logo: 'l', hot: true, sort: 0 },
      { scope: 1, type: 2, id: 100001, name: '曼城', shortName: '曼城', logo: 't', hot: false, sort: 0 },
    ]);
    expect((await hotCatalogOf(db, 1, 1)).map((c) => c.id)).toEqual([1001]);
    expect(await findCatalogItems(db, 1, 2, [100001, 5])).toHaveLength(1);
    await replaceInterests(db, a.id, [{ interestId: 1001, scope: 1, type: 1 }], at);
    await replaceInterests(db, a.id, [{ interestId: 100001, scope: 1, type: 2 }], at);
    expect(await listInterests(db, a.id)).toEqual([{ interestId: 100001, scope: 1, type: 2, shortName: '曼城', logo: 't' }]);
    const id = await followAct(db, { userId: a.id, sportType: 1, followType: 1, targetId: 1001 }, at);
    expect(await followAct(db, { userId: a.id, sportType: 1, followType: 1, targetId: 1001 }, at)).toBe(id);
    expect(await listActFollows(db, a.id, 1, 1)).toEqual([{ id, targetId: 1001, name: '英超', logo: 'l' }]);
    expect(await unfollowActs(db, a.id + 1, [id])).toBe(0); // not someone else's
    expect(await unfollowActs(db, a.id, [id])).toBe(1);
    expect(await findActFollow(db, { userId: a.id, sportType: 1, followType: 1, targetId: 1001 })).toBeUndefined();
  });

  it('secrets: concurrent first starts agree on one value', async () => {
    const db = getDb();
    let n = 0;
    const values = await Promise.all(Array.from({ length: 5 }, () => getOrCreateSecret(db, 'master', () => `v${n++}`, at)));
    expect(new Set(values).size).toBe(1);
  });

  it('demo seed: anchors, viewers and follows once, even when two processes start together', async () => {
    const db = getDb();
    const seeded = await Promise.all([seedDemo(db, T0), seedDemo(db, T0)]);
    expect(seeded.sort()).toEqual([false, true]);
    expect(await seedDemo(db, T0)).toBe(false);
    const anchor = (await findUserById(db, DEMO_ANCHORS[0].customerId))!;
    expect(anchor).toMatchObject({ isAnchor: true, roomId: DEMO_ANCHORS[0].roomId, nickname: '球评老张' });
    expect(anchor.avatar).toMatch(/^data:image\/svg\+xml/);
    expect((await followCounts(db, anchor.id)).followFrom).toBeGreaterThan(0);
    expect((await hotCatalogOf(db, 1, 1)).map((c) => c.shortName)).toContain('英超');
    expect((await hotCatalogOf(db, 2, 2)).length).toBeGreaterThan(0);
    const people = await db.query<{ n: number; anchors: number }>('SELECT count(*)::int AS n, count(*) FILTER (WHERE is_anchor)::int AS anchors FROM users');
    console.info(`demo seed: ${people[0].n} users (${people[0].anchors} anchors)`);
    expect(people[0].anchors).toBe(DEMO_ANCHORS.length);
  });
  it('anchors: an application waits, passes once (anchor with a room from 890001) or is rejected and resubmitted; one ID per person', async () => {
    const db = getDb();
    const [a, b] = [await user(db, 1), await user(db, 2)];
    const app = (id: number, hash = 'h1') => ({ userId: id, realName: '张三', idNumberMasked: '110*************2X', idNumberHash: hash });
    expect(await submitApplication(db, app(a.id), at)).toBe('submitted');
    expect(await submitApplication(db, app(a.id), at)).toBe('pending');
    expect(await submitApplication(db, app(b.id), at)).toBe('identity-taken');
    expect((await waitingApplications(db, at)).map((r) => r.userId)).toEqual([a.id]);
    expect(await db.transaction((tx) => decideApplication(tx, a.id, { pass: false, reason: '照片模糊' }, 'op', at))).toBe(true);
    expect(await findApplication(db, a.id)).toMatchObject({ status: 'reject', cancelReason: '照片模糊', reviewer: 'op' });
    expect(await submitApplication(db, app(b.id), at)).toBe('submitted'); // a rejected application holds no identity
    expect(await submitApplication(db, app(a.id, 'h2'), at)).toBe('submitted');
    expect(await db.transaction((tx) => decideApplication(tx, a.id, { pass: true }, 'auto', at))).toBe(true);
    expect(await db.transaction((tx) => decideApplication(tx, a.id, { pass: false, reason: 'x' }, 'op', at))).toBe(false);
    expect(await findUserById(db, a.id)).toMatchObject({ isAnchor: true, roomId: 890001 });
    expect(await submitApplication(db, app(a.id, 'h2'), at)).toBe('passed');
  });

  it('anchors: one open broadcast per anchor, prepared → live → prepared on a stream drop → closed', async () => {
    const db = getDb();
    const a = await user(db, 1, { isAnchor: true, roomId: 890001 });
    const draft = { date: '2025-05-01', roomName: '今晚看球', competitionId: 1, matchId: 2_000_000_123, sportType: 1, notification: '', coverPicture: '/covers/r890001.jpg' };
    const first = await saveDraft(db, a.id, 890001, draft, at);
    const again = await saveDraft(db, a.id, 890001, { ...draft, roomName: '改名' }, at);
    expect(again).toMatchObject({ id: first.id, roomName: '改名', state: 'prepared', matchId: 2_000_000_123 });
    await expect(db.query(`INSERT INTO broadcasts (anchor_id, room_id, broadcast_date, room_name, competition_id, match_id, sport_type, state, created_at)
      VALUES ($1, 890001, 'd', 'n', 1, 1, 1, 'prepared', $2)`, [a.id, at])).rejects.toThrow();
    expect((await markLive(db, 890001, at))?.state).toBe('live');
    expect(await markLive(db, 890001, at)).toBeUndefined();
    expect((await liveBroadcasts(db)).map((r) => r.id)).toEqual([first.id]);
    expect((await setBroadcastMatch(db, a.id, { competitionId: 2, matchId: 7, sportType: 2 }))).toMatchObject({ matchId: 7, sportType: 2, state: 'live' });
    expect((await markUnpublished(db, 890001))?.state).toBe('prepared');
    expect(await markUnpublished(db, 890001)).toBeUndefined();
    expect((await openBroadcastInRoom(db, 890001))?.state).toBe('prepared');
    await markLive(db, 890001, at);
    expect(await resetLiveBroadcasts(db)).toBe(1);
    expect((await closeBroadcastOf(db, a.id, at))?.state).toBe('prepared');
    expect(await openBroadcastOf(db, a.id)).toBeUndefined();
    expect((await saveDraft(db, a.id, 890001, draft, at)).id).not.toBe(first.id);
  });

  it('anchors: a push key per room, kept until refreshed; previews once per match', async () => {
    const db = getDb();
    const a = await user(db, 1, { isAnchor: true, roomId: 890001 });
    expect((await pushKeyOf(db, 890001, a.id, 's1', at)).secret).toBe('s1');
    expect((await pushKeyOf(db, 890001, a.id, 's2', at)).secret).toBe('s1');
    expect((await replacePushKey(db, 890001, a.id, 's3', at)).secret).toBe('s3');
    expect((await findPushKey(db, 890001))?.secret).toBe('s3');
    expect(await addPreview(db, a.id, 1, 2_000_000_123, at)).toBe(true);
    expect(await addPreview(db, a.id, 1, 2_000_000_123, at)).toBe(false);
    expect(await listPreviews(db, a.id)).toEqual([expect.objectContaining({ sportType: 1, matchId: 2_000_000_123 })]);
    expect(await deletePreview(db, a.id, 1, 2_000_000_123)).toBe(true);
    expect(await deletePreview(db, a.id, 1, 2_000_000_123)).toBe(false);
  });
});

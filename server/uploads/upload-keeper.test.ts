// The uploads index and storage together (upload-keeper.ts) on every database (PGlite always; PostgreSQL with
// TEST_DATABASE_URL): the per-user quota, what a proof or a cover may be, and the sweep of uploads nothing
// references, driven in virtual time on a ManualScheduler through upload-sweep.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { saveDraft } from '../db/repositories/broadcasts';
import { saveComplaint, saveFeedback } from '../db/repositories/feedback';
import { insertUser } from '../db/repositories/users';
import { describeEachDatabase } from '../db/test-support/test-databases';
import { makePng } from './test-support/images';
import type { UploadPolicy } from './upload-config';
import { UPLOAD_POLICY_DEFAULTS } from './upload-config';
import type { EncodedFile } from './upload-keeper';
import { createUploadKeeper } from './upload-keeper';
import type { UploadStorage } from './upload-storage';
import { memoryUploadStorage, uploadKeyOf, uploadUrl } from './upload-storage';
import { scheduleUploadSweep } from './upload-sweep';

const T0 = Date.UTC(2025, 4, 1, 4, 0, 0);
const HOUR = 3_600_000;
const POLICY: UploadPolicy = { ...UPLOAD_POLICY_DEFAULTS, quotaBytes: 1_000, sweepGraceMs: 24 * HOUR, sweepIntervalMs: HOUR };

const dir = mkdtempSync(join(tmpdir(), 'upload-keeper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A distinct PNG in a temporary file, as the route hands the keeper its re-encodes. */
function encoded(w = 1 + (n % 50), h = 1 + Math.floor(n / 50)): EncodedFile {
  n += 1;
  const bytes = makePng(w, h, [n % 256, 7, 9]);
  const path = join(dir, `f-${n}.png`);
  writeFileSync(path, bytes);
  return { path, kind: 'png', key: uploadKeyOf(bytes, 'png'), bytes: bytes.length };
}

describeEachDatabase('upload keeper', (getDb) => {
  const setup = async (policy: UploadPolicy = POLICY) => {
    const db = getDb();
    const clock = new ManualScheduler(T0);
    const storage: UploadStorage = memoryUploadStorage();
    const keeper = createUploadKeeper({ db, storage, clock, policy });
    const user = async (phone: string) => (await insertUser(db, { nationalCode: '86', phone, nickname: '球迷', avatar: '', userCode: phone.slice(-8) }, new Date(T0)))!.id;
    return { db, clock, storage, keeper, a: await user('13800000001'), b: await user('13800000002') };
  };

  it('quota: a user\'s stored bytes may not pass it; the same picture again is not charged twice; others have their own', async () => {
    const { keeper, storage, a, b } = await setup();
    const one = encoded();
    expect((await keeper.keep(a, [one])).ok).toBe(true);
    expect(await keeper.ownedBytes(a)).toBe(one.bytes);
    expect(await storage.has(one.key)).toBe(true);
    expect((await keeper.keep(a, [one, one])).ok).toBe(true); // already theirs: nothing more charged
    expect(await keeper.ownedBytes(a)).toBe(one.bytes);
    const fill: EncodedFile[] = [];
    while (fill.reduce((t, f) => t + f.bytes, one.bytes) <= POLICY.quotaBytes) fill.push(encoded());
    const over = fill.pop()!;
    expect((await keeper.keep(a, fill)).ok).toBe(true);
    const before = await keeper.ownedBytes(a);
    expect((await keeper.keep(a, [over])).ok).toBe(false);
    expect(await keeper.ownedBytes(a)).toBe(before);
    expect(await storage.has(over.key)).toBe(false); // refused: nothing stored
    expect((await keeper.keep(b, [over, one])).ok).toBe(true); // b's quota is b's; a's picture is charged to b too
    expect(await keeper.ownedBytes(b)).toBe(over.bytes + one.bytes);
  });

  it('usable as a proof or cover: indexed and stored; a file only in storage (never through the re-encode) is not', async () => {
    const { keeper, storage, a } = await setup();
    const f = encoded();
    await keeper.keep(a, [f]);
    expect(await keeper.isUsable(uploadUrl(f.key))).toBe(true);
    const legacy = await storage.put(makePng(3, 9), 'png');
    expect(await keeper.isUsable(uploadUrl(legacy.key))).toBe(false);
    expect(await keeper.isUsable(`${uploadUrl(f.key)}?x`)).toBe(false);
    expect(await keeper.isUsable('https://evil.example/a.png')).toBe(false);
    await storage.delete(f.key);
    expect(await keeper.isUsable(uploadUrl(f.key))).toBe(false);
  });

  it('the sweep, in virtual time: an upload nothing references is deleted once its grace has passed; proofs and covers are kept', async () => {
    const { db, clock, storage, keeper, a, b } = await setup({ ...POLICY, quotaBytes: 10_000_000 });
    const [loose, proof, complaint, cover, late] = [encoded(), encoded(), encoded(), encoded(), encoded()];
    await keeper.keep(a, [loose, proof, complaint, cover]);
    await saveFeedback(db, a, '比分刷新慢', [uploadUrl(proof.key)], new Date(T0));
    await saveComplaint(db, { userId: a, targetId: 0, desc: '', proofList: [uploadUrl(complaint.key)], reasonList: [1] }, new Date(T0));
    await saveDraft(db, a, 890001, { date: '2025-05-01', roomName: '房间', competitionId: 1, matchId: 5001, sportType: 1, notification: '', coverPicture: uploadUrl(cover.key) }, new Date(T0));
    const logs: string[] = [];
    const sweep = scheduleUploadSweep(clock, keeper, (l) => logs.push(l));
    // Virtual hours, each hourly sweep run to its end before the next hour.
    const hours = async (count: number) => {
      for (let h = 0; h < count; h++) {
        clock.advance(HOUR);
        await sweep.idle();
      }
    };
    try {
      await hours(23); // the first day: everything is within its grace
      expect(await storage.has(loose.key)).toBe(true);
      await keeper.keep(b, [late]); // T0 + 23 h: a new upload arrives
      await hours(2); // T0 + 25 h: past the first uploads' grace
      expect(await storage.has(loose.key)).toBe(false);
      expect(await keeper.isUsable(uploadUrl(loose.key))).toBe(false);
      for (const kept of [proof, complaint, cover, late]) expect(await storage.has(kept.key)).toBe(true);
      expect(await keeper.ownedBytes(a)).toBe(proof.bytes + complaint.bytes + cover.bytes);
      expect(logs).toEqual(['uploads sweep: 1 upload(s) nothing references deleted']);
      await hours(23); // T0 + 48 h: late is past its grace, nothing references it
      expect(await storage.has(late.key)).toBe(false);
      for (const kept of [proof, complaint, cover]) expect(await keeper.isUsable(uploadUrl(kept.key))).toBe(true);
    } finally {
      sweep.stop();
    }
  });

  it('the sweep keeps an upload a user sent again within the grace, and takes the uploads of a deleted user like any other', async () => {
    const { db, clock, storage, keeper, a, b } = await setup({ ...POLICY, quotaBytes: 10_000_000 });
    const shared = encoded();
    const own = encoded();
    await keeper.keep(a, [shared, own]);
    clock.advance(20 * HOUR);
    await keeper.keep(b, [shared]);
    clock.advance(5 * HOUR); // a's upload is 25 h old, b's 5 h
    expect(await keeper.sweep()).toEqual([own.key]);
    expect(await storage.has(shared.key)).toBe(true);
    await db.query('DELETE FROM users WHERE id = $1', [b]);
    clock.advance(20 * HOUR); // b's upload would be 25 h old; no owner left
    expect(await keeper.sweep()).toEqual([shared.key]);
    expect(await storage.has(shared.key)).toBe(false);
  });
});

// The feedback repository on every database (PGlite always; PostgreSQL with TEST_DATABASE_URL) [FB-1] [FB-2].
import { expect, it } from 'vitest';
import { insertUser } from '../db/repositories/users';
import { listComplaints, listFeedback, saveComplaint, saveFeedback } from '../db/repositories/feedback';
import { describeEachDatabase } from '../db/test-support/test-databases';

const at = (min: number) => new Date(Date.UTC(2025, 4, 1, 0, min));

describeEachDatabase('feedback repository', (getDb) => {
  it('[FB-1] [FB-2] saves feedback and complaints as sent and lists them newest first', async () => {
    const db = getDb();
    const u = (await insertUser(db, { nationalCode: '86', phone: '13800009999', nickname: '球迷', avatar: '', userCode: '12345678' }, at(0)))!;
    const proof = `/uploads/${'b'.repeat(64)}.jpg`;
    await saveFeedback(db, u.id, '第一条', [], at(1));
    await saveFeedback(db, u.id, '第二条', [proof], at(2));
    expect((await listFeedback(db, 10)).map((f) => [f.desc, f.proofList, f.createdAt.getTime()])).toEqual([['第二条', [proof], at(2).getTime()], ['第一条', [], at(1).getTime()]]);
    expect(await listFeedback(db, 1)).toHaveLength(1);
    await saveComplaint(db, { userId: u.id, targetId: 0, desc: '', proofList: [], reasonList: [8] }, at(3));
    await saveComplaint(db, { userId: u.id, targetId: 880001, desc: '低俗', proofList: [proof], reasonList: [1, 5] }, at(4));
    expect((await listComplaints(db, 10)).map((c) => [c.targetId, c.reasonList, c.desc])).toEqual([[880001, [1, 5], '低俗'], [0, [8], '']]);
    expect((await listComplaints(db, 10, 0)).map((c) => c.targetId)).toEqual([0]);
    await expect(saveComplaint(db, { userId: u.id, targetId: 0, desc: '', proofList: [], reasonList: [] }, at(5))).rejects.toThrow();
  });
});

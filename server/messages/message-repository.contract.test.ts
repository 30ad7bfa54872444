// The private messages' repository (migration 008) on every database (STYLE.md 6): PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set. The property case checks unread counts against a fold of the messages and read marks.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Database } from '../db/database';
import { insertUser } from '../db/repositories/users';
import { describeEachDatabase } from '../db/test-support/test-databases';
import {
  addStaff, conversationsOf, hasWrittenTo, historyPage, insertPrivateMessage, isStaff, markRead, peerOf, staffOnDuty, unreadFrom, unreadTotal,
} from './message-repository';

const T0 = Date.UTC(2025, 4, 1);
const at = (ms = 0) => new Date(T0 + ms);

async function user(db: Database, n: number, isAnchor = false) {
  return (await insertUser(db, { nationalCode: '86', phone: `1380000${String(n).padStart(4, '0')}`, nickname: `用户${n}`, avatar: `a${n}.png`, userCode: String(10_000_000 + n), isAnchor }, at()))!;
}

describeEachDatabase('private message repository', (getDb) => {
  it('[PM-1] messages stored as sent, one conversation per pair, history pages up oldest first', async () => {
    const db = getDb();
    const [a, b, c] = [await user(db, 1), await user(db, 2, true), await user(db, 3)];
    const texts = ['你好', '<img src=x onerror=alert(1)>', "'; DROP TABLE users; --", '四', '五'];
    const sent = [];
    for (const [i, text] of texts.entries()) {
      sent.push(await insertPrivateMessage(db, i % 2 ? { fromId: b.id, toId: a.id, text } : { fromId: a.id, toId: b.id, text }, at(i * 1000)));
    }
    await insertPrivateMessage(db, { fromId: c.id, toId: b.id, text: '别的会话' }, at(9000));
    expect(sent[1]).toMatchObject({ fromId: b.id, toId: a.id, text: texts[1], ts: T0 + 1000 });
    const newest = await historyPage(db, a.id, b.id, 2);
    expect(newest.messages.map((m) => m.text)).toEqual(['四', '五']);
    expect(newest.hasMore).toBe(true);
    const older = await historyPage(db, b.id, a.id, 10, newest.messages[0].msgId);
    expect(older).toEqual({ messages: sent.slice(0, 3), hasMore: false });
    expect(await historyPage(db, a.id, c.id, 10)).toEqual({ messages: [], hasMore: false });
    expect(await hasWrittenTo(db, c.id, b.id)).toBe(true);
    expect(await hasWrittenTo(db, b.id, c.id)).toBe(false);
  });

  it('[PM-2] conversations latest first with the peer, the last message and my unread; marks never move back', async () => {
    const db = getDb();
    const [a, b, c] = [await user(db, 1), await user(db, 2, true), await user(db, 3)];
    await addStaff(db, c.id, 'customer-service', at());
    const m1 = await insertPrivateMessage(db, { fromId: b.id, toId: a.id, text: '一' }, at(1));
    await insertPrivateMessage(db, { fromId: b.id, toId: a.id, text: '二' }, at(2));
    await insertPrivateMessage(db, { fromId: c.id, toId: a.id, text: '客服' }, at(3));
    const mine = await conversationsOf(db, a.id, 10, 0);
    expect(mine.total).toBe(2);
    expect(mine.list.map((s) => [s.peer.nickname, s.peer.isAnchor, s.peer.isStaff, s.last.text, s.unread])).toEqual([
      ['用户3', false, true, '客服', 1], ['用户2', true, false, '二', 2],
    ]);
    expect(await unreadTotal(db, a.id)).toBe(3);
    expect(await unreadTotal(db, b.id)).toBe(0);
    expect(await markRead(db, a.id, b.id, at(5), m1.msgId)).toBe(true);
    expect(await unreadFrom(db, a.id, b.id)).toBe(1);
    expect(await markRead(db, a.id, b.id, at(6))).toBe(true);
    expect(await markRead(db, a.id, b.id, at(7), m1.msgId)).toBe(true); // does not move back
    expect(await unreadFrom(db, a.id, b.id)).toBe(0);
    expect(await unreadTotal(db, a.id)).toBe(1);
    expect(await markRead(db, b.id, c.id, at(8))).toBe(false);
    expect((await conversationsOf(db, a.id, 1, 1)).list.map((s) => s.peer.customerId)).toEqual([b.id]);
  });

  it('[PM-3] staff: on duty, flagged on the peer', async () => {
    const db = getDb();
    const [a, s] = [await user(db, 1), await user(db, 9)];
    expect(await staffOnDuty(db, 'customer-service')).toBeUndefined();
    await addStaff(db, s.id, 'customer-service', at());
    await addStaff(db, s.id, 'customer-service', at(1)); // twice: one row
    expect(await staffOnDuty(db, 'customer-service')).toEqual({ customerId: s.id, nickname: '用户9', avatar: 'a9.png', isAnchor: false, isStaff: true });
    expect(await isStaff(db, s.id)).toBe(true);
    expect(await isStaff(db, a.id)).toBe(false);
    expect(await peerOf(db, a.id)).toMatchObject({ customerId: a.id, isStaff: false });
    expect(await peerOf(db, 999_999)).toBeUndefined();
  });

  it('[PM-4] unread counts equal a fold of the messages and read marks (property)', async () => {
    const db = getDb();
    const ids = [(await user(db, 1)).id, (await user(db, 2)).id, (await user(db, 3)).id];
    type Op = { kind: 'send'; from: number; to: number } | { kind: 'read'; me: number; peer: number };
    const op = fc.oneof(
      fc.record({ kind: fc.constant('send' as const), from: fc.nat(2), to: fc.nat(2) }),
      fc.record({ kind: fc.constant('read' as const), me: fc.nat(2), peer: fc.nat(2) }),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops: Op[]) => {
      await db.query('TRUNCATE private_conversations, private_messages, private_read_marks');
      const messages: { id: number; from: number; to: number }[] = [];
      const marks = new Map<string, number>();
      let t = 0;
      for (const o of ops) {
        if (o.kind === 'send') {
          if (o.from === o.to) continue;
          const m = await insertPrivateMessage(db, { fromId: ids[o.from], toId: ids[o.to], text: 'x' }, at(t++));
          messages.push({ id: m.msgId, from: o.from, to: o.to });
        } else if (o.me !== o.peer) {
          const done = await markRead(db, ids[o.me], ids[o.peer], at(t++));
          const last = Math.max(0, ...messages.filter((m) => (m.from === o.me && m.to === o.peer) || (m.from === o.peer && m.to === o.me)).map((m) => m.id));
          expect(done).toBe(last > 0);
          if (last > 0) marks.set(`${o.me}:${o.peer}`, Math.max(marks.get(`${o.me}:${o.peer}`) ?? 0, last));
        }
      }
      for (let me = 0; me < 3; me++) {
        let total = 0;
        for (let peer = 0; peer < 3; peer++) {
          if (peer === me) continue;
          const expected = messages.filter((m) => m.to === me && m.from === peer && m.id > (marks.get(`${me}:${peer}`) ?? 0)).length;
          expect(await unreadFrom(db, ids[me], ids[peer])).toBe(expected);
          total += expected;
        }
        expect(await unreadTotal(db, ids[me])).toBe(total);
      }
    }), { numRuns: 30 });
  });
});

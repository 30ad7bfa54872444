// The chat's repositories (migration 005) on every database (STYLE.md 6): PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set.
import { expect, it } from 'vitest';
import type { Database } from './database';
import { findChatMessage, insertChatMessage, recentChatMessages, removeChatMessage } from './repositories/chat-messages';
import {
  activeKick, isRoomAdmin, kickUser, mutedUntil, muteUser, roomAdmins, roomOwnerId, roomPeople, sendStanding, setRoomAdmin,
} from './repositories/room-moderation';
import { insertUser } from './repositories/users';
import { describeEachDatabase } from './test-support/test-databases';

const T0 = Date.UTC(2025, 4, 1);
const at = (ms = 0) => new Date(T0 + ms);
const ROOM = 880_001;

async function user(db: Database, n: number, extra: Partial<Parameters<typeof insertUser>[1]> = {}) {
  return (await insertUser(db, { nationalCode: '86', phone: `1380000${String(n).padStart(4, '0')}`, nickname: `用户${n}`, avatar: `a${n}.png`, userCode: String(10_000_000 + n), ...extra }, at()))!;
}

describeEachDatabase('chat repositories', (getDb) => {
  it('messages: stored as sent, the last N not removed oldest first, removal once', async () => {
    const db = getDb();
    const u = await user(db, 1);
    const texts = ['一', '<img src=x onerror=alert(1)>', '三', "'; DROP TABLE users; --"];
    const sent = [];
    for (const [i, text] of texts.entries()) sent.push(await insertChatMessage(db, { roomId: ROOM, userId: u.id, nickname: u.nickname, level: 4, text }, at(i * 1000)));
    await insertChatMessage(db, { roomId: ROOM + 1, userId: u.id, nickname: u.nickname, level: 4, text: '别的房间' }, at());
    expect(sent.map((m) => m.msgId)).toEqual([...sent.map((m) => m.msgId)].sort((a, b) => a - b));
    expect(sent[1]).toMatchObject({ roomId: ROOM, customerId: u.id, nickname: '用户1', level: 4, text: texts[1], ts: T0 + 1000 });
    expect((await recentChatMessages(db, ROOM, 3)).map((m) => m.text)).toEqual(texts.slice(1));
    expect(await removeChatMessage(db, ROOM, sent[2].msgId, u.id, at(5000))).toBe(true);
    expect(await removeChatMessage(db, ROOM, sent[2].msgId, u.id, at(6000))).toBe(false);
    expect(await removeChatMessage(db, ROOM + 1, sent[0].msgId, u.id, at(6000))).toBe(false); // not that room's
    expect((await recentChatMessages(db, ROOM, 3)).map((m) => m.text)).toEqual([texts[0], texts[1], texts[3]]);
    expect(await findChatMessage(db, ROOM, sent[2].msgId)).toMatchObject({ removed: true });
    expect(await findChatMessage(db, ROOM + 1, sent[2].msgId)).toBeUndefined();
  });

  it('owner, admins, mutes and kicks', async () => {
    const db = getDb();
    const anchor = await user(db, 1, { isAnchor: true, roomId: ROOM });
    const fan = await user(db, 2);
    const other = await user(db, 3);
    expect(await roomOwnerId(db, ROOM)).toBe(anchor.id);
    expect(await roomOwnerId(db, 1)).toBeUndefined();

    await setRoomAdmin(db, ROOM, fan.id, true, anchor.id, at());
    await setRoomAdmin(db, ROOM, fan.id, true, anchor.id, at(1)); // twice: still one
    expect(await isRoomAdmin(db, ROOM, fan.id)).toBe(true);
    expect(await isRoomAdmin(db, ROOM + 1, fan.id)).toBe(false);
    expect(await roomAdmins(db, ROOM)).toEqual([{ customerId: fan.id, nickname: '用户2', avatar: 'a2.png', level: 1 }]);
    await setRoomAdmin(db, ROOM, fan.id, false, anchor.id, at());
    expect(await roomAdmins(db, ROOM)).toEqual([]);

    await muteUser(db, ROOM, other.id, at(600_000), anchor.id, at());
    expect(await mutedUntil(db, ROOM, other.id, at(1000))).toBe(T0 + 600_000);
    expect(await mutedUntil(db, ROOM, other.id, at(600_000))).toBeUndefined(); // over at its end
    await muteUser(db, ROOM, other.id, at(), anchor.id, at(2000)); // lifted
    expect(await mutedUntil(db, ROOM, other.id, at(3000))).toBeUndefined();

    await kickUser(db, ROOM, other.id, { until: T0 + 86_400_000, matchId: 2_000_000_123, sportType: 1 }, anchor.id, at());
    expect(await activeKick(db, ROOM, other.id, at(1000))).toEqual({ until: T0 + 86_400_000, matchId: 2_000_000_123, sportType: 1 });
    expect(await activeKick(db, ROOM, other.id, at(86_400_000))).toBeUndefined();
    await kickUser(db, ROOM, fan.id, { until: T0 + 1000, matchId: null, sportType: null }, anchor.id, at());
    expect(await activeKick(db, ROOM, fan.id, at())).toEqual({ until: T0 + 1000, matchId: null, sportType: null });

    expect(await sendStanding(db, ROOM, other.id, at(1000))).toEqual({ kickedUntil: T0 + 86_400_000 });
    await muteUser(db, ROOM, other.id, at(60_000), anchor.id, at());
    expect(await sendStanding(db, ROOM, other.id, at(1000))).toEqual({ kickedUntil: T0 + 86_400_000, mutedUntil: T0 + 60_000 });
    expect(await sendStanding(db, ROOM + 1, other.id, at(1000))).toEqual({});
    expect((await roomPeople(db, [other.id, fan.id])).map((p) => p.nickname)).toEqual(['用户2', '用户3']);
    expect(await roomPeople(db, [])).toEqual([]);
  });
});

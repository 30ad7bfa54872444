// The chat panel's list reducer (chat-list.ts) against a model, over any sequence of room events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, RoomEvent } from './types';
import { checkChatText, CHAT_TEXT_MAX, chatLength } from './types';
import { emptyChatList, reduceChat } from './chat-list';

const ROOM = 7;
const msg = (msgId: number, roomId = ROOM): ChatMessage => ({
  msgId, roomId, customerId: 1, nickname: 'n', level: 1, text: `t${msgId}`, ts: msgId, clientMsgId: '',
});
const self = { customerId: 0, admin: false, owner: false, mutedUntil: 0 };

const id = fc.integer({ min: 1, max: 60 });
const event: fc.Arbitrary<RoomEvent> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(id, fc.boolean()).map(([n, other]) => ({ type: 'message' as const, message: msg(n, other ? ROOM + 1 : ROOM) })) },
  { weight: 2, arbitrary: id.map((n) => ({ type: 'removed' as const, roomId: ROOM, msgId: n })) },
  {
    weight: 1,
    arbitrary: fc.uniqueArray(id, { maxLength: 20 }).map((ids) => ({
      type: 'joined' as const, roomId: ROOM, history: [...ids].sort((a, b) => a - b).map((n) => msg(n)), audience: ids.length, self,
    })),
  },
  { weight: 1, arbitrary: fc.nat(99).map((count) => ({ type: 'audience' as const, roomId: ROOM, count })) },
);

describe('chat list reducer', () => {
  it('equals the model: every message of the room since the last join, each once, by id, none removed', () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 80 }), (events) => {
      let list = emptyChatList(ROOM);
      let model = new Set<number>();
      const removed = new Set<number>();
      for (const e of events) {
        list = reduceChat(list, e, 1_000);
        if (e.type === 'joined') model = new Set(e.history.map((m) => m.msgId).filter((n) => !removed.has(n)));
        else if (e.type === 'message' && e.message.roomId === ROOM && !removed.has(e.message.msgId)) model.add(e.message.msgId);
        else if (e.type === 'removed') { removed.add(e.msgId); model.delete(e.msgId); }
      }
      expect(list.messages.map((m) => m.msgId)).toEqual([...model].sort((a, b) => a - b));
    }));
  });

  it('a small cap keeps the newest, strictly ordered, never a removed one', () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 80 }), fc.integer({ min: 1, max: 10 }), (events, cap) => {
      let list = emptyChatList(ROOM);
      for (const e of events) {
        list = reduceChat(list, e, cap);
        const ids = list.messages.map((m) => m.msgId);
        expect(ids.length).toBeLessThanOrEqual(cap);
        for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1]);
        for (const n of ids) expect(list.removed).not.toContain(n);
        if (e.type === 'removed') expect(ids).not.toContain(e.msgId);
      }
    }));
  });

  it('notices: kicked leaves the room, muted and unmuted set the end, role replaces self', () => {
    let list = reduceChat(emptyChatList(ROOM), { type: 'joined', roomId: ROOM, history: [], audience: 1, self });
    list = reduceChat(list, { type: 'notice', roomId: ROOM, kind: 'muted', until: 99, clientMsgId: '' });
    expect(list.self.mutedUntil).toBe(99);
    list = reduceChat(list, { type: 'notice', roomId: ROOM, kind: 'unmuted', until: 0, clientMsgId: '' });
    expect(list.self.mutedUntil).toBe(0);
    list = reduceChat(list, { type: 'notice', roomId: ROOM, kind: 'role', until: 0, clientMsgId: '', self: { ...self, customerId: 3, admin: true } });
    expect(list.self.admin).toBe(true);
    list = reduceChat(list, { type: 'notice', roomId: ROOM, kind: 'kicked', until: 0, clientMsgId: '' });
    expect(list).toMatchObject({ joined: false, kicked: true });
  });

  it('a refused join (room not found, chat unavailable) is kept until a join succeeds; unavailable after joining is not', () => {
    const missing = reduceChat(emptyChatList(ROOM), { type: 'notice', roomId: ROOM, kind: 'notFound', until: 0, clientMsgId: '' });
    expect(missing).toMatchObject({ joined: false, joinRefused: 'notFound' });
    expect(reduceChat(missing, { type: 'joined', roomId: ROOM, history: [], audience: 1, self })).toMatchObject({ joined: true, joinRefused: undefined });
    const off = reduceChat(emptyChatList(ROOM), { type: 'notice', roomId: ROOM, kind: 'unavailable', until: 0, clientMsgId: '' });
    expect(off.joinRefused).toBe('unavailable');
    const joined = reduceChat(emptyChatList(ROOM), { type: 'joined', roomId: ROOM, history: [], audience: 1, self });
    expect(reduceChat(joined, { type: 'notice', roomId: ROOM, kind: 'unavailable', until: 0, clientMsgId: '' })).toMatchObject({ joined: true, joinRefused: undefined });
  });

  it('a join refused for the socket\'s room cap is kept until the join succeeds (the engine asks again when a room is left)', () => {
    const full = reduceChat(emptyChatList(ROOM), { type: 'notice', roomId: ROOM, kind: 'tooManyRooms', until: 0, clientMsgId: '' });
    expect(full).toMatchObject({ joined: false, joinRefused: 'tooManyRooms' });
    expect(reduceChat(full, { type: 'joined', roomId: ROOM, history: [], audience: 1, self })).toMatchObject({ joined: true, joinRefused: undefined });
  });
});

describe('chat text', () => {
  it('counts characters as the user sees them and refuses control characters, empty and over-long text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
      const r = checkChatText(raw);
      const text = raw.trim();
      if (r.ok) {
        expect(r.text).toBe(text);
        expect(chatLength(text)).toBeGreaterThan(0);
        expect(chatLength(text)).toBeLessThanOrEqual(CHAT_TEXT_MAX);
        // eslint-disable-next-line no-control-regex
        expect(/[\u0000-\u001f\u007f-\u009f]/.test(text)).toBe(false);
      } else if (r.kind === 'tooLong') expect(chatLength(text)).toBeGreaterThan(CHAT_TEXT_MAX);
    }));
    expect(checkChatText('😀'.repeat(300))).toMatchObject({ ok: true });
    expect(checkChatText('😀'.repeat(301))).toEqual({ ok: false, kind: 'tooLong' });
  });
});

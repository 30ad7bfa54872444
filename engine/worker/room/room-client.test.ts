// The worker's room client: every room a tab watches joined on the one socket at once, again after every reconnect,
// left when its last tab leaves; sends checked and addressed to the tab's room; each room's events to its own tabs.
// The socket is a gateway in miniature that holds several rooms per socket, its answers flushed by hand.
import { describe, expect, it } from 'vitest';
import type { RoomEvent, RoomRequest } from '../../core/room/types';
import { ManualScheduler } from '../../time';
import { decodePacket } from '../../wire';
import { RoomClient } from './room-client';

const self = { customerId: 0, admin: false, owner: false, mutedUntil: 0 };

/**
 * The requests the client sent, and a room channel that keeps the socket's rooms (several at once, up to `cap`):
 * a join answers 'joined' (or TOO_MANY_ROOMS past the cap), a send in a room joined comes back as that room's message.
 */
function gateway(cap = 8) {
  const sent: RoomRequest[] = [];
  const rooms = new Set<number>();
  const queue: RoomEvent[] = [];
  let open = true;
  let msgId = 0;
  return {
    sent,
    rooms,
    setOpen: (v: boolean) => { open = v; if (!v) rooms.clear(); },
    sendUp(bytes: Uint8Array) {
      if (!open) return false;
      for (const c of decodePacket(bytes, 'up').controls) {
        if (c.kind !== 'roomJoin' && c.kind !== 'roomLeave' && c.kind !== 'chatSend') continue;
        sent.push(c);
        if (c.kind === 'roomLeave') rooms.delete(c.roomId);
        else if (c.kind === 'roomJoin' && !rooms.has(c.roomId) && rooms.size >= cap) {
          queue.push({ type: 'notice', roomId: c.roomId, kind: 'tooManyRooms', until: 0, clientMsgId: '' });
        } else if (c.kind === 'roomJoin') {
          rooms.add(c.roomId);
          queue.push({ type: 'joined', roomId: c.roomId, history: [], audience: 1, self });
        } else if (!rooms.has(c.roomId)) {
          queue.push({ type: 'notice', roomId: c.roomId, kind: 'notJoined', until: 0, clientMsgId: c.clientMsgId });
        } else {
          queue.push({ type: 'message', message: { msgId: ++msgId, roomId: c.roomId, customerId: 1, nickname: '球迷', level: 1, text: c.text, ts: 0, clientMsgId: c.clientMsgId } });
        }
      }
      return true;
    },
    /** Everything the gateway answered so far reaches the client. */
    flush(client: RoomClient) {
      for (const e of queue.splice(0)) client.received(e);
    },
  };
}

/** A tab's view of its room: the types of the events it got, and its messages' texts. */
function tab() {
  const events: RoomEvent[] = [];
  return {
    events,
    listener: (e: RoomEvent) => { events.push(e); },
    texts: () => events.flatMap((e) => (e.type === 'message' ? [e.message.text] : [])),
    rooms: () => new Set(events.map((e) => (e.type === 'message' ? e.message.roomId : e.roomId))),
  };
}

describe('room client', () => {
  it('joins, joins again on each new connection, leaves on unsubscribe', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const g = gateway();
    client.attach(g);
    const leave = client.join(5, 'tok', () => {});
    client.connected();
    leave();
    leave(); // a second call does nothing
    expect(g.sent).toEqual([
      { kind: 'roomJoin', roomId: 5, accessToken: 'tok' },
      { kind: 'roomJoin', roomId: 5, accessToken: 'tok' },
      { kind: 'roomLeave', roomId: 5 },
    ]);
  });

  it('sends trimmed text to the named room with a fresh clientMsgId; refuses a room not joined, the socket down, or bad text', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const g = gateway();
    client.attach(g);
    expect(client.send(5, 'hi', '')).toEqual({ ok: false, reason: 'notJoined' });
    client.join(5, '', () => {});
    expect(client.send(6, 'hi', '')).toEqual({ ok: false, reason: 'notJoined' });
    const a = client.send(5, '  你好  ', 'tok2');
    const b = client.send(5, '再见', '');
    expect(a.ok && b.ok && a.clientMsgId !== b.clientMsgId).toBe(true);
    expect(g.sent.slice(1)).toMatchObject([{ kind: 'chatSend', roomId: 5, text: '你好', accessToken: 'tok2' }, { kind: 'chatSend', roomId: 5, text: '再见' }]);
    expect(client.send(5, 'a\u0007', '')).toEqual({ ok: false, reason: 'badText' });
    expect(client.send(5, 'x'.repeat(301), '')).toEqual({ ok: false, reason: 'tooLong' });
    g.setOpen(false);
    expect(client.send(5, '还在吗', '')).toEqual({ ok: false, reason: 'offline' });
    g.setOpen(true);
    client.connected(); // the join after a reconnect carries the token the last send gave
    expect(g.sent.at(-1)).toEqual({ kind: 'roomJoin', roomId: 5, accessToken: 'tok2' });
  });

  it('hands on only the joined rooms\' events', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const got: RoomEvent[] = [];
    client.join(5, '', (e) => got.push(e));
    client.received({ type: 'audience', roomId: 5, count: 3 });
    client.received({ type: 'audience', roomId: 6, count: 9 });
    client.received({ type: 'removed', roomId: 5, msgId: 1 });
    expect(got).toEqual([{ type: 'audience', roomId: 5, count: 3 }, { type: 'removed', roomId: 5, msgId: 1 }]);
  });

  it('two tabs in two rooms: both rooms are on the socket at once, each tab gets its own room\'s events and sends to its own room', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const g = gateway();
    client.attach(g);
    const [a, b] = [tab(), tab()];
    client.join(5, 'a', a.listener);
    client.join(6, 'b', b.listener);
    g.flush(client);
    expect(g.rooms).toEqual(new Set([5, 6]));
    expect(g.sent.filter((r) => r.kind === 'roomLeave')).toEqual([]); // joining 6 did not leave 5
    expect(client.send(5, '五号房', 'a')).toMatchObject({ ok: true });
    expect(client.send(6, '六号房', 'b')).toMatchObject({ ok: true });
    g.flush(client);
    client.received({ type: 'audience', roomId: 5, count: 2 });
    client.received({ type: 'audience', roomId: 6, count: 7 });
    expect(a.texts()).toEqual(['五号房']);
    expect(b.texts()).toEqual(['六号房']);
    expect(a.rooms()).toEqual(new Set([5]));
    expect(b.rooms()).toEqual(new Set([6]));
    expect(a.events.map((e) => e.type)).toEqual(['joined', 'message', 'audience']);
    expect(b.events.map((e) => e.type)).toEqual(['joined', 'message', 'audience']);
  });

  it('a tab leaving its room leaves only that room; a room two tabs watch stays joined until the last of them leaves', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const g = gateway();
    client.attach(g);
    const [a, b, c] = [tab(), tab(), tab()];
    const leaveA = client.join(5, 'a', a.listener);
    const leaveB = client.join(6, 'b', b.listener);
    g.flush(client);
    const leaveC = client.join(6, 'c', c.listener); // another tab in room 6: joined again, so it gets an answer too
    g.flush(client);
    expect(c.events.map((e) => e.type)).toEqual(['joined']);
    expect(g.sent.filter((r) => r.kind === 'roomJoin' && r.roomId === 6)).toEqual([
      { kind: 'roomJoin', roomId: 6, accessToken: 'b' },
      { kind: 'roomJoin', roomId: 6, accessToken: 'c' },
    ]);
    leaveA();
    expect(g.rooms).toEqual(new Set([6]));
    expect(client.send(6, '还在', '')).toMatchObject({ ok: true });
    expect(client.send(5, '走了', '')).toEqual({ ok: false, reason: 'notJoined' });
    g.flush(client);
    expect(b.texts()).toEqual(['还在']);
    expect(c.texts()).toEqual(['还在']);
    expect(a.texts()).toEqual([]);
    leaveB(); // room 6 is still tab c's
    expect(g.rooms).toEqual(new Set([6]));
    leaveC();
    expect(g.rooms).toEqual(new Set());
    expect(g.sent.filter((r) => r.kind === 'roomLeave')).toEqual([{ kind: 'roomLeave', roomId: 5 }, { kind: 'roomLeave', roomId: 6 }]);
  });

  it('a reconnect joins every room again, each with its own latest token; both tabs get their answers and can send', () => {
    const scheduler = new ManualScheduler(0);
    const client = new RoomClient(scheduler);
    const g = gateway();
    client.attach(g);
    const [a, b] = [tab(), tab()];
    client.join(5, 'a1', a.listener);
    client.join(6, '', b.listener);
    g.flush(client);
    client.send(6, '登录后', 'b2'); // tab b logged in after joining
    g.flush(client);
    g.setOpen(false); // the socket drops; the gateway forgets its rooms
    scheduler.advance(5_000);
    expect(client.send(5, '断线', '')).toEqual({ ok: false, reason: 'offline' });
    g.setOpen(true);
    const before = g.sent.length;
    client.connected();
    expect(g.sent.slice(before)).toEqual([
      { kind: 'roomJoin', roomId: 5, accessToken: 'a1' },
      { kind: 'roomJoin', roomId: 6, accessToken: 'b2' },
    ]);
    expect(g.rooms).toEqual(new Set([5, 6]));
    g.flush(client);
    expect(a.events.filter((e) => e.type === 'joined')).toHaveLength(2);
    expect(b.events.filter((e) => e.type === 'joined')).toHaveLength(2);
    expect(client.send(5, '回来了', '')).toMatchObject({ ok: true });
    expect(client.send(6, '我也是', '')).toMatchObject({ ok: true });
    g.flush(client);
    expect(a.texts()).toEqual(['回来了']);
    expect(b.texts()).toEqual(['登录后', '我也是']);
  });

  it('a room the gateway refused for its room cap is asked for again when another room is left', () => {
    const client = new RoomClient(new ManualScheduler(0));
    const g = gateway(2);
    client.attach(g);
    const [a, b, c] = [tab(), tab(), tab()];
    const leaveA = client.join(5, '', a.listener);
    client.join(6, '', b.listener);
    client.join(7, '', c.listener);
    g.flush(client);
    expect(c.events).toEqual([{ type: 'notice', roomId: 7, kind: 'tooManyRooms', until: 0, clientMsgId: '' }]);
    expect(g.rooms).toEqual(new Set([5, 6]));
    leaveA();
    g.flush(client);
    expect(g.rooms).toEqual(new Set([6, 7]));
    expect(c.events.map((e) => e.type)).toEqual(['notice', 'joined']);
    expect(b.events.map((e) => e.type)).toEqual(['joined']); // room 6, joined all along, was not asked again
  });
});

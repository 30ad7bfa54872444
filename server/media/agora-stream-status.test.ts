// Media Gateway notices as StreamLifecycle calls (agora-stream-status.ts): connected → published, disconnected →
// unpublished, each noticeId once, a late end of an older session or a late start of an ended one changing nothing,
// and whatever is not one of our rooms' publisher streams ignored with a log line.
import { describe, expect, it } from 'vitest';
import type { AgoraNotice } from './agora-notice';
import { MEDIA_GATEWAY_EVENT, MEDIA_GATEWAY_PRODUCT_ID } from './agora-notice';
import { NOTICE_MEMORY_MAX, NOTICE_MEMORY_MS, createAgoraStreamStatus } from './agora-stream-status';
import { AGORA_PUBLISHER_UID } from './push-policy';

let n = 0;
function notice(eventType: number, o: { room?: number; channel?: string; sid?: string; uid?: number | string; productId?: number; noticeId?: string } = {}): AgoraNotice {
  n += 1;
  return {
    noticeId: o.noticeId ?? `n-${n}`, productId: o.productId ?? MEDIA_GATEWAY_PRODUCT_ID, eventType, notifyMs: 1_700_000_000_000,
    payload: {
      sid: o.sid ?? 'sid-1', region: 'cn', streamKey: 'ab***yz',
      rtcInfo: { channel: o.channel ?? `room-${o.room ?? 880001}`, uid: o.uid ?? AGORA_PUBLISHER_UID },
    },
  };
}
const connected = (o: Parameters<typeof notice>[1] = {}) => notice(MEDIA_GATEWAY_EVENT.connected, o);
const disconnected = (o: Parameters<typeof notice>[1] = {}) => notice(MEDIA_GATEWAY_EVENT.disconnected, o);

function setup() {
  const calls: string[] = [];
  const logs: string[] = [];
  let t = 0;
  const status = createAgoraStreamStatus({
    lifecycle: { published: (r) => calls.push(`published ${r}`), unpublished: (r) => calls.push(`unpublished ${r}`) },
    now: () => t, log: { info: (l) => logs.push(l), warn: (l) => logs.push(l) },
  });
  return { status, calls, logs, advance: (ms: number) => { t += ms; } };
}

describe('Agora stream status → StreamLifecycle', () => {
  it('[RT-4][RT-5] connected publishes the channel\'s room, disconnected unpublishes it', () => {
    const { status, calls } = setup();
    expect(status.handle(connected({ room: 880001 }))).toEqual({ kind: 'published', roomId: 880001 });
    expect(status.handle(disconnected({ room: 880001 }))).toEqual({ kind: 'unpublished', roomId: 880001 });
    expect(calls).toEqual(['published 880001', 'unpublished 880001']);
  });

  it('a noticeId is handled once (Agora\'s retry of one already answered), again only after an hour', () => {
    const { status, calls, advance } = setup();
    const start = connected({ noticeId: 'same' });
    expect(status.handle(start).kind).toBe('published');
    expect(status.handle(start)).toEqual({ kind: 'duplicate' });
    advance(NOTICE_MEMORY_MS - 1);
    expect(status.handle(start)).toEqual({ kind: 'duplicate' });
    advance(1);
    expect(status.handle(start).kind).toBe('published');
    expect(calls).toEqual(['published 880001', 'published 880001']);
  });

  it('remembers at most NOTICE_MEMORY_MAX noticeIds, the oldest forgotten first', () => {
    const { status } = setup();
    for (let i = 0; i <= NOTICE_MEMORY_MAX; i += 1) status.handle(connected({ noticeId: `k-${i}`, sid: `s-${i}` }));
    expect(status.handle(connected({ noticeId: `k-${NOTICE_MEMORY_MAX}` }))).toEqual({ kind: 'duplicate' });
    expect(status.handle(connected({ noticeId: 'k-0', sid: 's-0' })).kind).toBe('published');
  });

  it('OBS reconnecting: the old session\'s late disconnect does not take the room off air', () => {
    const { status, calls, logs } = setup();
    status.handle(connected({ sid: 'A' }));
    status.handle(connected({ sid: 'B' }));
    expect(status.handle(disconnected({ sid: 'A' }))).toMatchObject({ kind: 'ignored' });
    expect(logs.at(-1)).toContain('session A ended after session B connected');
    expect(status.handle(disconnected({ sid: 'B' })).kind).toBe('unpublished');
    expect(calls).toEqual(['published 880001', 'published 880001', 'unpublished 880001']);
  });

  it('a session\'s connect arriving after its disconnect (a retry) does not put the room back on air', () => {
    const { status, calls } = setup();
    status.handle(disconnected({ sid: 'A' }));
    expect(status.handle(connected({ sid: 'A' }))).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('already disconnected') });
    expect(calls).toEqual(['unpublished 880001']);
  });

  it('ignores, with a log line: other products, aborted streams, channels that are not a room\'s, other uids', () => {
    const { status, calls, logs } = setup();
    expect(status.handle(connected({ productId: 3 }))).toMatchObject({ kind: 'ignored', reason: 'not a Media Gateway event' });
    expect(status.handle(notice(MEDIA_GATEWAY_EVENT.aborted))).toMatchObject({ kind: 'ignored' });
    expect(status.handle(connected({ channel: 'lobby' }))).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('unknown stream (stream key ab***yz, channel lobby)') });
    expect(status.handle(connected({ uid: 1234 }))).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('uid 1234') });
    expect(status.handle(connected({ uid: String(AGORA_PUBLISHER_UID) })).kind).toBe('published');
    expect(calls).toEqual(['published 880001']);
    expect(logs.filter((l) => l.includes('ignored'))).toHaveLength(4);
  });
});

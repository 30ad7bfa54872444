// Reconnecting with the last seq (proto/live.proto steps 2–3) in one process (ROLE=all, in-process bus): the
// missed frames and no snapshot while they are held, snapshots otherwise. Across gateway processes over the bus:
// server/scale-out.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { shanghaiDate } from '../../engine/core/time/beijing-day';
import { DEFAULTS } from '../config';
import type { Runtime } from '../runtime';
import { ManualSource } from '../test-support/manual-source';
import { sampleDay } from '../test-support/sample-day';
import { signedWsUrl } from '../test-support/signed-url';
import type { TestServerOptions } from '../test-support/test-server';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';

let server: Runtime | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

function manualDay() {
  const day = sampleDay(shanghaiDate(Date.now()));
  const catchUp = day.events.filter((e) => e.type === 'listSnapshot' || e.type === 'streamStart');
  const updates = day.events.filter((e) => e.type === 'roomInfo').map((e) => ({ ...e, ts: Date.now() }));
  return { catchUp, updates };
}

async function start(options: Omit<TestServerOptions, 'source'> = {}) {
  const { catchUp, updates } = manualDay();
  const source = new ManualSource(catchUp);
  server = await startTestServer({ ...options, source, gateway: { tickMs: 10, ...options.gateway } });
  let next = 0;
  const emit = (count: number) => {
    source.emit(updates.slice(next, next + count));
    next += count;
  };
  return { server, emit };
}

async function listening(url: string): Promise<TestClient> {
  const c = await TestClient.connect(signedWsUrl(url));
  c.requestLists();
  await waitFor('lists', () => c.lists().length === 2);
  return c;
}

/** A client that had the lists and `seen` frames, then went away: where it stopped. */
async function leftAfter(s: Runtime, emit: (n: number) => void, seen: number) {
  const c = await listening(s.wsUrl);
  emit(seen);
  await waitFor('its frames', () => c.deltas().length === seen);
  const position = c.position()!;
  c.close();
  await c.closed;
  return { events: c.events(), position };
}

const seqs = (events: readonly FeedEvent[]) => events.map((e) => e.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('gateway resume', () => {
  it('[SK-4] a client back with its last seq gets exactly the frames it missed, no snapshot, then the feed', async () => {
    const { server: s, emit } = await start();
    const before = await leftAfter(s, emit, 5);
    emit(20);
    const back = await TestClient.connect(signedWsUrl(s.wsUrl));
    back.requestLists(['football', 'basketball'], before.position);
    const after = before.position.afterSeq;
    await waitFor('the missed frames', () => back.events().length === 20);
    expect(back.lists()).toEqual([]);
    expect(seqs(back.events())).toEqual(range(after + 1, after + 20));
    emit(3);
    await waitFor('the next frames', () => back.events().length === 23);
    expect(seqs(back.events())).toEqual(range(after + 1, after + 23));
    const { state, gaps } = fold(fold(EMPTY_STATE, before.events).state, back.events());
    expect(gaps).toEqual([]);
    expect(state.seq).toBe(s.log.seq);
    expect(state.rooms).toEqual(s.log.state.rooms);
    expect(s.gateway.stats).toMatchObject({ resumes: 1, resumesFromBus: 0, resumesRefused: 0, framesReplayed: 20, snapshotsSent: 2 });
    back.close();
  });

  it('reads the missed frames back from the bus when its own recent frames do not reach', async () => {
    const { server: s, emit } = await start({ gateway: { recentFrames: 5 } });
    const before = await leftAfter(s, emit, 2);
    emit(30);
    const back = await TestClient.connect(signedWsUrl(s.wsUrl));
    back.requestLists(['football', 'basketball'], before.position);
    emit(2); // while it catches up
    const after = before.position.afterSeq;
    await waitFor('the missed frames and the new ones', () => back.events().length === 32);
    expect(back.lists()).toEqual([]);
    expect(seqs(back.events())).toEqual(range(after + 1, after + 32));
    expect(s.gateway.stats).toMatchObject({ resumes: 1, resumesFromBus: 1, framesReplayed: 32 });
    back.close();
  });

  it('sends nothing when nothing was missed, then the feed as usual', async () => {
    const { server: s, emit } = await start();
    const before = await leftAfter(s, emit, 3);
    const back = await TestClient.connect(signedWsUrl(s.wsUrl));
    back.requestLists(['football', 'basketball'], before.position);
    back.ping(1);
    await waitFor('the pong', () => back.controls().length === 1);
    emit(2);
    await waitFor('the next frames', () => back.events().length === 2);
    expect(seqs(back.events())).toEqual(range(before.position.afterSeq + 1, before.position.afterSeq + 2));
    expect(s.gateway.stats.resumes).toBe(1);
    back.close();
  });

  it('answers with snapshots when the stream is another or the frames are no longer held', async () => {
    const { server: s, emit } = await start({
      config: { bus: { ...DEFAULTS.bus, maxFrames: 10 } }, gateway: { recentFrames: 5 },
    });
    const before = await leftAfter(s, emit, 2);
    emit(20);
    const gone = await TestClient.connect(signedWsUrl(s.wsUrl));
    gone.requestLists(['football', 'basketball'], before.position);
    const otherStream = await TestClient.connect(signedWsUrl(s.wsUrl));
    otherStream.requestLists(['football', 'basketball'], { stream: 'srv-earlier', afterSeq: before.position.afterSeq });
    for (const c of [gone, otherStream]) {
      await waitFor('both lists', () => c.lists().length === 2);
      expect(c.lists().every((l) => l.stream === s.log.stream && l.seq === s.log.seq)).toBe(true);
      expect(c.deltas()).toEqual([]);
      c.close();
    }
    expect(s.gateway.stats).toMatchObject({ resumes: 0, resumesRefused: 2 });
  });

  it('answers with snapshots when it missed more than maxResumeFrames (they are the smaller answer then)', async () => {
    const { server: s, emit } = await start({ gateway: { maxResumeFrames: 10 } });
    const before = await leftAfter(s, emit, 1);
    emit(11);
    const back = await TestClient.connect(signedWsUrl(s.wsUrl));
    back.requestLists(['football', 'basketball'], before.position);
    await waitFor('both lists', () => back.lists().length === 2);
    expect(back.deltas()).toEqual([]);
    expect(s.gateway.stats.resumesRefused).toBe(1);
    back.close();
  });

  it('a resume and a plain request in one message: the missed frames, then the snapshot, and the fold agrees', async () => {
    const { server: s, emit } = await start();
    const before = await leftAfter(s, emit, 2);
    emit(4);
    const back = await TestClient.connect(signedWsUrl(s.wsUrl));
    back.requestLists(['football'], before.position);
    back.requestLists(['basketball']); // a later message: not a resume, a snapshot
    await waitFor('frames and a list', () => back.events().length === 5);
    expect(back.events().map((e) => e.type)).toEqual(['roomInfo', 'roomInfo', 'roomInfo', 'roomInfo', 'listSnapshot']);
    const { state, gaps, stale } = fold(fold(EMPTY_STATE, before.events).state, back.events());
    expect([gaps, stale]).toEqual([[], 0]);
    expect(state.seq).toBe(s.log.seq);
    back.close();
  });

  it('frames not sent yet go out before a later snapshot, which would otherwise make the client drop them', async () => {
    const { server: s, emit } = await start({ gateway: { tickMs: 200 } });
    const c = await TestClient.connect(signedWsUrl(s.wsUrl));
    c.requestLists(['football']);
    await waitFor('the football list', () => c.lists().length === 1);
    emit(3);
    c.requestLists(['basketball']); // in the same tick as the three frames
    await waitFor('the frames and the basketball list', () => c.events().length === 5);
    expect(c.events().map((e) => e.type)).toEqual(['listSnapshot', 'roomInfo', 'roomInfo', 'roomInfo', 'listSnapshot']);
    const { state, gaps, duplicates } = fold(EMPTY_STATE, c.events());
    expect([gaps, duplicates]).toEqual([[], 0]);
    expect(state.rooms).toEqual(s.log.state.rooms);
    c.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, ScoreChange } from '../../core';
import { EMPTY_STATE } from '../../core';
import { match, snapshot } from '../../core/test-support/builders';
import { DAY } from '../../core/test-support/world';
import { encodeEventFrame, packetOf } from '../../wire';
import { ManualScheduler } from '../../time/manual-scheduler';
import { ScriptedSource } from '../test-support/scripted-source';
import type { BadFrame } from './bad-frame';
import type { Batch } from './feed-ingest';
import { FLUSH_MS, FeedIngest } from './feed-ingest';
import { RESYNC_TIMEOUT_MS } from './resync-gate';

const T0 = DAY * 1000;

function score(seq: number, home: number, matchId = 1, corners = 0, sport: 'football' | 'basketball' = 'football'): ScoreChange {
  return {
    type: 'score', clockSeconds: 0, sport, matchId, statusId: 2, goingTime: DAY, note: '', seq, ts: T0 + seq * 1000,
    homeScores: [home, 0, 0, 0, corners], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [],
  };
}

const lists = (seq: number, stream = 's'): FeedEvent[] => [
  snapshot('football', [match('football', 1), match('football', 2)], seq, stream),
  snapshot('basketball', [match('basketball', 7)], seq, stream),
];

function setup(initial?: LiveState) {
  const scheduler = new ManualScheduler(T0 + 60_000);
  const source = new ScriptedSource(() => scheduler.now());
  const ingest = new FeedIngest({ source, scheduler, initial });
  const batches: Batch[] = [];
  const bad: BadFrame[] = [];
  ingest.onBatch((b) => batches.push(b));
  ingest.onBadFrame((b) => bad.push(b));
  ingest.start();
  source.setStatus({ state: 'open' });
  source.send(...lists(1));
  scheduler.advance(FLUSH_MS);
  const home = () => ingest.current.football.matches[1].homeScores[0];
  return { scheduler, source, ingest, batches, bad, home };
}

describe('FeedIngest', () => {
  it('folds everything that arrives within one flush window in one batch', () => {
    const { scheduler, source, ingest, batches } = setup();
    expect(batches).toHaveLength(1);
    source.send(score(2, 0, 1, 1)); // corners: no goal
    scheduler.advance(FLUSH_MS / 2);
    source.send(score(3, 0, 1, 2));
    expect(batches).toHaveLength(1);
    scheduler.advance(FLUSH_MS / 2);
    expect(batches).toHaveLength(2);
    expect(ingest.current.football.matches[1].homeScores[4]).toBe(2);
    expect([...batches[1].changes.matches.football]).toEqual([1]);
    expect(batches[1].ts).toBe(scheduler.now());
  });

  it('[GN-1] a packet carrying a football goal is folded at once, with what else waited; other changes wait for the window', () => {
    const { scheduler, source, ingest, batches, home } = setup();
    source.send(score(2, 0, 2, 1)); // a corner elsewhere: waits
    expect(batches).toHaveLength(1);
    source.send(score(3, 1)); // a goal: no wait, and the corner goes with it
    expect(batches).toHaveLength(2);
    expect(home()).toBe(1);
    expect(ingest.current.football.matches[2].homeScores[4]).toBe(1);
    source.send(score(4, 1, 1, 3)); // the same score again (corners): no goal
    source.send(score(5, 0, 7, 0, 'basketball'), score(6, 2, 7, 0, 'basketball')); // baskets keep the window
    expect(batches).toHaveLength(2);
    scheduler.advance(FLUSH_MS);
    expect(batches).toHaveLength(3);
  });

  it('[GN-1] at most one goal a window folds at once: a replay at full speed keeps its batching', () => {
    const { scheduler, source, batches, home } = setup();
    source.send(score(2, 1)); // at once
    source.send(score(3, 2)); // the same instant: waits for the window
    expect(batches).toHaveLength(2);
    expect(home()).toBe(1);
    scheduler.advance(FLUSH_MS);
    expect(batches).toHaveLength(3);
    expect(home()).toBe(2);
    source.send(score(4, 3)); // a window later: at once again
    expect(batches).toHaveLength(4);
  });

  it('a packet carrying a list snapshot is folded at once, with what else waited: an opening page waits for it', () => {
    const { scheduler, source, batches, ingest } = setup();
    expect(batches).toHaveLength(1); // setup's lists: no window
    source.send(score(2, 0, 1, 1)); // a corner: waits for the window
    expect(batches).toHaveLength(1);
    source.send(snapshot('football', [match('football', 1), match('football', 3)], 3, 's'));
    expect(batches).toHaveLength(1);
    scheduler.advance(0); // the next task, not the window
    expect(batches).toHaveLength(2);
    expect(ingest.current.football.matches[3]).toBeDefined();
  });

  it('flush() folds at once', () => {
    const { source, ingest, home } = setup();
    source.send(score(2, 4));
    ingest.flush();
    expect(home()).toBe(4);
  });

  it('[RT-11] a frame that fails to decode is reported with its typed reason and dropped; the state stays', () => {
    const { scheduler, source, ingest, bad, batches } = setup();
    const frame = encodeEventFrame(score(2, 9));
    const corrupted = Uint8Array.from(frame);
    corrupted[corrupted.length - 1] ^= 0xff; // inside the checksum
    const before = ingest.current;
    source.sendBytes(packetOf([corrupted]));
    source.sendBytes(new Uint8Array([0xff, 0xff, 0xff]));
    scheduler.advance(FLUSH_MS);
    expect(bad.map((b) => b.reason)).toEqual(['checksum', 'packet']);
    expect(bad[0]).toMatchObject({ code: 11, seq: 2 });
    expect(ingest.current).toBe(before);
    expect(batches).toHaveLength(1);
    expect(ingest.status().badFrames).toBe(2);
  });

  it('[SK-5] text frames from the source are reported as bad frames', () => {
    const { source, bad } = setup();
    source.sink!.unexpected('text', 'a text frame');
    expect(bad).toEqual([{ reason: 'text', code: 0, seq: 0, detail: 'a text frame' }]);
  });

  it('drops duplicates and counts them', () => {
    const { source, ingest, home } = setup();
    source.send(score(2, 1), score(3, 2));
    source.send(score(2, 1));
    ingest.flush();
    expect(home()).toBe(2);
    expect(ingest.status()).toMatchObject({ duplicates: 1, gaps: 0, resyncs: 0 });
  });

  it('a gap asks the source to resync, one at a time, until both lists have come', () => {
    const { source, ingest } = setup();
    source.send(score(2, 1), score(4, 3));
    ingest.flush();
    expect(source.resyncs).toBe(1);
    expect(ingest.status()).toMatchObject({ gaps: 1, resyncs: 1, resyncInFlight: true });
    source.send(score(6, 5));
    ingest.flush();
    expect(source.resyncs).toBe(1);
    source.send(...lists(6));
    ingest.flush();
    expect(ingest.status().resyncInFlight).toBe(false);
    source.send(score(8, 1));
    ingest.flush();
    expect(source.resyncs).toBe(2);
  });

  it('a resync whose answer never comes is asked for again after the timeout', () => {
    const { scheduler, source, ingest } = setup();
    expect(ingest.resync()).toBe(true);
    expect(ingest.resync()).toBe(false);
    scheduler.advance(RESYNC_TIMEOUT_MS);
    expect(source.resyncs).toBe(2);
    expect(ingest.status()).toMatchObject({ resyncs: 2, resyncInFlight: true });
    source.send(...lists(1));
    ingest.flush();
    scheduler.advance(RESYNC_TIMEOUT_MS);
    expect(source.resyncs).toBe(2);
  });

  it('a closed connection forgets the resync; opening again waits for lists without counting a resync', () => {
    const { source, ingest } = setup();
    ingest.resync();
    source.setStatus({ state: 'closed', code: 1006, reason: '', retryAt: null });
    expect(ingest.status().resyncInFlight).toBe(false);
    source.setStatus({ state: 'open' });
    expect(ingest.status()).toMatchObject({ resyncInFlight: true, resyncs: 1 });
  });

  it('a source that cannot resync is not counted as resyncing', () => {
    const { source, ingest } = setup();
    source.canResync = false;
    expect(ingest.resync()).toBe(false);
    expect(ingest.status()).toMatchObject({ resyncs: 0, resyncInFlight: false });
  });

  it('a stale snapshot asks for a resync', () => {
    const { source, ingest } = setup();
    source.send(score(2, 1), score(3, 1));
    source.send(...lists(2));
    ingest.flush();
    expect(ingest.status()).toMatchObject({ staleSnapshots: 2, resyncs: 1, resyncInFlight: true });
  });

  it('a stale answer does not end the resync: frames past a gap got ahead of it, so it is asked for again', () => {
    const { scheduler, source, ingest, home } = setup();
    source.send(score(2, 1));
    ingest.flush();
    // Frame 3 is lost; frame 4 arrives before the answer, which was taken at seq 3.
    source.send(score(4, 4, 2));
    ingest.flush();
    expect(ingest.status()).toMatchObject({ gaps: 1, resyncs: 1 });
    source.send(...lists(3));
    ingest.flush();
    expect(ingest.status()).toMatchObject({ staleSnapshots: 2, resyncInFlight: true });
    scheduler.advance(RESYNC_TIMEOUT_MS);
    expect(source.resyncs).toBe(2);
    source.send(...lists(4).map((e) => (e.type === 'listSnapshot' && e.sport === 'football'
      ? { ...e, matches: e.matches.map((m) => (m.id === 1 ? { ...m, homeScores: [3, 0, 0, 0, 0] } : m)) } : e)));
    ingest.flush();
    expect(home()).toBe(3);
    expect(ingest.status().resyncInFlight).toBe(false);
  });

  it('a throwing listener breaks neither the fold nor the other listeners', () => {
    const { source, ingest, batches, home } = setup();
    ingest.onBatch(() => { throw new Error('view bug'); });
    ingest.onStatus(() => { throw new Error('status bug'); });
    source.send(score(2, 3));
    expect(() => ingest.flush()).not.toThrow();
    expect(home()).toBe(3);
    expect(batches).toHaveLength(2);
    expect(ingest.status().listenerErrors).toBe(2);
  });

  it('reports connection, last frame time, seq, lag and pongs', () => {
    const { scheduler, source, ingest } = setup();
    source.send(score(2, 1));
    scheduler.advance(FLUSH_MS);
    const s = ingest.status();
    expect(s).toMatchObject({ connected: true, stream: 's', seq: 2, lastFrameTs: T0 + 2_000 });
    expect(s.lastFrameAt).toBe(T0 + 60_000 + FLUSH_MS);
    expect(s.lagMs).toBe(T0 + 60_000 + FLUSH_MS - (T0 + 2_000));
  });

  it('a rewind folds again from empty, and the batch names the rows it threw away', () => {
    const { source, ingest, batches } = setup();
    source.sink!.rewind();
    source.send(snapshot('football', [match('football', 3)], 1, 's'));
    ingest.flush();
    expect(Object.keys(ingest.current.football.matches)).toEqual(['3']);
    const last = batches.at(-1)!;
    expect([...last.changes.matches.football].sort()).toEqual([1, 2, 3]);
    expect([...last.changes.matches.basketball]).toEqual([7]);
  });

  it('a warm state goes out as the first batch; the socket\'s lists then replace it, a new stream resetting seq', () => {
    const warm = { ...EMPTY_STATE, stream: 'old', seq: 900 };
    const { batches, ingest } = setup({ ...warm, football: { ...warm.football, matches: { 5: match('football', 5) } } });
    expect(batches[0].state.seq).toBe(900);
    expect([...batches[0].changes.matches.football]).toEqual([5]);
    expect(ingest.current).toMatchObject({ stream: 's', seq: 1 });
    expect(Object.keys(ingest.current.football.matches)).toEqual(['1', '2']);
  });

  it('stop() stops the source and folds what had arrived', () => {
    const { source, ingest, home } = setup();
    source.send(score(2, 7));
    ingest.stop();
    expect(source.stopped).toBe(true);
    expect(home()).toBe(7);
    expect(ingest.resync()).toBe(false);
  });

  it('frames reordered within one packet fold in seq order: no duplicates, no gap, no resync', () => {
    const { scheduler, source, ingest, home } = setup();
    source.send(score(4, 3), score(2, 1), score(3, 2));
    scheduler.advance(FLUSH_MS);
    expect(home()).toBe(3);
    expect(ingest.status()).toMatchObject({ seq: 4, duplicates: 0, gaps: 0, resyncs: 0 });
  });

  it('a resync that repairs a gap names the sports it repaired; the next resync does not', () => {
    const { scheduler, source, batches } = setup();
    source.send(score(3, 1)); // seq 2 lost
    scheduler.advance(FLUSH_MS);
    expect(source.resyncs).toBe(1);
    expect(batches.at(-1)!.repairs?.size ?? 0).toBe(0);
    source.send(...lists(3));
    scheduler.advance(FLUSH_MS);
    expect([...batches.at(-1)!.repairs!].sort()).toEqual(['basketball', 'football']);
    source.send(...lists(3));
    scheduler.advance(FLUSH_MS);
    expect(batches.at(-1)!.repairs?.size ?? 0).toBe(0);
  });

  it('a lone snapshot at the seq the state is at is no reason for another resync', () => {
    const { scheduler, source, ingest } = setup();
    source.send(score(2, 1));
    scheduler.advance(FLUSH_MS);
    source.send(snapshot('football', [match('football', 1, { homeScores: [1, 0, 0, 0, 0] }), match('football', 2)], 2));
    scheduler.advance(FLUSH_MS);
    scheduler.advance(RESYNC_TIMEOUT_MS * 2);
    expect(source.resyncs).toBe(0);
    expect(ingest.status()).toMatchObject({ resyncInFlight: false, seq: 2 });
  });
});

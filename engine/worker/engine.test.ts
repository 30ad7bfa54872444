import { describe, expect, it } from 'vitest';
import { match } from '../core/test-support/builders';
import type { Batch } from './ingest/feed-ingest';
import { DEFAULT_LOCAL_ITEMS } from './persist/local-items';
import { NO_ROWS } from './persist/match-repository';
import { MemoryRepository } from './persist/memory-repository';
import { openRepository } from './persist/open-repository';
import type { StorageProblem } from './persist/storage-problem';
import { WRITE_BEHIND_MS } from './persist/write-behind';
import { engineWorld, settle } from './test-support/engine-world';
import { freshIndexedDb } from './test-support/fake-idb';
import { fixtureOf } from './test-support/sample-day';

describe('Engine', () => {
  it('live: paints the warm state first, then the socket\'s lists replace it, and what it folds is written behind', async () => {
    const repository = new MemoryRepository();
    await repository.saveRows({ football: { ...NO_ROWS, matches: [match('football', 77)] }, basketball: NO_ROWS, rooms: [], position: { stream: 'old', seq: 500 } });
    const w = engineWorld({ repository });
    const batches: Batch[] = [];
    w.engine.onBatch((b) => batches.push(b));
    w.server.publish(2);
    expect(await w.engine.start({ wsUrl: 'ws://feed.test/ws' })).toEqual({ ok: true, mode: 'live', warm: true });
    expect(batches[0].state).toMatchObject({ stream: 'old', seq: 500 });
    expect(Object.keys(batches[0].state.football.matches)).toEqual(['77']);
    for (let i = 0; i < 3; i++) w.step();
    const now = batches.at(-1)!.state;
    expect(now).toMatchObject({ stream: 'st', seq: 2 });
    expect(now.football.matches[77]).toBeUndefined();
    expect(w.engine.status()).toMatchObject({ mode: 'live', storage: 'memory', unsaved: true, feed: { connected: true } });
    w.scheduler.advance(WRITE_BEHIND_MS);
    await settle();
    const stored = await repository.loadFeed();
    expect(stored.position).toEqual({ stream: 'st', seq: 2 });
    expect(stored.football.matches.map((m) => m.id)).not.toContain(77);
    expect(w.engine.status().unsaved).toBe(false);
  });

  it('stop() writes what was still unsaved', async () => {
    const w = engineWorld();
    w.server.publish(2);
    await w.engine.start({ wsUrl: 'ws://feed.test/ws' });
    for (let i = 0; i < 3; i++) w.step();
    await w.engine.stop();
    expect((await w.repository.loadFeed()).position).toEqual({ stream: 'st', seq: 2 });
    expect(w.engine.status()).toMatchObject({ mode: 'idle', feed: null });
    expect(w.scheduler.pending).toBe(0);
  });

  it('replay: plays the recorded day through the same path, with controls; nothing is persisted', async () => {
    const w = engineWorld();
    const batches: Batch[] = [];
    w.engine.onBatch((b) => batches.push(b));
    expect(await w.engine.start({ replay: { bytes: fixtureOf(w.day), speed: 100 } })).toEqual({ ok: true, mode: 'replay', warm: false });
    w.scheduler.advance(60_000);
    expect(batches.at(-1)!.state.seq).toBe(w.day.length);
    expect(w.engine.status().replay).toMatchObject({ phase: 'ended', speed: 100 });
    expect(w.engine.seekReplay(w.day[5].ts)).toEqual({ ok: true });
    expect(w.engine.pauseReplay()).toEqual({ ok: true });
    w.scheduler.advance(100);
    expect(batches.at(-1)!.state.seq).toBe(6);
    await w.engine.stop();
    expect((await w.repository.loadFeed()).position).toBeNull();
  });

  it('refusals are values: bad options, replay controls while live', async () => {
    const w = engineWorld();
    expect(await w.engine.start({ wsUrl: 'http://x/ws' })).toMatchObject({ ok: false, reason: 'badUrl' });
    expect(await w.engine.start({ wsUrl: '::' })).toMatchObject({ ok: false, reason: 'badUrl' });
    expect(await w.engine.start({ replay: { url: '/d.lsfx', speed: -1 } })).toMatchObject({ ok: false, reason: 'badSpeed' });
    expect(await w.engine.start({ replay: { url: '' } })).toMatchObject({ ok: false, reason: 'noRecording' });
    await w.engine.start({ wsUrl: 'ws://feed.test/ws' });
    expect(w.engine.pauseReplay()).toEqual({ ok: false, reason: 'notReplaying' });
  });

  it('a start overtaken by another start while it opened storage gives way', async () => {
    const w = engineWorld();
    const first = w.engine.start({ wsUrl: 'ws://feed.test/ws' });
    const second = w.engine.start({ replay: { bytes: fixtureOf(w.day) } });
    expect(await first).toMatchObject({ ok: false, reason: 'superseded' });
    expect(await second).toMatchObject({ ok: true, mode: 'replay' });
    expect(w.network.pairs).toHaveLength(0);
  });

  it('[LS-6] local items are written at once and come back in the next worker', async () => {
    const w = engineWorld();
    await w.engine.repository();
    await w.engine.local.act({ type: 'pin', sport: 'football', matchId: 9 });
    await w.engine.local.act({ type: 'setSettings', patch: { goalTip: false } });
    const next = engineWorld({ repository: w.repository });
    await next.engine.repository();
    expect(next.engine.local.current).toEqual({
      ...DEFAULT_LOCAL_ITEMS,
      pinned: { football: [9], basketball: [] },
      settings: { ...DEFAULT_LOCAL_ITEMS.settings, goalTip: false },
    });
  });

  it('storage that will not open: the engine runs on memory and says why', async () => {
    const problems: StorageProblem[] = [];
    const refusing = { ...freshIndexedDb(), indexedDB: { open: () => { throw new DOMException('denied', 'SecurityError'); } } };
    const w = engineWorld({ openStorage: (onProblem) => openRepository({ scheduler: w.scheduler, onProblem, indexedDb: refusing }) });
    w.engine.onStorageProblem((p) => problems.push(p));
    w.server.publish(2);
    expect(await w.engine.start({ wsUrl: 'ws://feed.test/ws' })).toMatchObject({ ok: true });
    for (let i = 0; i < 3; i++) w.step();
    expect(w.engine.status()).toMatchObject({ storage: 'memory', feed: { seq: 2 } });
    expect(problems).toMatchObject([{ kind: 'openFailed', fallback: 'memory' }]);
  });
});

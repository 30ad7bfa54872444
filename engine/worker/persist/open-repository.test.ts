import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { freshIndexedDb } from '../test-support/fake-idb';
import { FailingRepository } from '../test-support/failing-repository';
import { ManualScheduler } from '../../time/manual-scheduler';
import { FallbackRepository } from './fallback-repository';
import { NO_ROWS } from './match-repository';
import { OPEN_TIMEOUT_MS, openRepository } from './open-repository';
import { classifyStorageError } from './storage-error';
import type { StorageProblem } from './storage-problem';

const batch = { football: NO_ROWS, basketball: NO_ROWS, rooms: [], position: { stream: 's', seq: 5 } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('storage errors', () => {
  it('tells quota, unusable and transient apart, also when Dexie wraps the DOMException', () => {
    expect(classifyStorageError(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
    expect(classifyStorageError({ name: 'AbortError', inner: new DOMException('full', 'QuotaExceededError') })).toBe('quota');
    expect(classifyStorageError(new Dexie.DatabaseClosedError('closed'))).toBe('unusable');
    expect(classifyStorageError(new DOMException('newer', 'VersionError'))).toBe('unusable');
    expect(classifyStorageError(new Dexie.AbortError('aborted'))).toBe('transient');
    expect(classifyStorageError('something odd')).toBe('transient');
  });
});

describe('opening the repository', () => {
  it('opens IndexedDB when it can', async () => {
    const problems: StorageProblem[] = [];
    const repo = await openRepository({ scheduler: new ManualScheduler(), onProblem: (p) => problems.push(p), indexedDb: freshIndexedDb() });
    expect(repo.kind).toBe('indexeddb');
    await repo.saveRows(batch);
    expect((await repo.loadFeed()).position).toEqual({ stream: 's', seq: 5 });
    expect(problems).toEqual([]);
    repo.close();
  });

  it('a newer schema on disk (another tab upgraded) does not stop this tab: its rows still round-trip', async () => {
    const indexedDb = freshIndexedDb();
    const newer = new Dexie('qiusai-live', indexedDb);
    newer.version(7).stores({ matches: '[sport+id]' });
    await newer.open();
    newer.close();
    const problems: StorageProblem[] = [];
    const repo = await openRepository({ scheduler: new ManualScheduler(), onProblem: (p) => problems.push(p), indexedDb });
    await repo.saveRows(batch);
    expect(repo.kind).toBe('indexeddb');
    expect((await repo.loadFeed()).position).toEqual({ stream: 's', seq: 5 });
    expect(problems).toEqual([]);
    repo.close();
  });

  it('IndexedDB refusing to open (a privacy mode) falls back to memory, reported', async () => {
    const refusing = { ...freshIndexedDb(), indexedDB: { open: () => { throw new DOMException('denied', 'SecurityError'); } } };
    const problems: StorageProblem[] = [];
    const repo = await openRepository({ scheduler: new ManualScheduler(), onProblem: (p) => problems.push(p), indexedDb: refusing });
    expect(repo.kind).toBe('memory');
    expect(problems).toEqual([{ kind: 'openFailed', fallback: 'memory', detail: expect.stringContaining('denied') }]);
  });

  it('IndexedDB missing altogether (Node, some private modes) falls back to memory, reported', async () => {
    const problems: StorageProblem[] = [];
    const repo = await openRepository({ scheduler: new ManualScheduler(), onProblem: (p) => problems.push(p) });
    expect(repo.kind).toBe('memory');
    expect(problems[0]).toMatchObject({ kind: 'openFailed', fallback: 'memory' });
  });

  it('an upgrade blocked by another tab falls back to memory after the open timeout', async () => {
    const indexedDb = freshIndexedDb();
    // Another tab holds version 1 open and ignores the request to close.
    const older = await new Promise<IDBDatabase>((resolve) => {
      const request = (indexedDb.indexedDB as IDBFactory).open('qiusai-live', 1);
      request.onsuccess = () => resolve(request.result);
    });
    const scheduler = new ManualScheduler();
    const problems: StorageProblem[] = [];
    const opening = openRepository({ scheduler, onProblem: (p) => problems.push(p), indexedDb });
    await settle();
    scheduler.advance(OPEN_TIMEOUT_MS);
    const repo = await opening;
    expect(repo.kind).toBe('memory');
    expect(problems).toEqual([{ kind: 'blocked', fallback: 'memory', detail: expect.stringContaining('another tab') }]);
    older.close();
    await settle();
  });
});

describe('FallbackRepository', () => {
  it('[quota] carries on in memory, reported once, and the write that failed is not lost', async () => {
    const primary = new FailingRepository();
    primary.failures.push(new DOMException('full', 'QuotaExceededError'));
    const problems: StorageProblem[] = [];
    const repo = new FallbackRepository(primary, (p) => problems.push(p));
    await repo.saveRows(batch);
    expect(repo.kind).toBe('memory');
    expect(primary.closed).toBe(true);
    expect((await repo.loadFeed()).position).toEqual({ stream: 's', seq: 5 });
    expect(problems).toEqual([{ kind: 'quota', fallback: 'memory', detail: expect.stringContaining('QuotaExceededError') }]);
  });

  it('a database closed mid-session (a newer tab upgraded) moves to memory too', async () => {
    const primary = new FailingRepository();
    primary.failures.push(new Dexie.DatabaseClosedError('closed by a newer version'));
    const problems: StorageProblem[] = [];
    const repo = new FallbackRepository(primary, (p) => problems.push(p));
    await repo.saveLocal({ homeNotice: 'x' });
    expect((await repo.loadLocal()).homeNotice).toBe('x');
    expect(problems.map((p) => p.kind)).toEqual(['unusable']);
  });

  it('a transient error is passed on for the caller to retry, nothing switched', async () => {
    const primary = new FailingRepository();
    primary.failures.push(new Dexie.AbortError('aborted'));
    const problems: StorageProblem[] = [];
    const repo = new FallbackRepository(primary, (p) => problems.push(p));
    await expect(repo.saveRows(batch)).rejects.toThrow('aborted');
    expect(repo.kind).toBe('indexeddb');
    expect(problems).toEqual([]);
  });
});

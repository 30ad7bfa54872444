// Opens the IndexedDB repository, or explains why this session runs on memory instead: IndexedDB missing or
// refusing to open (private mode, a newer schema on disk), or an upgrade blocked by another tab for longer
// than OPEN_TIMEOUT_MS. Never throws.
import type { Scheduler } from '../../core/time/scheduler';
import { DexieRepository } from './dexie-repository';
import type { IndexedDbDeps } from './dexie-schema';
import { DB_NAME, LiveDb } from './dexie-schema';
import { FallbackRepository } from './fallback-repository';
import type { MatchRepository } from './match-repository';
import { MemoryRepository } from './memory-repository';
import { describeStorageError } from './storage-error';
import type { ProblemListener } from './storage-problem';

/** How long an upgrade may wait for other tabs to close the old version before we give up on it. */
export const OPEN_TIMEOUT_MS = 5_000;

export interface OpenRepositoryOptions {
  readonly scheduler: Scheduler;
  readonly onProblem: ProblemListener;
  readonly name?: string;
  /** fake-indexeddb in tests; the browser's own by default. */
  readonly indexedDb?: IndexedDbDeps;
  readonly openTimeoutMs?: number;
}

type Opened = { readonly ok: true } | { readonly ok: false; readonly kind: 'openFailed' | 'blocked'; readonly detail: string };

export async function openRepository(o: OpenRepositoryOptions): Promise<MatchRepository> {
  let db: LiveDb;
  try {
    db = new LiveDb(o.name ?? DB_NAME, o.indexedDb);
  } catch (error) {
    return memoryBecause(o, { ok: false, kind: 'openFailed', detail: describeStorageError(error) });
  }
  let timer: number | undefined;
  const timeoutMs = o.openTimeoutMs ?? OPEN_TIMEOUT_MS;
  const opened = await Promise.race<Opened>([
    db.open().then(() => ({ ok: true as const }), (error: unknown) => ({ ok: false as const, kind: 'openFailed' as const, detail: describeStorageError(error) })),
    new Promise<Opened>((resolve) => {
      timer = o.scheduler.setTimeout(() => resolve({ ok: false, kind: 'blocked', detail: `not open after ${timeoutMs} ms: another tab holds an older version` }), timeoutMs);
    }),
  ]);
  o.scheduler.clearTimeout(timer);
  if (!opened.ok) {
    db.close();
    return memoryBecause(o, opened);
  }
  return new FallbackRepository(new DexieRepository(db), o.onProblem);
}

function memoryBecause(o: OpenRepositoryOptions, why: Extract<Opened, { ok: false }>): MatchRepository {
  o.onProblem({ kind: why.kind, detail: why.detail, fallback: 'memory' });
  return new MemoryRepository();
}

// A repository that stores in memory but whose next writes fail with the errors the test queues. It says it is
// IndexedDB, so a FallbackRepository treats it as the primary it may give up on.
import type { LocalItems } from '../persist/local-items';
import type { MatchRepository, RepositoryKind, RowBatch, StoredFeed } from '../persist/match-repository';
import { MemoryRepository } from '../persist/memory-repository';

export class FailingRepository implements MatchRepository {
  /** Errors the next saveRows/saveLocal calls throw, in order. */
  readonly failures: unknown[] = [];
  /** Every batch it was asked to save, failed or not. */
  readonly batches: RowBatch[] = [];
  closed = false;
  private readonly store = new MemoryRepository();

  constructor(readonly kind: RepositoryKind = 'indexeddb') {}

  async saveRows(batch: RowBatch): Promise<void> {
    this.batches.push(batch);
    if (this.failures.length > 0) throw this.failures.shift();
    return this.store.saveRows(batch);
  }

  async saveLocal(items: Partial<LocalItems>): Promise<void> {
    if (this.failures.length > 0) throw this.failures.shift();
    return this.store.saveLocal(items);
  }

  loadFeed(): Promise<StoredFeed> {
    return this.store.loadFeed();
  }

  loadLocal(): Promise<LocalItems> {
    return this.store.loadLocal();
  }

  close(): void {
    this.closed = true;
  }
}

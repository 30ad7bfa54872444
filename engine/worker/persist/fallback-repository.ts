// A repository that survives its storage: on a quota error, or the database becoming unusable mid-session, it
// reports the problem and carries on in memory (this session's writes then live only as long as the tab). A
// transient error is passed on for the caller (the write-behind) to retry.
import { classifyStorageError, describeStorageError } from './storage-error';
import type { ProblemListener } from './storage-problem';
import type { LocalItems } from './local-items';
import type { MatchRepository, RepositoryKind, RowBatch, StoredFeed } from './match-repository';
import { MemoryRepository } from './memory-repository';

export class FallbackRepository implements MatchRepository {
  private active: MatchRepository;

  constructor(primary: MatchRepository, private readonly onProblem: ProblemListener) {
    this.active = primary;
  }

  get kind(): RepositoryKind {
    return this.active.kind;
  }

  saveRows(batch: RowBatch): Promise<void> {
    return this.guard((r) => r.saveRows(batch));
  }

  loadFeed(): Promise<StoredFeed> {
    return this.guard((r) => r.loadFeed());
  }

  saveLocal(items: Partial<LocalItems>): Promise<void> {
    return this.guard((r) => r.saveLocal(items));
  }

  loadLocal(): Promise<LocalItems> {
    return this.guard((r) => r.loadLocal());
  }

  close(): void {
    this.active.close();
  }

  private async guard<T>(operation: (repo: MatchRepository) => Promise<T>): Promise<T> {
    const repo = this.active;
    try {
      return await operation(repo);
    } catch (error) {
      const kind = classifyStorageError(error);
      if (kind === 'transient' || repo.kind === 'memory') throw error;
      if (this.active === repo) {
        this.active = new MemoryRepository();
        repo.close();
        this.onProblem({ kind, detail: describeStorageError(error), fallback: 'memory' });
      }
      return operation(this.active);
    }
  }
}

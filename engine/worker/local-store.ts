// The locally kept items (SPEC.md §3) while the worker runs: the engine's copy is the truth for this session;
// each action is written at once (user actions are rare, unlike feed frames). A write that fails is reported
// and its item is written again with the next action, never dropped silently.
import { Listeners } from './listeners';
import type { Listener } from './listeners';
import type { LocalAction } from './persist/local-actions';
import { applyLocalAction } from './persist/local-actions';
import type { LocalItems, LocalKey } from './persist/local-items';
import { DEFAULT_LOCAL_ITEMS } from './persist/local-items';
import type { MatchRepository } from './persist/match-repository';
import { describeStorageError } from './persist/storage-error';
import type { ProblemListener } from './persist/storage-problem';

export class LocalStore {
  private items: LocalItems = DEFAULT_LOCAL_ITEMS;
  private readonly unsaved = new Set<LocalKey>();
  private readonly listeners = new Listeners<LocalItems>();

  constructor(private readonly repository: () => Promise<MatchRepository>, private readonly onProblem: ProblemListener) {}

  get current(): LocalItems {
    return this.items;
  }

  /** The items a warm start read back. */
  load(items: LocalItems): void {
    this.items = items;
  }

  onChange(listener: Listener<LocalItems>): () => void {
    return this.listeners.add(listener);
  }

  async act(action: LocalAction): Promise<LocalItems> {
    const { items, changed } = applyLocalAction(this.items, action);
    this.items = items;
    this.listeners.emit(items);
    this.unsaved.add(changed);
    const keys = [...this.unsaved];
    this.unsaved.clear();
    try {
      const repository = await this.repository();
      await repository.saveLocal(Object.fromEntries(keys.map((key) => [key, this.items[key]])));
    } catch (error) {
      keys.forEach((key) => this.unsaved.add(key));
      this.onProblem({ kind: 'localWriteFailed', detail: describeStorageError(error), items: keys });
    }
    return items;
  }
}

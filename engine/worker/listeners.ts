// A set of listeners that no listener can break: a throw (or, for a Comlink proxy, a rejected promise) is
// counted and handed to `onError`, and the other listeners still run [STYLE.md item 15].

export type Listener<T> = (value: T) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export class Listeners<T> {
  private readonly set = new Set<Listener<T>>();
  /** Listener calls that threw or rejected. */
  failures = 0;

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  add(listener: Listener<T>): () => void {
    this.set.add(listener);
    return () => { this.set.delete(listener); };
  }

  get size(): number {
    return this.set.size;
  }

  emit(value: T): void {
    for (const listener of [...this.set]) {
      try {
        const result = listener(value);
        if (isThenable(result)) result.then(undefined, (error) => this.fail(error));
      } catch (error) {
        this.fail(error);
      }
    }
  }

  private fail(error: unknown): void {
    this.failures++;
    try { this.onError(error); } catch { /* the error reporter itself failed: counted above, nothing more to do */ }
  }
}

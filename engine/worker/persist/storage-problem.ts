// Storage trouble, reported as a value: never fatal, never silent.

export type StorageProblem =
  /** IndexedDB could not be opened (or its upgrade was blocked): this session keeps its state in memory. */
  | { readonly kind: 'openFailed' | 'blocked'; readonly detail: string; readonly fallback: 'memory' }
  /** Out of quota, or the database went away mid-session: from now on, memory. */
  | { readonly kind: 'quota' | 'unusable'; readonly detail: string; readonly fallback: 'memory' }
  /** A write failed and will be tried again in `retryInMs` (its rows stay dirty). */
  | { readonly kind: 'writeFailed'; readonly detail: string; readonly attempt: number; readonly retryInMs: number }
  /** Local items could not be written: kept in memory, written again with the next local action. */
  | { readonly kind: 'localWriteFailed'; readonly detail: string; readonly items: readonly string[] }
  /** The warm start could not read what was stored: the engine starts cold. */
  | { readonly kind: 'loadFailed'; readonly detail: string };

export type ProblemListener = (problem: StorageProblem) => void;

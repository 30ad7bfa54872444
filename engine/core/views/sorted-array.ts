// Binary-search insert and remove on a section's sorted keys, so a touched match costs O(log n) to find.
import type { KeyOrder, SortKey } from './sort-order';

/** First index whose key is not before `key`. */
export function lowerBound(keys: readonly SortKey[], key: SortKey, order: KeyOrder): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(keys[mid], key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertSorted(keys: SortKey[], key: SortKey, order: KeyOrder): void {
  keys.splice(lowerBound(keys, key, order), 0, key);
}

/** Removes the entry with exactly this key (keys are unique by match id); false when absent. */
export function removeSorted(keys: SortKey[], key: SortKey, order: KeyOrder): boolean {
  const at = lowerBound(keys, key, order);
  if (at >= keys.length || keys[at].id !== key.id) return false;
  keys.splice(at, 1);
  return true;
}

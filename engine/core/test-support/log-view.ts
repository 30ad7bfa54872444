// Tests looking at states that hold detail logs (core/detail-log): a log's store is shared between versions and
// appended to in place by the newest (its bytes past a version's end are not that version's), so a state is
// compared by what each version sees, and frozen everywhere except in its stores.
import { LogStore } from '../detail-log/detail-log';
import { QuoteStore } from '../match-centre/odds-book';

function isLog(v: object): v is { store: LogStore | null; end: number } {
  return 'store' in v && 'end' in v && (v.store === null || v.store instanceof LogStore);
}

/** `value` with every detail log replaced by the bytes its version sees (a plain copy, for toEqual). */
export function visible(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isLog(value)) return { entries: value.store ? [...value.store.bytes.subarray(0, value.end)] : [] };
  // A packed odds entry (match-centre/odds-book.ts) shares its quote store the same way.
  if ('store' in value && value.store instanceof QuoteStore && 'length' in value) {
    const { store, length, ...rest } = value as { store: QuoteStore; length: number };
    return { ...rest, quotes: store.data.slice(0, length) };
  }
  if (Array.isArray(value)) return value.map(visible);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = visible(v);
  return out;
}

/** Freezes `value` deeply, except the log and quote stores: appending to them in place is how the fold shares them. */
export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  // Typed arrays cannot be frozen: a log's store, the bytes a detail event carries (events.ts WireList), the state's
  // packed momentum. The fold never writes to one it did not make.
  if (typeof value !== 'object' || value === null || seen.has(value) || value instanceof LogStore || value instanceof QuoteStore || ArrayBuffer.isView(value)) return value;
  seen.add(value);
  for (const v of Object.values(value)) deepFreeze(v, seen);
  return Object.freeze(value);
}

/**
 * `value` (events, decoded packets, results holding them) without the `wire` bytes decoded detail events carry
 * beside their items (events.ts WireList): what an event built in code with the same items looks like.
 */
export function withoutWire<T>(value: T): T {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map(withoutWire) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== 'wire') out[k] = withoutWire(v);
  return out as T;
}

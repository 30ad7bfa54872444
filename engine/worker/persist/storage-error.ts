// What a storage failure means for us. Dexie wraps IndexedDB's DOMExceptions in errors of the same name, and
// keeps the original as `inner`.

/**
 * 'quota': the device is out of space for us — keep going in memory [DESIGN.md "Engine": persistence].
 * 'unusable': the database is gone for this session (closed by a newer tab's upgrade, missing, refused to open).
 * 'transient': worth retrying (an aborted or timed-out transaction, an unknown hiccup).
 */
export type StorageErrorKind = 'quota' | 'unusable' | 'transient';

const UNUSABLE = new Set([
  'DatabaseClosedError', 'VersionError', 'VersionChangeError', 'InvalidStateError', 'MissingAPIError',
  'OpenFailedError', 'UpgradeError', 'SchemaError', 'NoSuchDatabaseError', 'InvalidAccessError', 'UnsupportedError',
]);

function names(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { inner?: unknown }).inner, depth++) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string') out.push(name);
  }
  return out;
}

export function classifyStorageError(error: unknown): StorageErrorKind {
  const all = names(error);
  if (all.includes('QuotaExceededError')) return 'quota';
  if (all.some((n) => UNUSABLE.has(n))) return 'unusable';
  return 'transient';
}

export function describeStorageError(error: unknown): string {
  const name = names(error)[0] ?? 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(name) ? message : `${name}: ${message}`;
}

// A private in-memory IndexedDB per test (fake-indexeddb), so no test sees another's databases.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { IndexedDbDeps } from '../persist/dexie-schema';

export function freshIndexedDb(): IndexedDbDeps {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

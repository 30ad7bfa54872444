// Both repositories against the one contract.
import { freshIndexedDb } from '../test-support/fake-idb';
import { DexieRepository } from './dexie-repository';
import { LiveDb } from './dexie-schema';
import { MemoryRepository } from './memory-repository';
import { repositoryContract } from './repository.contract';

repositoryContract('MemoryRepository', async () => new MemoryRepository());

repositoryContract('DexieRepository on fake-indexeddb', async () => {
  const db = new LiveDb('test', freshIndexedDb());
  await db.open();
  return new DexieRepository(db);
});

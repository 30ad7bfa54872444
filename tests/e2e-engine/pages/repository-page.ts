// The MatchRepository contract suite (engine/worker/persist/repository.contract.ts, written for vitest) run in
// Chromium against the Dexie repository on the browser's real IndexedDB; 'vitest' resolves to a small shim here.
import { DexieRepository } from '../../../engine/worker/persist/dexie-repository';
import { LiveDb } from '../../../engine/worker/persist/dexie-schema';
import { repositoryContract } from '../../../engine/worker/persist/repository.contract';
import type { Outcome } from '../harness/browser-vitest';
import { runCollected } from '../harness/browser-vitest';

let n = 0;
repositoryContract('DexieRepository on Chromium IndexedDB', async () => {
  const db = new LiveDb(`contract-${Date.now()}-${n++}`);
  await db.open();
  return new DexieRepository(db);
});

declare global {
  interface Window { repositoryContract: () => Promise<Outcome[]> }
}
window.repositoryContract = runCollected;

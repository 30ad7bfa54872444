// The page's one EngineClient: started (worker + socket ws(s)://<host>/ws) by the first list that needs it and kept
// for the life of the page load (with the account's followed matches) — React's StrictMode and moving between /football and /basketball reuse it.
import type { EngineClient } from '../../../engine-client';
import { liveStartOptions, startEngine } from '../../../engine-client';
import { browserAccounts } from '../../../accounts/browser-accounts';
import { startFollowedSync } from './followed-matches';
import { localItemsStoreOf } from '../use-local-items';

let client: EngineClient | undefined;

export function pageEngine(): EngineClient {
  if (!client) {
    client = startEngine();
    void client.api.start(liveStartOptions(location)); // the gateway on this origin, the page's sport asked first
    // The locally kept items asked for now, beside start(): a list subscribes with its saved filter [FT-3], so on a
    // tab whose engine already runs they are in by the list's first render, which then subscribes at once.
    localItemsStoreOf(client);
    startFollowedSync(client, browserAccounts()); // the account's followed matches, for the page's life [FL-5]
  }
  return client;
}

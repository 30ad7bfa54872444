// The envelope keys come from GET /api/v1/common/clientKey (server/api/routes/common.ts), once per page, shared
// by every request (single flight). When a tag does not match, the key may have changed (a server restart with
// a new secret): the client fetches it again — once, however many answers failed together — and retries.
import type { CipherFactory, ClientKey, EnvelopeOpener, OpenerHooks } from './envelope-decrypt';
import { createEnvelopeOpener } from './envelope-decrypt';

export interface KeySource {
  /** The current opener; fetched on first use. */
  get(): Promise<EnvelopeOpener>;
  /** A newer opener than `failed`: the one already fetched since, or a fresh fetch. */
  renew(failed: EnvelopeOpener): Promise<EnvelopeOpener>;
}

export function createKeySource(fetchKey: () => Promise<ClientKey>, hooks: OpenerHooks = {}, cipher?: CipherFactory): KeySource {
  let current: Promise<EnvelopeOpener> | undefined;
  let resolved: EnvelopeOpener | undefined; // what `current` resolved to, once it has
  const load = () => {
    resolved = undefined;
    const p = fetchKey().then((key) => createEnvelopeOpener(key, hooks, cipher));
    current = p;
    p.then((o) => { if (current === p) resolved = o; }, () => { if (current === p) current = undefined; }); // a failed fetch is retried next time
    return p;
  };
  return {
    get: () => current ?? load(),
    renew: (failed) => (current && resolved !== failed ? current : load()),
  };
}

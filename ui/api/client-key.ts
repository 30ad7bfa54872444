// The envelope keys come from GET /api/v1/common/clientKey (server/api/routes/common.ts), once per page, shared
// by every request (single flight). When a tag does not match, the key may have changed (a server restart with
// a new secret): the client fetches it again once and retries before it calls the answer broken.
import type { ClientKey, EnvelopeOpener } from './envelope-decrypt';
import { createEnvelopeOpener } from './envelope-decrypt';

export interface KeySource {
  /** The current opener; fetched on first use. */
  get(): Promise<EnvelopeOpener>;
  /** Drops the cached key and fetches it again (shared by concurrent callers). */
  renew(): Promise<EnvelopeOpener>;
}

export function createKeySource(fetchKey: () => Promise<ClientKey>, hooks?: Parameters<typeof createEnvelopeOpener>[1]): KeySource {
  let current: Promise<EnvelopeOpener> | undefined;
  const load = () => {
    const p = fetchKey().then((key) => createEnvelopeOpener(key, hooks));
    current = p;
    p.catch(() => { if (current === p) current = undefined; }); // a failed fetch is retried by the next call
    return p;
  };
  return {
    get: () => current ?? load(),
    renew: () => load(),
  };
}

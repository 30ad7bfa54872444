// The feed's test control (FEED_CONTROL=on, end-to-end tests only): POST /__test/feed/skip {ms} jumps the feed's
// virtual time ahead, pushing what falls in between as live frames, and answers the new virtual time; GET
// /__test/feed/now answers the virtual time alone (a spec reads "now" and "today" from the feed, not from its own
// clock). A spec that waits for a goal steps the day instead of sleeping until one happens. Loopback callers only;
// off by default.
import type { FastifyInstance } from 'fastify';
import { trustCheck } from './client-address';

/** The longest jump one call may ask for: six hours of the day. */
export const MAX_SKIP_MS = 6 * 60 * 60_000;

export interface FeedControlDeps {
  /** FeedSource.skip. */
  readonly skip: (ms: number) => void;
  /** The feed's virtual time after the jump. */
  readonly now: () => number;
}

const isLoopback = trustCheck(['loopback']);

const LOOPBACK_ONLY = { error: 'the feed control answers loopback callers only' };

export function feedControlRoutes(app: FastifyInstance, deps: FeedControlDeps): void {
  app.get('/__test/feed/now', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLoopback(req.socket.remoteAddress ?? '')) return reply.code(403).send(LOOPBACK_ONLY);
    return reply.send({ now: deps.now() });
  });
  app.post('/__test/feed/skip', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLoopback(req.socket.remoteAddress ?? '')) return reply.code(403).send(LOOPBACK_ONLY);
    const ms = (req.body as { ms?: unknown } | undefined)?.ms;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms <= 0 || ms > MAX_SKIP_MS) {
      return reply.code(400).send({ error: `ms must be a whole number of milliseconds, 1–${MAX_SKIP_MS}` });
    }
    deps.skip(ms);
    return reply.send({ now: deps.now() });
  });
}

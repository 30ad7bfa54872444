// Both buses pass the same contract (STYLE.md 6): in-process always; NATS JetStream when TEST_NATS_URL is set
// (its cases are listed as skipped, with the reason, otherwise).
import { TEST_NATS_URL, NATS_SKIP_REASON, deleteNatsStream, openTestNatsBus, testNatsNames } from '../test-support/nats';
import { frameBusContract } from './frame-bus.contract';
import { MEMORY_BUS_LIMITS, MemoryFrameBus } from './memory-bus';

frameBusContract('in-process', async (limits) => {
  const bus = new MemoryFrameBus({ ...MEMORY_BUS_LIMITS, ...limits });
  return { feed: bus, gateway: bus, dispose: () => bus.close() };
});

frameBusContract('NATS JetStream', async (limits) => {
  const names = testNatsNames();
  const feed = await openTestNatsBus(names, limits);
  const gateway = await openTestNatsBus(names, limits);
  return {
    feed, gateway,
    async dispose() {
      await Promise.all([feed.close(), gateway.close()]);
      await deleteNatsStream(names);
    },
  };
}, TEST_NATS_URL ? undefined : NATS_SKIP_REASON);

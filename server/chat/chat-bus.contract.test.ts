// Both chat buses pass one contract: in-process always; NATS when TEST_NATS_URL is set (skipped, with the
// reason, otherwise).
import { randomBytes } from 'node:crypto';
import { NATS_SKIP_REASON, TEST_NATS_URL } from '../test-support/nats';
import { chatBusContract } from './chat-bus.contract';
import { MemoryChatBus } from './memory-chat-bus';
import { NatsChatBus } from './nats-chat-bus';

chatBusContract('in-process', async () => {
  const bus = new MemoryChatBus();
  return { a: bus, b: bus, dispose: () => bus.close() };
});

chatBusContract('NATS', async () => {
  const prefix = `t${process.pid}_${randomBytes(4).toString('hex')}.live`;
  const a = await NatsChatBus.connect({ url: TEST_NATS_URL!, prefix });
  const b = await NatsChatBus.connect({ url: TEST_NATS_URL!, prefix });
  return { a, b, dispose: async () => { await Promise.all([a.close(), b.close()]); } };
}, TEST_NATS_URL ? undefined : NATS_SKIP_REASON);

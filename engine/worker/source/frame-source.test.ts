// Both frame sources against the one contract.
import { FakeFeedServer } from '../test-support/fake-feed-server';
import { ManualScheduler } from '../../time/manual-scheduler';
import { fixtureOf, sampleDay } from '../test-support/sample-day';
import { TestSocketNetwork } from '../test-support/test-socket';
import type { SourceWorld } from './frame-source.contract';
import { frameSourceContract } from './frame-source.contract';
import { ReplaySource } from './replay-source';
import { SocketSource } from './socket-source';

const day = sampleDay();
const START = day[0].ts;

frameSourceContract('SocketSource over an in-memory socket to a fake feed server', (): SourceWorld => {
  const scheduler = new ManualScheduler(START);
  const network = new TestSocketNetwork();
  const server = new FakeFeedServer(day, scheduler);
  server.publish(2); // the day's lists exist before anyone connects
  const source = new SocketSource({ url: 'ws://feed.test/ws', connect: network.connect, scheduler, random: () => 0 });
  return {
    source, scheduler, day,
    step(ms = 1_000) {
      network.pairs.forEach((p) => server.accept(p));
      server.serve();
      server.publish(3);
      network.pairs.forEach((p) => p.flushToClient());
      scheduler.advance(ms);
    },
    done: () => server.finished && network.pairs.every((p) => p.toClient.length === 0),
  };
});

frameSourceContract('ReplaySource of the same day, recorded', (): SourceWorld => {
  const scheduler = new ManualScheduler(START);
  const source = new ReplaySource({ recording: { bytes: fixtureOf(day) }, speed: 10, scheduler });
  return {
    source, scheduler, day,
    step: (ms = 1_000) => scheduler.advance(ms),
    done: () => source.status().phase === 'ended',
  };
});

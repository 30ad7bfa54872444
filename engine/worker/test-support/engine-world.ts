// An Engine on virtual time with an in-memory network, a fake feed server and a memory repository.
import type { FeedEvent } from '../../core';
import { Engine } from '../engine';
import type { EngineDeps } from '../engine';
import type { MatchRepository } from '../persist/match-repository';
import { MemoryRepository } from '../persist/memory-repository';
import type { FetchLike } from '../source/replay-source';
import { WakeupHub } from '../source/wakeups';
import { FakeFeedServer } from './fake-feed-server';
import { ManualScheduler } from '../../time/manual-scheduler';
import { sampleDay } from './sample-day';
import { TestSocketNetwork } from './test-socket';

export interface EngineWorld {
  readonly engine: Engine;
  readonly scheduler: ManualScheduler;
  readonly network: TestSocketNetwork;
  readonly server: FakeFeedServer;
  readonly repository: MatchRepository;
  readonly day: readonly FeedEvent[];
  /** The server accepts and answers, everything in flight arrives, and `ms` of virtual time pass. */
  step(ms?: number): void;
}

export function engineWorld(over: Partial<EngineDeps> & { repository?: MatchRepository; fetch?: FetchLike } = {}): EngineWorld {
  const day = sampleDay();
  const scheduler = new ManualScheduler(day[0].ts);
  const network = new TestSocketNetwork();
  const server = new FakeFeedServer(day, scheduler);
  const repository = over.repository ?? new MemoryRepository();
  const engine = new Engine({
    scheduler, random: () => 0, connectSocket: network.connect, wakeups: new WakeupHub(),
    fetch: over.fetch ?? (() => Promise.reject(new Error('no network in this test'))),
    openStorage: async () => repository,
    ...over,
  });
  return {
    engine, scheduler, network, server, repository, day,
    step(ms = 50) {
      network.pairs.forEach((p) => server.accept(p));
      server.serve();
      network.pairs.forEach((p) => p.flushToClient());
      scheduler.advance(ms);
    },
  };
}

/** Lets promises outside the virtual clock settle. */
export async function settle(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

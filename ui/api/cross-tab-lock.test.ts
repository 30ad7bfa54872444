import { describe, expect, it } from 'vitest';
import type { CrossTabLock } from './cross-tab-lock';
import { broadcastChannelLock, noCrossTabLock, pickCrossTabLock, webLocksLock } from './cross-tab-lock';
import { ChannelHub, FakeLockManager } from './test-support/fake-locks';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs one critical section per tab, all at once; returns the most that ever ran together. */
async function maxOverlap(locks: CrossTabLock[]): Promise<number> {
  let inside = 0;
  let max = 0;
  await Promise.all(locks.map((lock) => lock(async () => {
    inside++;
    max = Math.max(max, inside);
    for (let i = 0; i < 5; i++) await tick();
    inside--;
  })));
  return max;
}

describe('cross-tab locks [HT-6]', () => {
  it('Web Locks: 5 tabs, one at a time', async () => {
    const manager = new FakeLockManager();
    expect(await maxOverlap(Array.from({ length: 5 }, () => webLocksLock(manager)))).toBe(1);
    expect(manager.requests).toBe(5);
  });

  it('BroadcastChannel fallback: 5 tabs claiming together, one at a time', async () => {
    const hub = new ChannelHub();
    let clock = 1000;
    const locks = Array.from({ length: 5 }, (_, i) => broadcastChannelLock(hub.channel(), {
      tabId: `tab${i}`, now: () => clock, delay: () => tick(), settleMs: 1,
    }));
    expect(await maxOverlap(locks)).toBe(1);
    clock += 1;
    expect(await maxOverlap(locks.slice(0, 2))).toBe(1); // and again, after the first round released
  });

  it('BroadcastChannel fallback: a claim of a tab that died is ignored once stale', async () => {
    const hub = new ChannelHub();
    let clock = 1000;
    const dead = hub.channel();
    const lock = broadcastChannelLock(hub.channel(), { tabId: 'b', now: () => clock, delay: async () => { clock += 10_000; await tick(); }, staleMs: 35_000 });
    dead.postMessage({ kind: 'claim', at: 999, tab: 'a' }); // never released
    await tick();
    expect(await lock(async () => 'ran')).toBe('ran');
  });

  it('picks Web Locks, then BroadcastChannel, then none', async () => {
    const manager = new FakeLockManager();
    const env = { tabId: 't', now: () => 0, delay: () => tick() };
    await pickCrossTabLock({ ...env, locks: manager })(async () => 1);
    expect(manager.requests).toBe(1);
    const hub = new ChannelHub();
    expect(await pickCrossTabLock({ ...env, makeChannel: () => hub.channel() })(async () => 2)).toBe(2);
    expect(pickCrossTabLock(env)).toBe(noCrossTabLock);
  });
});

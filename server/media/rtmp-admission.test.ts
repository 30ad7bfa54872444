import { describe, expect, it } from 'vitest';
import { IngestPools } from './rtmp-admission';

const limits = { maxPending: 3, maxPendingPerAddress: 2, maxPublishers: 1 };
const any = () => true;

describe('IngestPools', () => {
  it('refuses an address past its share of pending entries; a removed entry gives the share back', () => {
    const pools = new IngestPools<string>(limits);
    expect(pools.admit('a1', 'A', any)).toEqual({ ok: true });
    expect(pools.admit('a2', 'A', any)).toEqual({ ok: true });
    expect(pools.admit('a3', 'A', any)).toEqual({ ok: false, reason: 'perAddress' });
    pools.remove('a1');
    expect(pools.pendingFrom('A')).toBe(1);
    expect(pools.admit('a3', 'A', any)).toEqual({ ok: true });
  });

  it('a full pending pool names its oldest evictable entry for the newcomer, or refuses when none may go', () => {
    const pools = new IngestPools<string>(limits);
    pools.admit('a1', 'A', any);
    pools.admit('b1', 'B', any);
    pools.admit('c1', 'C', any);
    expect(pools.admit('d1', 'D', (e) => e !== 'a1')).toEqual({ ok: true, evicted: 'b1' });
    expect(pools.pendingCount).toBe(3);
    expect(pools.pendingFrom('B')).toBe(0);
    expect(pools.admit('e1', 'E', () => false)).toEqual({ ok: false, reason: 'pendingFull' });
  });

  it('a promoted entry leaves the pending pool and its address\'s share; publishers have their own cap', () => {
    const pools = new IngestPools<string>(limits);
    pools.admit('a1', 'A', any);
    pools.admit('a2', 'A', any);
    expect(pools.promote('a1')).toBe(true);
    expect(pools.isPublisher('a1')).toBe(true);
    expect(pools.promote('a1')).toBe(true); // already a publisher
    expect(pools.pendingFrom('A')).toBe(1);
    expect(pools.promote('a2')).toBe(false); // the one publisher slot is taken
    expect(pools.isPublisher('a2')).toBe(false);
    pools.remove('a1');
    expect(pools.publisherCount).toBe(0);
    expect(pools.promote('a2')).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IngestStatus } from '../../engine/worker/ingest/ingest-status';
import { connectionLabel, connectionState, STALE_AFTER_MS, stalenessLabel } from './connection-state';

const feed = (connected: boolean, lastFrameAt: number | null) => ({ feed: { connected, lastFrameAt } as IngestStatus });
const NOW = 1_800_000_000_000;

describe('connection state', () => {
  it('before any status, and before the first frame, it is connecting', () => {
    expect(connectionLabel(connectionState(null, NOW))).toBe('连接中');
    expect(connectionLabel(connectionState({ feed: null }, NOW))).toBe('连接中');
    expect(connectionLabel(connectionState(feed(true, null), NOW))).toBe('连接中');
    expect(connectionLabel(connectionState(feed(false, null), NOW))).toBe('连接中');
  });

  it('[SK-3] a link that was up and went down is reconnecting, saying how stale the scores are', () => {
    expect(connectionLabel(connectionState(feed(false, NOW - 1000), NOW))).toBe('重连中…');
    expect(stalenessLabel(connectionState(feed(false, NOW - 999), NOW))).toBe('');
    expect(stalenessLabel(connectionState(feed(false, NOW - 2_500), NOW))).toBe('2 秒前更新');
    expect(stalenessLabel(connectionState(feed(true, NOW - 2_500), NOW))).toBe('');
    fc.assert(fc.property(fc.integer({ min: 0, max: 3_600_000 }), (quiet) => {
      const state = connectionState(feed(false, NOW - quiet), NOW);
      expect(state).toEqual({ kind: 'reconnecting', seconds: Math.floor(quiet / 1000) });
      expect(stalenessLabel(state)).toBe(quiet >= 1000 ? `${Math.floor(quiet / 1000)} 秒前更新` : '');
    }));
  });

  it('live while frames came in the last 30 s; after that, how many seconds ago', () => {
    expect(connectionLabel(connectionState(feed(true, NOW - STALE_AFTER_MS), NOW))).toBe('实时');
    expect(connectionLabel(connectionState(feed(true, NOW - STALE_AFTER_MS - 1), NOW))).toBe('30 秒前更新');
    expect(connectionLabel(connectionState(feed(true, NOW - 95_400), NOW))).toBe('95 秒前更新');
  });

  it('property: a connected feed is stale exactly when quiet for more than 30 s, and the seconds never undercount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3_600_000 }), (quiet) => {
      const state = connectionState(feed(true, NOW - quiet), NOW);
      expect(state.kind === 'stale').toBe(quiet > STALE_AFTER_MS);
      if (state.kind === 'stale') expect(state.seconds).toBe(Math.floor(quiet / 1000));
    }));
  });
});

// The one contract every FrameSource passes (STYLE.md item 6), in virtual time: a world in which the far end
// (a fake feed server, or a recording) sends a whole match day, and the source hands it to a sink.
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../core';
import { EMPTY_STATE, fold } from '../../core';
import type { ManualScheduler } from '../../time/manual-scheduler';
import { RecordingSink, listProjection } from '../test-support/recording-sink';
import type { FrameSource } from './frame-source';

export interface SourceWorld {
  readonly source: FrameSource;
  readonly scheduler: ManualScheduler;
  readonly day: readonly FeedEvent[];
  /** The far end serves and sends what it has, then time moves on by `ms`. */
  step(ms?: number): void;
  /** Whether the far end has sent the whole day. */
  done(): boolean;
}

const MAX_STEPS = 2_000;

function run(world: SourceWorld, until: (sink: RecordingSink) => boolean): RecordingSink {
  const sink = new RecordingSink(() => world.scheduler.now());
  world.source.start(sink);
  for (let i = 0; i < MAX_STEPS && !until(sink); i++) world.step();
  return sink;
}

export function frameSourceContract(name: string, make: () => SourceWorld): void {
  describe(`FrameSource contract: ${name}`, () => {
    it('[SK-4] [SK-5] connects, opens, and sends binary packets that begin with both list snapshots', () => {
      const world = make();
      const sink = run(world, (s) => s.events().length >= 2);
      expect(sink.statuses[0]).toEqual({ state: 'connecting' });
      expect(sink.statuses.map((s) => s.state)).toContain('open');
      const firstTwo = sink.events().slice(0, 2);
      expect(firstTwo.map((e) => e.type)).toEqual(['listSnapshot', 'listSnapshot']);
      expect(new Set(firstTwo.map((e) => (e.type === 'listSnapshot' ? e.sport : '')))).toEqual(new Set(['football', 'basketball']));
    });

    it('delivers the whole day: folding what it sent gives the lists of the day', () => {
      const world = make();
      const sink = run(world, () => world.done());
      world.step();
      expect(sink.errors()).toEqual([]);
      expect(listProjection(sink.folded())).toEqual(listProjection(fold(EMPTY_STATE, world.day).state));
    });

    it('stop() ends it: a closed status, nothing sent afterwards, no timer left behind', () => {
      const world = make();
      const sink = run(world, (s) => s.events().length >= 2);
      world.source.stop();
      const sent = sink.packets.length;
      expect(sink.statuses.at(-1)).toMatchObject({ state: 'closed', retryAt: null });
      for (let i = 0; i < 50; i++) world.step(60_000);
      expect(sink.packets.length).toBe(sent);
      expect(world.scheduler.pending).toBe(0);
      world.source.stop();
    });

    it('start() twice starts once', () => {
      const world = make();
      const sink = new RecordingSink();
      world.source.start(sink);
      world.source.start(new RecordingSink());
      world.step();
      expect(sink.statuses.filter((s) => s.state === 'connecting')).toHaveLength(1);
    });

    it('resync() either says it cannot, or both list snapshots follow', () => {
      const world = make();
      const sink = run(world, (s) => s.events().length >= 4);
      const before = sink.events().length;
      if (!world.source.resync()) return;
      world.step();
      const after = sink.events().slice(before).filter((e) => e.type === 'listSnapshot');
      expect(new Set(after.map((e) => (e.type === 'listSnapshot' ? e.sport : '')))).toEqual(new Set(['football', 'basketball']));
    });
  });
}

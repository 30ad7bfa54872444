// Picks and builds the feed source the configuration asks for. Failures are values for main to print.
import { readFile } from 'node:fs/promises';
import type { Fixture } from '../../engine/wire';
import { generateDay } from '../../fixtures/generator';
import { readFixture } from '../../engine/wire';
import type { ServerConfig } from '../config';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { defaultFixturePath, ensureDefaultFixture } from './default-fixture';
import type { FeedSource } from './feed-source';
import { createReplaySource } from './replay-source';
import { createSimulatorSource } from './simulator-source';

export type SourceResult =
  | { readonly ok: true; readonly source: FeedSource; readonly description: string }
  | { readonly ok: false; readonly error: string };

export async function loadFixture(path: string): Promise<{ ok: true; fixture: Fixture } | { ok: false; error: string }> {
  try {
    return { ok: true, fixture: readFixture(new Uint8Array(await readFile(path))) };
  } catch (err) {
    return { ok: false, error: `fixture ${path}: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** What the source's making says: progress (generating the default day) and trouble (frames that do not decode). */
export interface SourceLog {
  readonly info: (line: string) => void;
  readonly warn: (line: string) => void;
}

const startsAt = (config: ServerConfig): string =>
  config.feedStart === undefined ? '' : `, starting at ${new Date(config.feedStart).toISOString()}`;

export async function sourceFromConfig(config: ServerConfig, timers: Scheduler, log: SourceLog): Promise<SourceResult> {
  if (config.feed === 'simulator') {
    const source = createSimulatorSource({ generate: generateDay, seed: config.seed, timers, speed: config.speed, start: config.feedStart });
    return { ok: true, source, description: `live simulator (seed '${config.seed}', speed ${config.speed}${startsAt(config)})` };
  }
  let path = config.fixture;
  try {
    path ??= await ensureDefaultFixture(defaultFixturePath(config.dataDir), log.info);
  } catch (err) {
    return { ok: false, error: `default fixture: ${err instanceof Error ? err.message : String(err)}` };
  }
  const loaded = await loadFixture(path);
  if (!loaded.ok) return loaded;
  const source = createReplaySource({
    fixture: loaded.fixture, timers, speed: config.speed, start: config.feedStart, loop: config.loop,
    onBadFrames: (n) => log.warn(`fixture ${path}: ${n} frames did not decode and are skipped`),
  });
  const loop = config.loop ? ', looping' : '';
  return { ok: true, source, description: `replay of ${path} (recorded ${loaded.fixture.header.date}, speed ${config.speed}${loop}${startsAt(config)})` };
}

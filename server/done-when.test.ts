// "Done when": the app started as `npm start` starts it (config from the environment, the recorded small day
// fixtures/days/small.lsfx replayed shifted to now), a client with a valid signed URL gets both lists and then live frames of today's matches
// within a second. FEED_SPEED makes frames flow fast.
import { afterAll, describe, expect, it } from 'vitest';
import type { ListSnapshot } from '../engine/core';
import { shanghaiDate } from '../engine/core/time/beijing-day';
import { parseConfig } from './config';
import { sourceFromConfig } from './feed/source-from-config';
import type { Runtime } from './runtime';
import { startRuntime } from './runtime';
import { signedWsUrl } from './test-support/signed-url';
import { SMALL_DAY_PATH } from './test-support/test-server';
import { TestClient, waitFor } from './test-support/ws-client';
import { SYSTEM_SCHEDULER } from '../engine/time';

let runtime: Runtime | undefined;
afterAll(async () => { await runtime?.stop(); });

describe('done when', () => {
  it('[SK-1] [SK-4] a signed client gets both lists, then live frames of today', async () => {
    const parsed = parseConfig({ PORT: '0', FIXTURE: SMALL_DAY_PATH, FEED_SPEED: '3600', DIST_DIR: '.no-ui' });
    if (!parsed.ok) throw new Error(parsed.error);
    const made = await sourceFromConfig(parsed.config, SYSTEM_SCHEDULER, { info: () => {}, warn: () => {} });
    if (!made.ok) throw new Error(made.error);
    runtime = await startRuntime(parsed.config, { source: made.source });

    const started = Date.now();
    const client = await TestClient.connect(signedWsUrl(runtime.wsUrl));
    client.requestLists();
    const lists = () => client.events().filter((e): e is ListSnapshot => e.type === 'listSnapshot');
    // A state waited for, not a time asserted: how fast it comes is the benches' (bench/latency.ts, bench/open.ts).
    await waitFor('both lists and live frames', () => lists().length === 2 && client.deltas().length > 0, 15_000);
    console.info(`[done-when] both lists and live frames ${Date.now() - started} ms after connecting`);

    const today = shanghaiDate(runtime.source.now());
    const matches = lists().flatMap((l) => l.matches);
    expect(matches.some((m) => shanghaiDate(m.matchTime * 1000) === today)).toBe(true);
    const known = new Set(matches.map((m) => m.id));
    // Within a few more seconds (hours of virtual time) a score or status frame of a listed match arrives.
    await waitFor('a frame of a listed match', () => client.deltas().some((e) => (e.type === 'score' || e.type === 'status') && known.has(e.matchId)), 5_000);
    expect(client.errors()).toBe(0);
    client.close();
  });
});

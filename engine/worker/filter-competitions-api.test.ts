// [FT-1] [FT-2] The filter dialog's competitions through the worker API as the page calls it (Comlink over a real
// MessageChannel): they follow the folded state, and a bad tab crosses as a refusal value.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { filterCompetitions } from '../core/filter';
import { fold } from '../core/fold/fold';
import { EMPTY_STATE } from '../core/model';
import type { EngineApi } from './api';
import { createEngineApi } from './api';
import { engineWorld, settle } from './test-support/engine-world';
import { encodeEventFrame, writeFixture } from '../wire';

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach((c) => { c.port1.close(); c.port2.close(); }));

describe('EngineApi.filterCompetitions', () => {
  it('[FT-1] [FT-2] answers the competitions of the folded day per sport and tab, and refuses a bad tab', async () => {
    const world = engineWorld();
    const channel = new MessageChannel();
    channels.push(channel);
    Comlink.expose(createEngineApi(world.engine), channel.port1);
    const api = Comlink.wrap<EngineApi>(channel.port2);

    expect(await api.filterCompetitions('football', 'all')).toEqual({ ok: true, competitions: [] }); // nothing folded yet

    const frames = world.day.map((e) => Uint8Array.from(encodeEventFrame(e)));
    const recording = writeFixture({ protocolVersion: 1, seed: 'x', date: '2026-11-18', startTs: world.day[0].ts, generator: 'test', frameCount: frames.length }, frames);
    await api.start({ replay: { bytes: recording, speed: 100 } });
    world.scheduler.advance(60_000);
    await settle();

    const folded = fold(EMPTY_STATE, [...world.day]).state;
    for (const [sport, tab] of [['football', 'all'], ['football', 'athletics'], ['basketball', 'allBasketball'], ['basketball', 'vieBasketball']] as const) {
      const answer = await api.filterCompetitions(sport, tab);
      expect(answer).toEqual({ ok: true, competitions: filterCompetitions(folded[sport], tab) });
    }
    const all = await api.filterCompetitions('football', 'all');
    expect(all.ok && all.competitions.length).toBeGreaterThan(0);
    expect(await api.filterCompetitions('football', 'vieBasketball')).toMatchObject({ ok: false, reason: 'badTab' });
  });
});

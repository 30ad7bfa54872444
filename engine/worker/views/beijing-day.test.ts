// [LS-2] The engine's day is the Beijing day, whatever zone the browser is in: it posts the day in its status and
// tells the page when it turns at Beijing midnight (driven by virtual time); kick-off times read Beijing time
// unless the fan chose local time.
import { describe, expect, it } from 'vitest';
import type { FootballRow, Match } from '../../core';
import { addBeijingDays, DAY_MS, emptyChanges, HOUR_MS, shanghaiDate, shanghaiMidnight, shiftEvent } from '../../core';
import { at, matchOf, stateOf } from '../../core/views/test-support/builders';
import { namedZone } from '../../time/zones';
import { ManualScheduler } from '../../time/manual-scheduler';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { engineWorld, settle } from '../test-support/engine-world';
import { PageViews } from '../test-support/page-views';
import { ViewHub } from './view-hub';
import { Engine } from '../engine';
import { createEngineApi } from '../api';
import { MemoryRepository } from '../persist/memory-repository';
import { WakeupHub } from '../source/wakeups';
import { FakeFeedServer } from '../test-support/fake-feed-server';
import { fixtureOf, sampleDay } from '../test-support/sample-day';
import { TestSocketNetwork } from '../test-support/test-socket';

const LOS_ANGELES = namedZone('America/Los_Angeles');

describe('the engine\'s day', () => {
  it('[LS-2] the status carries the Beijing day and a status goes out when it turns at Beijing midnight', async () => {
    const w = engineWorld({ localZone: LOS_ANGELES });
    await w.engine.start({ wsUrl: 'ws://feed.test/ws' });
    const now = w.scheduler.now();
    const today = shanghaiDate(now);
    expect(w.engine.status().today).toBe(today);
    const seen: string[] = [];
    w.engine.onStatus((s) => seen.push(s.today));
    w.scheduler.advance(shanghaiMidnight(now) + DAY_MS - now - 1);
    expect(seen.filter((d) => d !== today)).toEqual([]);
    w.scheduler.advance(1);
    expect(seen.at(-1)).toBe(addBeijingDays(today, 1));
    expect(w.engine.status().today).toBe(addBeijingDays(today, 1));
    await w.engine.stop();
    expect(w.scheduler.pending).toBe(0);
  });

  it('[LS-2] a live feed\'s day is the server\'s, days away from the device\'s clock: told when it first speaks, turned at its midnight', async () => {
    const day = sampleDay();
    // The device is a week ahead of the feed, whose Beijing midnight comes ten minutes after the session starts.
    const feedStart = shanghaiMidnight(day[0].ts) + DAY_MS - 10 * 60_000;
    const scheduler = new ManualScheduler(feedStart + 7 * DAY_MS + 3 * HOUR_MS);
    const skew = scheduler.now() - feedStart;
    const network = new TestSocketNetwork();
    const server = new FakeFeedServer(day, { now: () => scheduler.now() - skew });
    server.publish(20); // the day so far: the lists the page asks for
    const engine = new Engine({
      scheduler, random: () => 0, connectSocket: network.connect, wakeups: new WakeupHub(),
      fetch: () => Promise.reject(new Error('no network in this test')), openStorage: async () => new MemoryRepository(),
    });
    const step = (ms: number) => {
      network.pairs.forEach((p) => server.accept(p));
      server.serve();
      network.pairs.forEach((p) => p.flushToClient());
      scheduler.advance(ms);
    };
    const seen: string[] = [];
    engine.onStatus((st) => seen.push(st.today));
    await engine.start({ wsUrl: 'ws://feed.test/ws' });
    const feedToday = shanghaiDate(feedStart);
    for (let i = 0; i < 5; i++) {
      step(50);
      await settle();
    }
    expect(engine.status().today).toBe(feedToday);
    expect(seen).toContain(feedToday);
    // Ten feed minutes later its day turns, though the device's midnight is hours away.
    for (let i = 0; i < 11; i++) {
      step(60_000);
      await settle();
    }
    expect(engine.status().today).toBe(addBeijingDays(feedToday, 1));
    expect(seen.at(-1)).toBe(addBeijingDays(feedToday, 1));
    await engine.stop();
  });

  it('[LS-2] the feed\'s day goes out before the first rows it brings: a page that shows the rows already has the day', async () => {
    const day = sampleDay();
    // The device is a week ahead of the feed: until the feed speaks, the engine's day is the device's.
    const feedStart = shanghaiMidnight(day[0].ts) + 12 * HOUR_MS;
    const scheduler = new ManualScheduler(feedStart + 7 * DAY_MS);
    const skew = scheduler.now() - feedStart;
    const network = new TestSocketNetwork();
    const server = new FakeFeedServer(day, { now: () => scheduler.now() - skew });
    server.publish(20);
    const engine = new Engine({
      scheduler, random: () => 0, connectSocket: network.connect, wakeups: new WakeupHub(),
      fetch: () => Promise.reject(new Error('no network in this test')), openStorage: async () => new MemoryRepository(),
    });
    const api = createEngineApi(engine);
    const order: string[] = [];
    api.onStatus((st) => { order.push(`day ${st.today}`); });
    // A patch projected on the feed's clock (a week behind the device's) is one the feed's frames brought.
    api.onPatch((patch) => { if (patch.views.length > 0 && patch.now < scheduler.now() - DAY_MS) order.push('rows'); });
    await engine.start({ wsUrl: 'ws://feed.test/ws' });
    expect(await api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' })).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i++) {
      network.pairs.forEach((p) => server.accept(p));
      server.serve();
      network.pairs.forEach((p) => p.flushToClient());
      scheduler.advance(50);
      await settle();
    }
    const firstRows = order.indexOf('rows');
    expect(firstRows, order.join(', ')).toBeGreaterThan(0);
    expect(order.slice(0, firstRows).filter((e) => e.startsWith('day ')).at(-1)).toBe(`day ${shanghaiDate(feedStart)}`);
    await engine.stop();
  });

  it('[LS-2] a replay\'s day is its playhead\'s: playing across Beijing midnight turns it, with no waiting', async () => {
    const w = engineWorld();
    // The recorded day moved so that Beijing midnight falls between its 10th and 11th frames.
    const gapMid = (w.day[9].ts + w.day[10].ts) / 2;
    const shift = shanghaiMidnight(gapMid) + DAY_MS - Math.floor(gapMid);
    const day = w.day.map((e) => shiftEvent(e, shift));
    const seen: string[] = [];
    w.engine.onStatus((s) => seen.push(s.today));
    await w.engine.start({ replay: { bytes: fixtureOf(day), speed: 1 } });
    w.scheduler.advance(0);
    const first = shanghaiDate(day[0].ts);
    expect(w.engine.status().today).toBe(first);
    w.scheduler.advance(day[10].ts - day[0].ts);
    expect(seen.at(-1)).toBe(addBeijingDays(first, 1));
    expect(w.engine.seekReplay(day[2].ts)).toEqual({ ok: true });
    expect(w.engine.status().today).toBe(first);
    await w.engine.stop();
  });
});

describe('kick-off times and the local-time setting', () => {
  const KICK_OFF = at(19.5); // 19:30 Beijing time
  const NOW = KICK_OFF * 1000 - 2 * HOUR_MS;

  function world(localZone = LOS_ANGELES) {
    const scheduler = new ManualScheduler(NOW);
    const page = new PageViews();
    const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: page.apply, localZone });
    const m: Match = matchOf('football', 1, { matchTime: KICK_OFF });
    const changes = emptyChanges();
    changes.matches.football.add(1);
    changes.replaced.add('football');
    hub.batch({ state: stateOf([m]), changes, ts: NOW });
    const sub = page.accept(hub.subscribe({ sport: 'football', list: 'today', tab: 'all' }));
    return { hub, row: () => page.page(sub).model.rows[1] as FootballRow };
  }

  it('[LS-12] a browser in Los Angeles sees Beijing time by default and its own with localTime on, same day', () => {
    const w = world();
    expect(w.row()).toMatchObject({ time: '19:30', dayOffset: 0 });
    w.hub.localChanged({ ...DEFAULT_LOCAL_ITEMS, settings: { ...DEFAULT_LOCAL_ITEMS.settings, localTime: true } });
    // 2026-11-22 19:30 UTC+8 = 11:30Z = 03:30 PST.
    expect(w.row()).toMatchObject({ time: '03:30', dayOffset: 0 });
    w.hub.localChanged(DEFAULT_LOCAL_ITEMS);
    expect(w.row().time).toBe('19:30');
  });
});

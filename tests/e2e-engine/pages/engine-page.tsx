// A page for the browser checks and benches: the real page client and worker, driven from Node through
// window.engineTest; with ?live=<ws url> it also renders a list with the client's React hooks and notes when it
// first painted (the warm start check and bench).
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { MatchRow, ViewRow } from '../../../engine/core';
import type { EngineStatus, StartOptions, StartResult, SubscribeOptions } from '../../../engine/worker/api';
import type { EngineView, PatchApplied } from '../../../ui/engine-client';
import { startEngine, useEngineView, useViewOrder, useViewRow } from '../../../ui/engine-client';
import type { ViewStore } from '../../../ui/engine-client';

export interface ViewLists {
  readonly order: ViewRow[];
  readonly rows: Record<number, MatchRow>;
  readonly ready: boolean;
  readonly error: string | null;
}

export interface FirstPaint {
  /** ms since navigation start. */
  readonly at: number;
  readonly rows: number;
  readonly lists: ViewLists;
}

export interface EngineTest {
  subscribe(options: readonly SubscribeOptions[]): Promise<(string | null)[]>;
  start(options: StartOptions): Promise<StartResult>;
  startReplayFrom(url: string, speed: number): Promise<StartResult>;
  status(): Promise<EngineStatus>;
  pin(matchId: number): Promise<void>;
  lists(): ViewLists[];
  moment(): { now: number; dayStart: number } | null;
  readonly patches: PatchApplied[];
  /** performance.now() of the last patch applied. */
  lastPatchAt: number;
  firstPaint: FirstPaint | null;
}

declare global {
  interface Window { engineTest: EngineTest }
}

const client = startEngine();
const views: EngineView[] = [];
const patches: PatchApplied[] = [];

const listsOf = (store: ViewStore): ViewLists => JSON.parse(JSON.stringify({
  order: store.state.order, rows: store.state.rows, ready: store.state.ready, error: store.state.error,
})) as ViewLists;

const test: EngineTest = {
  async subscribe(options) {
    const answers = await Promise.all(options.map((o) => client.subscribe(o)));
    return answers.map((a) => {
      if ('store' in a) { views.push(a); return null; }
      return `${a.reason}: ${a.detail}`;
    });
  },
  start: (options) => client.api.start(options),
  async startReplayFrom(url, speed) {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return client.api.start({ replay: { bytes, speed } });
  },
  status: () => client.api.status(),
  async pin(matchId) { await client.api.pin('football', matchId); },
  lists: () => views.map((v) => listsOf(v.store)),
  moment: () => client.moment,
  patches,
  lastPatchAt: 0,
  firstPaint: null,
};
client.onPatchApplied((info) => { patches.push(info); test.lastPatchAt = performance.now(); });
window.engineTest = test;

// ---- the rendered list (?live=ws://…): the warm start paints from IndexedDB before the socket answers ----

function Row({ store, id }: { store: ViewStore; id: number }) {
  const row = useViewRow(store, id);
  if (!row) return null;
  return <li data-id={id}>{row.competitionName} {row.time} {row.homeName} {row.score} {row.awayName} {row.statusText}</li>;
}

function List({ store }: { store: ViewStore }) {
  const order = useViewOrder(store);
  if (order.length > 0 && !test.firstPaint) {
    // After React commits this render, the next frame paints it.
    requestAnimationFrame(() => setTimeout(() => {
      test.firstPaint ??= { at: performance.now(), rows: order.filter((r) => r.kind === 'match').length, lists: listsOf(store) };
    }, 0));
  }
  if (store.state.ready && order.length === 0) return <p>暂无数据</p>;
  return (
    <ul>
      {order.map((r) => (r.kind === 'match' ? <Row key={`m${r.id}`} store={store} id={r.id} /> : <li key={`d${r.section}`} className="divider">{r.section}</li>))}
    </ul>
  );
}

const LIST: SubscribeOptions = { sport: 'football', list: 'today', tab: 'all' };

function App({ wsUrl }: { wsUrl: string }) {
  const view = useEngineView(client, LIST);
  const store = view && 'store' in view ? view : null;
  useEffect(() => {
    if (!store) return;
    views.push(store);
    void client.api.start({ wsUrl }); // subscribed first: the warm state's patch reaches this list
  }, [store, wsUrl]);
  return store ? <List store={store.store} /> : null;
}

const live = new URLSearchParams(location.search).get('live');
if (live) createRoot(document.getElementById('root')!).render(<App wsUrl={live} />);

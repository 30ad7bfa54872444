// @vitest-environment happy-dom
// The match centre's hook (issue #13): 'loading' until the worker's first detail patch, then the view as the patches
// make it, re-rendering on each; a refused watch reads 'unknown' (the page asks the server); unmounting unwatches.
import type * as Comlink from 'comlink';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetailPatch, MatchDetailView, Patch, Sport } from '../../engine/core';
import { loadingDetailView } from '../../engine/core';
import type { EngineApi, WatchMatchAnswer } from '../../engine/worker/api';
import { EngineClient } from './engine-client';
import { useMatchDetail } from './use-match-detail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});
const settle = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

const line = { main: false, type: 0, position: 0, time: "21'", data: '角球', index: 0 };

/** A worker whose watchMatch() sends the full value on the patch port before it answers (the race of two ports). */
function fakeWorker(refuse = false) {
  let listener: ((patch: Patch) => unknown) | undefined;
  const unwatched: number[] = [];
  const ids: number[] = [];
  const post = (details: MatchDetailPatch[]) => listener?.({ now: 0, dayStart: 0, views: [], details });
  const api = {
    onPatch: async (l: (patch: Patch) => unknown) => { listener = l; return () => {}; },
    watchMatch: async (id: number, sport: Sport, matchId: number): Promise<WatchMatchAnswer> => {
      ids.push(id);
      if (refuse) return { ok: false, reason: 'badMatch', detail: 'no' };
      const view: MatchDetailView = { ...loadingDetailView(sport, matchId), status: 'live', updatedAt: 5 };
      post([{ subscription: id, kind: 'full', view }]);
      return { ok: true, id };
    },
    unwatch: async (id: number) => { unwatched.push(id); return true; },
  };
  // The client uses these calls of the Remote only.
  return { api: api as unknown as Comlink.Remote<EngineApi>, unwatched, post, ids };
}

function mount(client: EngineClient | null, seen: MatchDetailView[]) {
  function Probe() {
    seen.push(useMatchDetail(client, 'football', 42));
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<Probe />));
}

describe('useMatchDetail', () => {
  it("reads 'loading', then the worker's view and each change; unmounting unwatches", async () => {
    const worker = fakeWorker();
    const client = new EngineClient(worker.api);
    const seen: MatchDetailView[] = [];
    mount(client, seen);
    expect(seen[0]).toMatchObject({ status: 'loading', matchId: 42 });
    await settle();
    expect(seen.at(-1)).toMatchObject({ status: 'live', matchId: 42, updatedAt: 5, textLive: [] });
    act(() => worker.post([{ subscription: worker.ids[0], kind: 'change', change: { textLive: { length: 1, items: [[0, line]] }, updatedAt: 9 } }]));
    expect(seen.at(-1)).toMatchObject({ status: 'live', updatedAt: 9, textLive: [line] });
    act(() => root?.unmount());
    root = undefined;
    expect(worker.unwatched).toEqual(worker.ids);
  });

  it("a refused watch reads 'unknown', so the page falls back to the server", async () => {
    const client = new EngineClient(fakeWorker(true).api);
    const seen: MatchDetailView[] = [];
    mount(client, seen);
    await settle();
    expect(seen.at(-1)).toMatchObject({ status: 'unknown', matchId: 42 });
  });

  it("without an engine (no workers) it reads 'unknown' at once", () => {
    const seen: MatchDetailView[] = [];
    mount(null, seen);
    expect(seen[0]).toMatchObject({ status: 'unknown', matchId: 42 });
  });
});

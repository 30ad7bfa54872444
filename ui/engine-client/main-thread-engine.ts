// The engine on the page's main thread — only for the UI bench's comparison (`?engine=main`, engine-variant.ts),
// never for a normal load: start-engine.ts imports this module dynamically, so it is a chunk of its own that only
// such a load fetches. It builds the Engine with engine/worker/browser-engine.ts, as the worker does (same clock, socket,
// fetch, IndexedDB), and exposes createEngineApi over one end of a MessageChannel, so the page talks to it through
// the same Comlink Remote as to the worker: everything but the thread is identical, structured clones and
// transfers included. DESIGN.md's layer rule (ui/ imports engine/worker as types only) has this one exception,
// named in eslint.config.js.
import * as Comlink from 'comlink';
import { createEngineApi } from '../../engine/worker/api';
import { browserEngine } from '../../engine/worker/browser-engine';
import { markEngineOpen } from '../../engine/worker/perf/open-marks';

/** Serves a main-thread engine on `port`; the returned function stops it and closes the port. */
export function serveEngineOnPort(port: MessagePort): () => void {
  const { engine, detach } = browserEngine(window); // the page's window hears `online`, as the worker's self does
  Comlink.expose(createEngineApi(engine), port);
  markEngineOpen('booted');
  return () => {
    detach();
    void engine.stop();
    port.close();
  };
}

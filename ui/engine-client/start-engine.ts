// Starts the engine worker for this page and wraps it in an EngineClient. Vite bundles the worker from this URL.
import * as Comlink from 'comlink';
import type { EngineApi } from '../../engine/worker/api';
import { EngineClient } from './engine-client';

export function startEngine(): EngineClient {
  const worker = new Worker(new URL('../../engine/worker/engine.worker.ts', import.meta.url), { type: 'module' });
  return new EngineClient(Comlink.wrap<EngineApi>(worker), () => worker.terminate());
}

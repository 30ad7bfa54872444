// Probes for load balancers and compose: /healthz says the process answers; /readyz says it can serve — the
// feed has given it a state, the database answers, the bus (NATS when configured) is connected. JSON bodies,
// 200 or 503, never cached.
import type { FastifyInstance } from 'fastify';
import type { LiveState } from '../../engine/core';
import type { FrameBus } from '../bus/frame-bus';
import type { Database } from '../db/database';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';

export interface ReadinessDeps {
  readonly state: () => LiveState;
  /** The accounts database; a process without the accounts part (ROLE=gateway) has none to check. */
  readonly db?: Database;
  readonly bus?: FrameBus;
  /** How long the database may take to answer before the probe says not ready. */
  readonly dbTimeoutMs?: number;
  readonly timers?: Scheduler;
}

export interface Check {
  readonly ok: boolean;
  readonly [detail: string]: unknown;
}

const DB_TIMEOUT_MS = 2_000;

/** A hung database must not hang the probe: the load balancer would time out instead of reading a 503. */
async function databaseCheck(db: Database, timeoutMs: number, timers: Scheduler): Promise<Check> {
  const started = timers.now();
  let cancel: (() => void) | undefined;
  const late = new Promise<never>((_, reject) => {
    cancel = after(timers, timeoutMs, () => reject(new Error(`no answer in ${timeoutMs} ms`)));
  });
  try {
    await Promise.race([db.query('SELECT 1 AS one'), late]);
    return { ok: true, kind: db.kind, ms: timers.now() - started };
  } catch (err) {
    return { ok: false, kind: db.kind, error: err instanceof Error ? err.message : String(err) };
  } finally {
    cancel?.();
  }
}

export async function readiness(deps: ReadinessDeps): Promise<{ readonly ready: boolean; readonly checks: Record<string, Check> }> {
  const { stream, seq } = deps.state();
  const checks: Record<string, Check> = { feed: { ok: stream !== '' && seq > 0, stream, seq } };
  if (deps.db) checks.database = await databaseCheck(deps.db, deps.dbTimeoutMs ?? DB_TIMEOUT_MS, deps.timers ?? SYSTEM_SCHEDULER);
  if (deps.bus) checks.bus = { ok: deps.bus.connected(), kind: deps.bus.kind };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
}

export function healthRoutes(app: FastifyInstance, deps: ReadinessDeps): void {
  const started = Date.now();
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store')
    .send({ status: 'ok', uptimeS: Math.round((Date.now() - started) / 1000) }));
  app.get('/readyz', async (_req, reply) => {
    const { ready, checks } = await readiness(deps);
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks });
  });
}

// Which start() joins the session that runs rather than restarting it — one rule for both hosts (the dedicated
// worker's api.ts and the shared worker's shared-host.ts): a start naming the running session (the same live
// `wsUrl`, or the same replay URL and speed) gets that session's answer, so a second start() of the same feed —
// a second tab's on the shared engine, or a page's own second one — never reconnects the socket. Other options
// start a new session (the last start wins).
import type { StartOptions } from './start-options';
import type { StartResult } from './engine';

/** What start() options name a session by; undefined: they name none (a recording's bytes), so they restart. */
export function sessionKey(options: StartOptions): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  if ('wsUrl' in options) return `live ${String(options.wsUrl)}`;
  const replay = (options as { replay?: { url?: unknown; speed?: unknown } }).replay;
  // A recording's bytes come cloned with every call: they cannot name a session, so such a start always restarts.
  return typeof replay?.url === 'string' ? `replay ${replay.url} ${String(replay.speed ?? 1)}` : undefined;
}

export class SessionStarts {
  private running: { readonly key: string | undefined; readonly result: Promise<StartResult> } | undefined;

  constructor(private readonly begin: (options: StartOptions) => Promise<StartResult>) {}

  start(options: StartOptions): Promise<StartResult> {
    const key = sessionKey(options);
    if (this.running && key !== undefined && this.running.key === key) return this.running.result;
    const result = this.begin(options);
    const running = { key, result };
    this.running = running;
    void result.then((r) => { if (!r.ok && this.running === running) this.running = undefined; });
    return result;
  }

  /** The session was stopped: the next start starts one, whatever it names. */
  stopped(): void {
    this.running = undefined;
  }
}

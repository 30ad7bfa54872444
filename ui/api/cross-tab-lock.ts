// One refresh across tabs [HT-6] (DESIGN.md "Refresh": Web Locks or BroadcastChannel). A CrossTabLock runs `fn`
// while no other tab of this origin runs its own. Whoever gets the lock second finds the tokens already renewed
// in shared storage and does not refresh again (refresh-coordinator.ts). If a lock ever fails to exclude (the
// BroadcastChannel fallback can, under a race), the server's grace window still answers both tabs with the
// same token: nobody is logged out.
export type CrossTabLock = <T>(fn: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'qiusai-token-refresh';

/** navigator.locks, narrowed to what we use. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function webLocksLock(locks: LockManagerLike, name = REFRESH_LOCK_NAME): CrossTabLock {
  return (fn) => locks.request(name, fn);
}

/** Tabs that share nothing (or a single tab). */
export const noCrossTabLock: CrossTabLock = (fn) => fn();

/** BroadcastChannel, narrowed to what we use. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

export interface BroadcastLockOptions {
  readonly tabId: string;
  readonly now: () => number;
  /** Resolves after `ms` (setTimeout in the browser; tests pass their own). */
  readonly delay: (ms: number) => Promise<void>;
  /** How long a claim waits to hear competing claims before it counts as first. */
  readonly settleMs?: number;
  /** A claim older than this is a tab that died holding the lock: ignored. */
  readonly staleMs?: number;
}

interface Claim {
  readonly at: number;
  readonly tab: string;
}

type LockMessage = { readonly kind: 'claim'; readonly at: number; readonly tab: string } | { readonly kind: 'release'; readonly tab: string };

const before = (a: Claim, b: Claim) => a.at < b.at || (a.at === b.at && a.tab < b.tab);

/**
 * The fallback where Web Locks are missing: a tab announces a claim, listens for `settleMs` for competing
 * claims, then waits until every earlier claim (by time, then tab id) is released.
 */
export function broadcastChannelLock(channel: ChannelLike, options: BroadcastLockOptions): CrossTabLock {
  const settleMs = options.settleMs ?? 50;
  const staleMs = options.staleMs ?? 35_000; // longer than one refresh call may take (30 s timeout [HT-1])
  const others = new Map<string, Claim>();
  let changed: (() => void) | undefined;
  channel.addEventListener('message', (event) => {
    const m = event.data as LockMessage;
    if (!m || typeof m !== 'object' || m.tab === options.tabId) return;
    if (m.kind === 'claim') others.set(m.tab, { at: m.at, tab: m.tab });
    else if (m.kind === 'release') others.delete(m.tab);
    changed?.();
  });
  let queue: Promise<unknown> = Promise.resolve(); // one claim of this tab at a time

  async function acquire(): Promise<void> {
    const mine: Claim = { at: options.now(), tab: options.tabId };
    channel.postMessage({ kind: 'claim', ...mine } satisfies LockMessage);
    await options.delay(settleMs);
    for (;;) {
      const now = options.now();
      const ahead = [...others.values()].filter((c) => before(c, mine) && now - c.at < staleMs);
      if (ahead.length === 0) return;
      await Promise.race([new Promise<void>((resolve) => { changed = resolve; }), options.delay(settleMs)]);
    }
  }

  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      await acquire();
      try {
        return await fn();
      } finally {
        channel.postMessage({ kind: 'release', tab: options.tabId } satisfies LockMessage);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

export interface LockEnvironment {
  readonly locks?: LockManagerLike;
  readonly makeChannel?: (name: string) => ChannelLike;
  readonly tabId: string;
  readonly now: () => number;
  readonly delay: (ms: number) => Promise<void>;
}

/** Web Locks when the browser has them, else BroadcastChannel, else none. */
export function pickCrossTabLock(env: LockEnvironment): CrossTabLock {
  if (env.locks) return webLocksLock(env.locks);
  if (env.makeChannel) return broadcastChannelLock(env.makeChannel(REFRESH_LOCK_NAME), env);
  return noCrossTabLock;
}

// Stand-ins for the browser's cross-tab primitives, shared by the "tabs" of one test: a Web Locks manager
// (exclusive, FIFO per name) and a BroadcastChannel hub (every message reaches the other channels of the hub,
// asynchronously, structured-cloned like postMessage).
import type { ChannelLike, LockManagerLike } from '../cross-tab-lock';

export class FakeLockManager implements LockManagerLike {
  private readonly tails = new Map<string, Promise<unknown>>();
  requests = 0;

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.requests++;
    const before = this.tails.get(name) ?? Promise.resolve();
    const run = before.then(() => callback());
    this.tails.set(name, run.catch(() => undefined));
    return run;
  }
}

type Listener = (event: { readonly data: unknown }) => void;

export class ChannelHub {
  private readonly members: { listeners: Listener[] }[] = [];
  delivered = 0;

  channel(): ChannelLike {
    const me = { listeners: [] as Listener[] };
    this.members.push(me);
    return {
      postMessage: (message) => {
        const data = structuredClone(message);
        for (const other of this.members) {
          if (other === me) continue;
          queueMicrotask(() => {
            this.delivered++;
            for (const l of other.listeners) l({ data });
          });
        }
      },
      addEventListener: (_type, listener) => { me.listeners.push(listener); },
    };
  }
}

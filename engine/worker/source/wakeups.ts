// Moments when a waiting socket should try again at once instead of sitting out its [SK-3] delay: the browser
// came back online, or the tab became visible. A worker hears 'online' itself; visibility has to be told by the
// page (workers have no document), through the engine API.
import { Listeners } from '../listeners';

export type WakeReason = 'online' | 'visible';

export interface Wakeups {
  subscribe(listener: (reason: WakeReason) => void): () => void;
}

export class WakeupHub implements Wakeups {
  private readonly listeners = new Listeners<WakeReason>();

  subscribe(listener: (reason: WakeReason) => void): () => void {
    return this.listeners.add(listener);
  }

  notify(reason: WakeReason): void {
    this.listeners.emit(reason);
  }
}

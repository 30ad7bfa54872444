// Who holds the RTMP ingest's sockets: two pools. A socket starts in `pending` (handshake, connect, publish and
// the authorizer's answer) and moves to `publishers` once its publish is granted. The pools have their own caps,
// so sockets that have not shown a key can never take the room publishers need, and one address can hold only a
// few pending sockets. A full pending pool makes room for a newcomer by closing its oldest socket that is not
// waiting for the authorizer: an idle crowd is replaced faster than it can refill, while a real encoder, which
// needs a few round trips, gets through. Pure bookkeeping: the server closes what this module names.

export interface AdmissionLimits {
  /** Sockets that have not been granted a publish, in all. */
  readonly maxPending: number;
  /** …from one address. */
  readonly maxPendingPerAddress: number;
  /** Sockets whose publish was granted. */
  readonly maxPublishers: number;
}

export type Admitted<T> =
  | { readonly ok: true; readonly evicted?: T }
  | { readonly ok: false; readonly reason: 'perAddress' | 'pendingFull' };

export class IngestPools<T> {
  /** Pending sockets and their address, oldest first (a Map keeps insertion order). */
  private readonly pending = new Map<T, string>();
  private readonly perAddress = new Map<string, number>();
  private readonly publishers = new Set<T>();

  constructor(private readonly limits: AdmissionLimits) {}

  get pendingCount(): number {
    return this.pending.size;
  }

  get publisherCount(): number {
    return this.publishers.size;
  }

  pendingFrom(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /**
   * A new socket from `address`: refused when its address holds its share of pending sockets; when the pending
   * pool is full, the oldest pending socket `evictable` allows is removed and returned for the caller to close,
   * or the newcomer is refused when there is none.
   */
  admit(entry: T, address: string, evictable: (entry: T) => boolean): Admitted<T> {
    if (this.pendingFrom(address) >= this.limits.maxPendingPerAddress) return { ok: false, reason: 'perAddress' };
    let evicted: T | undefined;
    if (this.pending.size >= this.limits.maxPending) {
      for (const candidate of this.pending.keys()) {
        if (evictable(candidate)) {
          evicted = candidate;
          break;
        }
      }
      if (evicted === undefined) return { ok: false, reason: 'pendingFull' };
      this.remove(evicted);
    }
    this.pending.set(entry, address);
    this.perAddress.set(address, this.pendingFrom(address) + 1);
    return evicted === undefined ? { ok: true } : { ok: true, evicted };
  }

  /** A pending socket's publish was granted: it leaves the pending pool, if the publishers' pool has room. */
  promote(entry: T): boolean {
    if (!this.pending.has(entry)) return this.publishers.has(entry);
    if (this.publishers.size >= this.limits.maxPublishers) return false;
    this.remove(entry);
    this.publishers.add(entry);
    return true;
  }

  isPublisher(entry: T): boolean {
    return this.publishers.has(entry);
  }

  /** The socket closed (or was closed): it leaves whichever pool held it. */
  remove(entry: T): void {
    this.publishers.delete(entry);
    const address = this.pending.get(entry);
    if (address === undefined) return;
    this.pending.delete(entry);
    const left = this.pendingFrom(address) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }
}

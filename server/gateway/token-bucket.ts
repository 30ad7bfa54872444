// A token bucket: `burst` requests at once, then `perSecond` on average. One per client for what it asks of the
// gateway (list requests now; room joins and chat later), so one client cannot make the server work for it
// without bound. Time comes from the caller's clock (STYLE.md item 7).

export interface BucketLimits {
  /** Tokens when full: requests a client may make at once. */
  readonly burst: number;
  /** Tokens added per second, up to `burst`. */
  readonly perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(private readonly limits: BucketLimits, private readonly now: () => number) {
    this.tokens = limits.burst;
    this.at = now();
  }

  /** Takes `cost` tokens when there are that many; false (and nothing taken) when there are not. */
  take(cost = 1): boolean {
    const t = this.now();
    if (t > this.at) {
      this.tokens = Math.min(this.limits.burst, this.tokens + ((t - this.at) / 1000) * this.limits.perSecond);
      this.at = t;
    }
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }
}

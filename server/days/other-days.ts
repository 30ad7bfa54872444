// Other days' lists for futureMatch_b / historyMatch_b [LS-9]: days within `windowDays` of the feed's today are
// generated (other-day-lists.ts, in a worker thread) and kept in a small LRU — one generation gives both sports'
// lists, so an entry holds both. Today is the live state's business, and days outside the window have no list
// here (the route answers them from the state: empty). Concurrent requests for one day share one generation.
import type { Sport } from '../../engine/core';
import { DAY_MS, midnightOfShanghaiDate, SHANGHAI_UTC_OFFSET_MS, shanghaiDate, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { DayWorkerClient } from './day-worker-client';
import { Lru } from './lru';
import type { DayWhen, OtherDayLists, OtherDayRequest, OtherDaySpec } from './other-day-lists';

export const DEFAULT_WINDOW_DAYS = 7;
export const DEFAULT_CACHED_DAYS = 16;
/** fixtures/generator/schedule.ts matchId: one block of a million ids per local day. */
const MATCH_IDS_PER_DAY = 1_000_000;

export interface OtherDaysOptions {
  readonly spec: OtherDaySpec;
  /** Days before and after today that get a list (default 7: today −7 … today +7). */
  readonly windowDays?: number;
  /** Days kept (default 16: the whole window, both sides). */
  readonly cachedDays?: number;
  /** Builds a day's lists; a worker thread by default. */
  readonly build?: (request: OtherDayRequest) => Promise<OtherDayLists>;
}

export type OtherDayAnswer =
  | { readonly kind: 'today' }
  | { readonly kind: 'outside' }
  | { readonly kind: 'list'; readonly bytes: Promise<Uint8Array> };

export class OtherDays {
  private readonly cache: Lru<string, Promise<OtherDayLists>>;
  private readonly worker: DayWorkerClient | undefined;
  private readonly build: (request: OtherDayRequest) => Promise<OtherDayLists>;
  readonly windowDays: number;

  constructor(private readonly options: OtherDaysOptions) {
    this.windowDays = options.windowDays ?? DEFAULT_WINDOW_DAYS;
    this.cache = new Lru(options.cachedDays ?? DEFAULT_CACHED_DAYS);
    if (options.build) this.build = options.build;
    else {
      const worker = (this.worker = new DayWorkerClient());
      this.build = (request) => worker.lists(request);
    }
  }

  /** What to answer for `date` ('YYYY-MM-DD', a real date: the route validated it) when the feed's time is `now`. */
  answer(sport: Sport, date: string, now: number): OtherDayAnswer {
    const midnight = midnightOfShanghaiDate(date);
    if (midnight === undefined) return { kind: 'outside' };
    const offset = Math.round((midnight - shanghaiMidnight(now)) / DAY_MS);
    if (offset === 0) return { kind: 'today' };
    if (Math.abs(offset) > this.windowDays) return { kind: 'outside' };
    const when: DayWhen = offset < 0 ? 'past' : 'future';
    return { kind: 'list', bytes: this.lists(date, when).then((lists) => lists[sport]) };
  }

  /**
   * The day a match of another day is on ('YYYY-MM-DD'), read off its id: the generator gives each local day a
   * block of a million ids (fixtures/generator/schedule.ts), moved by the spec's idOffset. Undefined for an id of
   * no generated day.
   */
  dateOfMatch(matchId: number): string | undefined {
    const id = matchId - this.options.spec.idOffset;
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    const dayNumber = Math.floor(id / MATCH_IDS_PER_DAY);
    return shanghaiDate(dayNumber * DAY_MS - SHANGHAI_UTC_OFFSET_MS);
  }

  close(): Promise<void> {
    return this.worker?.close() ?? Promise.resolve();
  }

  private lists(date: string, when: DayWhen): Promise<OtherDayLists> {
    const key = `${date}:${when}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const made = this.build({ ...this.options.spec, date, when });
    this.cache.set(key, made);
    // A failed generation is not kept: the next request tries again.
    made.catch(() => { if (this.cache.get(key) === made) this.cache.delete(key); });
    return made;
  }
}

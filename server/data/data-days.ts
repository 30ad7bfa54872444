// The data pages' seasons for the feed's day: fixtures/generator's seasons (season.ts) for the feed's seed and
// the day it plays — the simulator's own date, a replay's recorded date (its matches are that day's) landed on
// today — made when first asked on a day and kept while the day lasts. The day's players are searchable too.
import type { Sport } from '../../engine/core';
import type { SportSeasons } from '../../fixtures/generator';
import { sportSeasons } from '../../fixtures/generator';
import type { FeedTime } from '../time/clocks';
import type { SearchEntry } from './data-catalogue';
import { DATA_CATALOGUE } from './data-catalogue';
import { pinyinInitials } from './pinyin-initials';

/** Where the feed's days come from: its seed and counts; a replay also names the day it recorded. */
export interface DataDaySpec {
  readonly seed?: string;
  readonly football?: number;
  readonly basketball?: number;
  /** A replay's recorded date (YYYY-MM-DD): every feed day plays its matches. */
  readonly recordedDate?: string;
}

/** Without a seed (a feed that names none, or the routes alone) the seasons are the default seed's. */
const DEFAULT_SEED = 'default';

/**
 * The seasons made in this process, by what they are made of: a pure function of its input, several seconds of
 * generator work for a full day, and the same for every app of a process that asks with the same spec on the same
 * day (a server holds one; a test process builds an app a test). The last few are kept: a day's are a few MB.
 */
const MADE = new Map<string, SportSeasons>();
const MADE_KEPT = 8;

function madeSeasons(input: Parameters<typeof sportSeasons>[0], sport: Sport): SportSeasons {
  const key = JSON.stringify([sport, input.seed, input.date, input.football, input.basketball, input.landsOn]);
  let seasons = MADE.get(key);
  if (!seasons) {
    seasons = sportSeasons(input, sport);
    if (MADE.size >= MADE_KEPT) MADE.delete(MADE.keys().next().value!);
    MADE.set(key, seasons);
  }
  return seasons;
}

interface Day {
  readonly date: string;
  readonly seasons: Partial<Record<Sport, SportSeasons>>;
  readonly players: Partial<Record<Sport, readonly SearchEntry[]>>;
}

export class DataDays {
  private day: Day = { date: '', seasons: {}, players: {} };

  constructor(private readonly spec: DataDaySpec | undefined, private readonly feed: FeedTime) {}

  /** The sport's seasons around the feed's day. */
  of(sport: Sport): SportSeasons {
    const day = this.today();
    let seasons = day.seasons[sport];
    if (!seasons) {
      const today = this.feed.today();
      seasons = madeSeasons({
        seed: this.spec?.seed ?? DEFAULT_SEED, date: this.spec?.recordedDate ?? today.date,
        football: this.spec?.football, basketball: this.spec?.basketball, landsOn: today.start,
      }, sport);
      day.seasons[sport] = seasons;
    }
    return seasons;
  }

  /** Every squad player of the day's clubs, as search entries (the team beside the name). */
  players(sport: Sport): readonly SearchEntry[] {
    const day = this.today();
    let players = day.players[sport];
    if (!players) {
      const { squads } = this.of(sport);
      const teams = DATA_CATALOGUE[sport].teams;
      players = [...teams.values()].flatMap((team) => squads.of(team.teamId).map((p): SearchEntry => ({
        kind: 'player', id: p.id, name: p.name, logo: team.logo, context: team.name, names: [p.name], initials: [pinyinInitials(p.name)],
      })));
      day.players[sport] = players;
    }
    return players;
  }

  private today(): Day {
    const { date } = this.feed.today();
    if (this.day.date !== date) this.day = { date, seasons: {}, players: {} };
    return this.day;
  }
}

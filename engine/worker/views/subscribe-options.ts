// What subscribe() accepts, checked at the boundary: a bad option is a refusal value, never an exception. A view
// follows the user's settings for what the page leaves out (display flags [LS-10], sort direction [LS-5]), so a
// settings change moves it without a new subscription. Another day's list names a day the page loaded before
// (day-lists.ts), so the options stay plain data.
import type { DayList, DisplayFlags, Settings, SortDirection, Sport, ViewSpec } from '../../core';
import { BASKETBALL_TABS, displayFlagsOf, FOOTBALL_TABS, SPORTS } from '../../core';
import type { DayLists } from './day-lists';

export interface SubscribeOptions {
  readonly sport: Sport;
  /**
   * Today's list, the home 'today's focus' list (trimmed [LS-4]), today's followed matches, or another day's
   * list (future or past days, `day` required) [LS-9].
   */
  readonly list: 'today' | 'focus' | 'followed' | 'day';
  /** With list 'day': the matchDate 'YYYY-MM-DD' of a day loaded with loadDay. */
  readonly day?: string;
  /** [LS-9] one of the sport's tabs (FOOTBALL_TABS / BASKETBALL_TABS). */
  readonly tab: string;
  /** The filter dialog's choice [FT-3]; omitted: every competition. */
  readonly competitionIds?: readonly number[];
  /** Omitted: the user's display settings, followed as they change [LS-10]. */
  readonly display?: DisplayFlags;
  /** Omitted: the user's sortDirection setting, followed as it changes [LS-5]. */
  readonly sortDirection?: SortDirection;
  /**
   * The page's first screen, in list entries (rows and dividers; a positive integer): the patch that fills the
   * empty list carries only the list's first `firstRows`, in order, so they paint at once, and the next patch the
   * rest. Omitted: the whole list in one patch.
   */
  readonly firstRows?: number;
}

export type SubscribeRefusal = {
  readonly ok: false;
  readonly reason: 'badSport' | 'badList' | 'badDay' | 'badTab' | 'badFilter' | 'badDisplay' | 'badSortDirection' | 'badFirstRows';
  readonly detail: string;
};

/** The options, checked: `specFor(settings)` gives the view spec under the settings of the moment. */
export interface CheckedSubscription {
  readonly ok: true;
  readonly sport: Sport;
  /** Whether the spec changes with the settings. */
  readonly followsSettings: boolean;
  /** A 'day' view's list (ViewContext.day). */
  readonly day?: DayList;
  /** The entries a filling patch carries (SubscribeOptions.firstRows); Infinity: all. */
  readonly firstRows: number;
  specFor(settings: Settings): ViewSpec;
}

const LISTS = ['today', 'focus', 'followed', 'day'] as const;
const DIRECTIONS: readonly SortDirection[] = ['order', 'reverse'];
const FLAGS: readonly (keyof DisplayFlags)[] = ['allDisplayed', 'completed', 'inProgress', 'noStart'];

const refuse = (reason: SubscribeRefusal['reason'], detail: string): SubscribeRefusal => ({ ok: false, reason, detail });

export function checkSubscribeOptions(o: SubscribeOptions, days?: Pick<DayLists, 'get'>): CheckedSubscription | SubscribeRefusal {
  if (typeof o !== 'object' || o === null) return refuse('badSport', 'options must be an object');
  if (!SPORTS.includes(o.sport)) return refuse('badSport', `sport ${String(o.sport)}`);
  if (!(LISTS as readonly string[]).includes(o.list)) return refuse('badList', `list ${String(o.list)}: one of ${LISTS.join(', ')}`);
  const day = o.list === 'day' ? checkDay(o.sport, o.day, days) : undefined;
  if (day && !day.ok) return day;
  const tabs: readonly string[] = o.sport === 'football' ? FOOTBALL_TABS : BASKETBALL_TABS;
  if (!tabs.includes(o.tab)) return refuse('badTab', `${o.sport} tab ${String(o.tab)}: one of ${tabs.join(', ')}`);
  if (o.competitionIds !== undefined && (!Array.isArray(o.competitionIds) || !o.competitionIds.every((id) => Number.isSafeInteger(id)))) {
    return refuse('badFilter', 'competitionIds must be a list of integer ids');
  }
  if (o.display !== undefined && !FLAGS.every((f) => typeof o.display?.[f] === 'boolean')) {
    return refuse('badDisplay', `display needs the booleans ${FLAGS.join(', ')}`);
  }
  if (o.sortDirection !== undefined && !DIRECTIONS.includes(o.sortDirection)) return refuse('badSortDirection', `sortDirection ${String(o.sortDirection)}`);
  if (o.firstRows !== undefined && !(Number.isSafeInteger(o.firstRows) && o.firstRows > 0)) return refuse('badFirstRows', `firstRows ${String(o.firstRows)}: a positive integer`);
  const competitions = o.competitionIds ? new Set(o.competitionIds) : undefined;
  const display = o.display ? { ...o.display } : undefined;
  const base = { list: o.list, competitions };
  return {
    ok: true,
    sport: o.sport,
    followsSettings: display === undefined || o.sortDirection === undefined,
    firstRows: o.firstRows ?? Infinity,
    ...(day?.ok && { day: day.list }),
    specFor(settings: Settings): ViewSpec {
      const options = {
        ...base,
        display: display ?? displayFlagsOf(settings, o.sport),
        sortDirection: o.sortDirection ?? settings.sortDirection,
      };
      return o.sport === 'football'
        ? { ...options, sport: 'football', tab: o.tab as ViewSpecTab<'football'> } // checked against the sport's tabs above
        : { ...options, sport: 'basketball', tab: o.tab as ViewSpecTab<'basketball'> };
    },
  };
}

type ViewSpecTab<S extends Sport> = Extract<ViewSpec, { sport: S }>['tab'];

/** A 'day' view names a day whose list was loaded (loadDay). */
function checkDay(sport: Sport, day: string | undefined, days: Pick<DayLists, 'get'> | undefined): { readonly ok: true; readonly list: DayList } | SubscribeRefusal {
  const list = typeof day === 'string' ? days?.get(sport, day) : undefined;
  return list ? { ok: true, list } : refuse('badDay', `list 'day' needs day: the date of a ${sport} day loaded with loadDay, got ${String(day)}`);
}

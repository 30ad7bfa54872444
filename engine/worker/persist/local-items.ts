// What SPEC.md §3 "Locally kept" keeps on the device: pinned match ids (pinnedArr), filter choices, active tabs,
// user settings (defaults in engine/core/rules/settings.ts) and the home notice. Tokens stay with the HTTP
// client on the page; dictionary data and agreement links are HTTP caches, not engine state.
import type { Sport } from '../../core';
import type { Settings } from '../../core/rules/settings';
import { DEFAULT_SETTINGS } from '../../core/rules/settings';

export interface FilterChoice {
  /** The filter dialog's tab: football all/athletics/beiDan/passLeg, basketball allBasketball/vieBasketball [FT-1]. */
  readonly tab: string;
  /** The competitions ticked in it [FT-3]. */
  readonly competitionIds: readonly number[];
}

export interface LocalItems {
  /** pinnedArr: matches pinned on top of each sport's list, in the order they were pinned [LS-6]. */
  readonly pinned: Readonly<Record<Sport, readonly number[]>>;
  /** The filter dialog's last choice per sport; null = no filter, everything shown. */
  readonly filters: Readonly<Record<Sport, FilterChoice | null>>;
  /** The active tab per screen, e.g. { football: 'living', homeFocus: 'basketball' } [LS-9]. */
  readonly tabs: Readonly<Record<string, string>>;
  readonly settings: Settings;
  /** The scrolling notice on the home page, as last fetched (SPEC.md §2 "Home page"). */
  readonly homeNotice: string;
}

export type LocalKey = keyof LocalItems;

export const LOCAL_KEYS: readonly LocalKey[] = ['pinned', 'filters', 'tabs', 'settings', 'homeNotice'];

export const DEFAULT_LOCAL_ITEMS: LocalItems = {
  pinned: { football: [], basketball: [] },
  filters: { football: null, basketball: null },
  tabs: {},
  settings: DEFAULT_SETTINGS,
  homeNotice: '',
};

// The filter dialog's state while it is open: the saved choice (read on open), the active tab, each visited tab's
// competitions (fetched from the engine on first visit, again after an [AU-8] reload, and again every
// EMPTY_RETRY_MS while the tab answers none) and each tab's ticks.
// The pure rules are filter-selection.ts; this hook only holds state and talks to the source.
import { useCallback, useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import type { TimerId } from '../../../engine/core/time/scheduler';
import type { FilterCompetition, FilterTab } from '../../../engine/core/filter';
import { defaultFilterTab, isFilterTab } from '../../../engine/core/filter';
import type { FilterChoice } from '../../../engine/worker/api';
import { onCompetitionReload } from '../../accounts/competition-reload';
import type { DoneResult } from './filter-selection';
import { doneChoice, initialSelection, invertSelection, resetSelection, selectAll, toggleSelection } from './filter-selection';
import type { FilterSource } from './filter-source';
import { useScheduler } from '../../time/scheduler-context';

/** A tab's competitions: null while they load, or why they could not be had. */
export type TabList = readonly FilterCompetition[] | null | { readonly error: string };

type PerTab<T> = Partial<Record<FilterTab, T>>;

export interface FilterDialogState {
  readonly tab: FilterTab;
  readonly list: TabList;
  readonly selected: readonly number[];
  selectTab(tab: FilterTab): void;
  toggle(id: number): void;
  selectAll(): void;
  invert(): void;
  reset(): void;
  /** [FT-4] Saves the choice, or answers why not (nothing ticked). */
  done(): Promise<DoneResult>;
}

const listedOf = (list: TabList): readonly FilterCompetition[] => (Array.isArray(list) ? list : []);

/**
 * How soon a tab that listed no competitions is asked again. The dialog can open before the page's engine has
 * folded its lists (home's 筛选 right after load): the engine then answers an empty list, and the dialog must fill
 * in when the lists arrive rather than stay empty until reopened. A tab that really has none (北单 on a quiet day)
 * keeps asking while the dialog is open — one cheap worker call a period.
 */
export const EMPTY_RETRY_MS = 500;

export function useFilterDialog(source: FilterSource, sport: Sport): FilterDialogState {
  const [saved, setSaved] = useState<FilterChoice | null | undefined>(undefined);
  const [tab, setTab] = useState<FilterTab>(defaultFilterTab(sport));
  const [lists, setLists] = useState<PerTab<TabList>>({});
  const [selections, setSelections] = useState<PerTab<readonly number[]>>({});
  const [reloads, setReloads] = useState(0);
  const [retries, setRetries] = useState(0);
  // 重置 forgets the saved choice for the rest of this opening: every tab then starts fully ticked.
  const [forgotten, setForgotten] = useState(false);
  const scheduler = useScheduler();

  useEffect(() => {
    let live = true;
    source.localItems().then((items) => {
      if (!live) return;
      const choice = items.filters[sport];
      setSaved(choice);
      if (choice && isFilterTab(sport, choice.tab)) setTab(choice.tab);
    }, () => { if (live) setSaved(null); });
    return () => { live = false; };
  }, [source, sport]);

  // [AU-8] After a login the category lists reload for the sport in the path: fetch the competitions again.
  useEffect(() => onCompetitionReload(({ sports }) => {
    if (!sports.includes(sport)) return;
    setLists({});
    setReloads((n) => n + 1);
  }), [sport]);

  const savedIds = useCallback(
    (t: FilterTab) => (!forgotten && saved && saved.tab === t ? saved.competitionIds : undefined),
    [saved, forgotten],
  );

  useEffect(() => {
    if (saved === undefined) return;
    let live = true;
    let retry: TimerId | undefined;
    setLists((all) => (Array.isArray(all[tab]) ? all : { ...all, [tab]: null }));
    source.filterCompetitions(sport, tab).then((answer) => {
      if (!live) return;
      const list: TabList = answer.ok ? answer.competitions : { error: answer.detail };
      setLists((all) => ({ ...all, [tab]: list }));
      // Nothing listed yet: ask once more in a moment (the effect runs again with the next `retries`).
      if (answer.ok && answer.competitions.length === 0) retry = scheduler.setTimeout(() => setRetries((n) => n + 1), EMPTY_RETRY_MS);
      // A tab's ticks start from its first answer that lists something; after that they are the user's.
      if (answer.ok && answer.competitions.length > 0) {
        setSelections((all) => (all[tab] ? all : { ...all, [tab]: initialSelection(answer.competitions, savedIds(tab)) }));
      }
    }, (error: unknown) => {
      if (live) setLists((all) => ({ ...all, [tab]: { error: String(error) } }));
    });
    return () => {
      live = false;
      scheduler.clearTimeout(retry);
    };
  }, [source, sport, tab, saved, savedIds, reloads, retries, scheduler]);

  const list = lists[tab] ?? null;
  const listed = listedOf(list);

  const selected = selections[tab] ?? [];
  // Nothing listed, nothing to tick: 全选 / 反选 / 重置 on an empty tab must not fix its ticks before the lists arrive.
  const setSelected = (next: readonly number[]) => {
    if (listed.length > 0) setSelections((all) => ({ ...all, [tab]: next }));
  };

  return {
    tab,
    list,
    selected,
    selectTab: (next) => { if (saved !== undefined) setTab(next); },
    toggle: (id) => setSelected(toggleSelection(selected, id)),
    selectAll: () => setSelected(selectAll(listed)),
    invert: () => setSelected(invertSelection(listed, selected)),
    reset: () => {
      // Back to no filter: the sport's 一级 tab, every tab fully ticked (filter-selection.ts).
      const home = defaultFilterTab(sport);
      const homeListed = listedOf(lists[home] ?? null);
      setForgotten(true);
      setSelections(homeListed.length > 0 ? { [home]: resetSelection(homeListed) } : {});
      if (saved !== undefined) setTab(home);
    },
    async done() {
      const result = doneChoice(tab, defaultFilterTab(sport), listed, selected);
      if (result.ok) await source.setFilter(sport, result.choice);
      return result;
    },
  };
}

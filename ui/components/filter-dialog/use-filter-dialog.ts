// The filter dialog's state while it is open: the saved choice (read on open), the active tab, each visited tab's
// competitions (fetched from the engine on first visit, and again after an [AU-8] reload) and each tab's ticks.
// The pure rules are filter-selection.ts; this hook only holds state and talks to the source.
import { useCallback, useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import type { FilterCompetition, FilterTab } from '../../../engine/core/filter';
import { defaultFilterTab, isFilterTab } from '../../../engine/core/filter';
import type { FilterChoice } from '../../../engine/worker/api';
import { onCompetitionReload } from '../../accounts/competition-reload';
import type { DoneResult } from './filter-selection';
import { doneChoice, initialSelection, invertSelection, resetSelection, selectAll, toggleSelection } from './filter-selection';
import type { FilterSource } from './filter-source';

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

export function useFilterDialog(source: FilterSource, sport: Sport): FilterDialogState {
  const [saved, setSaved] = useState<FilterChoice | null | undefined>(undefined);
  const [tab, setTab] = useState<FilterTab>(defaultFilterTab(sport));
  const [lists, setLists] = useState<PerTab<TabList>>({});
  const [selections, setSelections] = useState<PerTab<readonly number[]>>({});
  const [reloads, setReloads] = useState(0);

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

  const savedIds = useCallback((t: FilterTab) => (saved && saved.tab === t ? saved.competitionIds : undefined), [saved]);

  useEffect(() => {
    if (saved === undefined) return;
    let live = true;
    setLists((all) => (Array.isArray(all[tab]) ? all : { ...all, [tab]: null }));
    source.filterCompetitions(sport, tab).then((answer) => {
      if (!live) return;
      const list: TabList = answer.ok ? answer.competitions : { error: answer.detail };
      setLists((all) => ({ ...all, [tab]: list }));
      if (answer.ok) setSelections((all) => (all[tab] ? all : { ...all, [tab]: initialSelection(answer.competitions, savedIds(tab)) }));
    }, (error: unknown) => {
      if (live) setLists((all) => ({ ...all, [tab]: { error: String(error) } }));
    });
    return () => { live = false; };
  }, [source, sport, tab, saved, savedIds, reloads]);

  const list = lists[tab] ?? null;
  const listed = listedOf(list);
  const selected = selections[tab] ?? [];
  const setSelected = (next: readonly number[]) => setSelections((all) => ({ ...all, [tab]: next }));

  return {
    tab,
    list,
    selected,
    selectTab: (next) => { if (saved !== undefined) setTab(next); },
    toggle: (id) => setSelected(toggleSelection(selected, id)),
    selectAll: () => setSelected(selectAll(listed)),
    invert: () => setSelected(invertSelection(listed, selected)),
    reset: () => setSelected(resetSelection(listed, savedIds(tab))),
    async done() {
      const result = doneChoice(tab, defaultFilterTab(sport), listed, selected);
      if (result.ok) await source.setFilter(sport, result.choice);
      return result;
    },
  };
}

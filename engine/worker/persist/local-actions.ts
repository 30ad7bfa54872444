// The user's local actions on the kept items: pure, each names the one item it changed (what gets written).
import type { Sport } from '../../core';
import { unreachable } from '../../core';
import type { Settings } from '../../core/rules/settings';
import type { FilterChoice, LocalItems, LocalKey } from './local-items';

export type LocalAction =
  | { readonly type: 'pin'; readonly sport: Sport; readonly matchId: number }
  | { readonly type: 'unpin'; readonly sport: Sport; readonly matchId: number }
  | { readonly type: 'setFilter'; readonly sport: Sport; readonly choice: FilterChoice | null }
  | { readonly type: 'setTab'; readonly screen: string; readonly tab: string }
  | { readonly type: 'setSettings'; readonly patch: Partial<Settings> }
  | { readonly type: 'setHomeNotice'; readonly text: string };

export interface LocalChange {
  readonly items: LocalItems;
  readonly changed: LocalKey;
}

export function applyLocalAction(items: LocalItems, action: LocalAction): LocalChange {
  switch (action.type) {
    case 'pin': {
      const ids = items.pinned[action.sport];
      const next = ids.includes(action.matchId) ? ids : [...ids, action.matchId];
      return { items: { ...items, pinned: { ...items.pinned, [action.sport]: next } }, changed: 'pinned' };
    }
    case 'unpin': {
      const next = items.pinned[action.sport].filter((id) => id !== action.matchId);
      return { items: { ...items, pinned: { ...items.pinned, [action.sport]: next } }, changed: 'pinned' };
    }
    case 'setFilter':
      return { items: { ...items, filters: { ...items.filters, [action.sport]: action.choice } }, changed: 'filters' };
    case 'setTab':
      return { items: { ...items, tabs: { ...items.tabs, [action.screen]: action.tab } }, changed: 'tabs' };
    case 'setSettings':
      return { items: { ...items, settings: { ...items.settings, ...action.patch } }, changed: 'settings' };
    case 'setHomeNotice':
      return { items: { ...items, homeNotice: action.text }, changed: 'homeNotice' };
    default:
      return unreachable(action);
  }
}

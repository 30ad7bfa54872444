import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/rules/settings';
import { applyLocalAction } from './local-actions';
import { DEFAULT_LOCAL_ITEMS } from './local-items';
import { localItemsFrom } from './stored-local-items';

describe('local items', () => {
  it('[GN-6] [LS-5] [LS-10] settings default as SPEC.md §3 lists them', () => {
    expect(DEFAULT_LOCAL_ITEMS.settings).toBe(DEFAULT_SETTINGS);
    expect(DEFAULT_LOCAL_ITEMS.settings).toMatchObject({ promptRange: 'all', sortDirection: 'order', goalTip: true, allDisplayed: true, basketballNoStart: true });
  });

  it('[LS-6] pin keeps pinnedArr in pinning order without repeats; unpin removes; each names what changed', () => {
    let items = DEFAULT_LOCAL_ITEMS;
    for (const matchId of [5, 3, 5]) items = applyLocalAction(items, { type: 'pin', sport: 'football', matchId }).items;
    expect(items.pinned).toEqual({ football: [5, 3], basketball: [] });
    const change = applyLocalAction(items, { type: 'unpin', sport: 'football', matchId: 5 });
    expect(change).toMatchObject({ changed: 'pinned', items: { pinned: { football: [3], basketball: [] } } });
    expect(applyLocalAction(items, { type: 'setTab', screen: 'football', tab: 'living' })).toMatchObject({ changed: 'tabs', items: { tabs: { football: 'living' } } });
    expect(applyLocalAction(items, { type: 'setSettings', patch: { audioTip: false } }).items.settings).toEqual({ ...DEFAULT_SETTINGS, audioTip: false });
    expect(applyLocalAction(items, { type: 'setFilter', sport: 'basketball', choice: { tab: 'vieBasketball', competitionIds: [1] } }).changed).toBe('filters');
    expect(applyLocalAction(items, { type: 'setHomeNotice', text: '公告' }).items.homeNotice).toBe('公告');
  });

  it('items read back from an older or damaged store fall back to defaults, one by one', () => {
    const read = localItemsFrom({
      pinned: { football: [1, 'x'], basketball: [2] },
      filters: { football: { tab: 'all', competitionIds: [1] }, basketball: 'nonsense' },
      tabs: { football: 'all', home: 7 },
      settings: { goalTip: false, sortDirection: 'sideways', audioTip: 'yes', someOldSetting: true },
      homeNotice: 12,
    });
    expect(read).toEqual({
      pinned: { football: [], basketball: [2] },
      filters: { football: { tab: 'all', competitionIds: [1] }, basketball: null },
      tabs: { football: 'all' },
      settings: { ...DEFAULT_SETTINGS, goalTip: false },
      homeNotice: '',
    });
  });
});

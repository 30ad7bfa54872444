// [LS-6] showTop: on by default, changed like any other setting, read back from storage, and a stored value of the
// wrong type falls back to the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../core/rules/settings';
import { applyLocalAction } from './local-actions';
import { DEFAULT_LOCAL_ITEMS } from './local-items';
import { localItemsFrom } from './stored-local-items';

describe('showTop setting', () => {
  it('[LS-6] defaults on, is kept when turned off, and survives a read back', () => {
    expect(DEFAULT_SETTINGS.showTop).toBe(true);
    const { items, changed } = applyLocalAction(DEFAULT_LOCAL_ITEMS, { type: 'setSettings', patch: { showTop: false } });
    expect(changed).toBe('settings');
    const stored = JSON.parse(JSON.stringify({ settings: items.settings, pinned: items.pinned }));
    expect(localItemsFrom(stored).settings.showTop).toBe(false);
    expect(localItemsFrom({ settings: { ...items.settings, showTop: 'no' } }).settings.showTop).toBe(true);
    expect(localItemsFrom({ settings: { goalTip: false } }).settings.showTop).toBe(true); // written before showTop existed
  });

  it('[LS-6] pins kept in pin order survive a read back', () => {
    let items = DEFAULT_LOCAL_ITEMS;
    for (const id of [5, 3, 5]) items = applyLocalAction(items, { type: 'pin', sport: 'football', matchId: id }).items;
    expect(localItemsFrom(JSON.parse(JSON.stringify({ pinned: items.pinned }))).pinned.football).toEqual([5, 3]);
  });
});

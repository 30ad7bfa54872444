// Local items read back from storage may have been written by an older version, or tampered with: anything
// missing or of the wrong shape falls back to its default, item by item and setting by setting.
import type { Sport } from '../../core';
import type { Settings } from '../../core/rules/settings';
import { DEFAULT_SETTINGS } from '../../core/rules/settings';
import type { FilterChoice, LocalItems, LocalKey } from './local-items';
import { DEFAULT_LOCAL_ITEMS } from './local-items';

type Stored = Partial<Record<LocalKey, unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isSafeInteger(x));

function perSport<T>(v: unknown, read: (x: unknown) => T | undefined, fallback: Record<Sport, T>): Record<Sport, T> {
  if (!isRecord(v)) return fallback;
  return { football: read(v.football) ?? fallback.football, basketball: read(v.basketball) ?? fallback.basketball };
}

function filterChoice(v: unknown): FilterChoice | null | undefined {
  if (v === null) return null;
  if (isRecord(v) && typeof v.tab === 'string' && isIdList(v.competitionIds)) return { tab: v.tab, competitionIds: v.competitionIds };
  return undefined;
}

function settings(v: unknown): Settings {
  if (!isRecord(v)) return DEFAULT_SETTINGS;
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    if (typeof v[key] === typeof fallback) out[key] = v[key];
  }
  if (out.sortDirection !== 'order' && out.sortDirection !== 'reverse') out.sortDirection = DEFAULT_SETTINGS.sortDirection;
  return out as unknown as Settings;
}

function tabs(v: unknown): Record<string, string> {
  if (!isRecord(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function localItemsFrom(stored: Stored): LocalItems {
  const d = DEFAULT_LOCAL_ITEMS;
  return {
    pinned: perSport(stored.pinned, (x) => (isIdList(x) ? x : undefined), { ...d.pinned }),
    filters: perSport(stored.filters, filterChoice, { ...d.filters }),
    tabs: tabs(stored.tabs),
    settings: settings(stored.settings),
    homeNotice: typeof stored.homeNotice === 'string' ? stored.homeNotice : d.homeNotice,
  };
}

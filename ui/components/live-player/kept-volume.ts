// The player's volume, kept in this browser [LR-3] ("persisted locally"): every room opens at the level the viewer
// last chose. Storage may be missing or refuse (private modes, quota): then the default, and nothing kept.
import { clampVolume, DEFAULT_VOLUME } from './player-controls';

export const VOLUME_KEY = 'playerVolume';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | undefined {
  try { return window.localStorage; } catch { return undefined; }
}

export function readKeptVolume(storage: KeyValueStore | undefined = browserStorage()): number {
  const text = storage?.getItem(VOLUME_KEY);
  if (text === null || text === undefined || text.trim() === '') return DEFAULT_VOLUME;
  const value = Number(text);
  return Number.isFinite(value) ? clampVolume(value) : DEFAULT_VOLUME;
}

export function keepVolume(volume: number, storage: KeyValueStore | undefined = browserStorage()): void {
  try { storage?.setItem(VOLUME_KEY, String(clampVolume(volume))); } catch { /* storage full or refused */ }
}

import { describe, expect, it } from 'vitest';
import { keepVolume, readKeptVolume, VOLUME_KEY } from './kept-volume';
import { DEFAULT_VOLUME } from './player-controls';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => { items.set(key, value); }, items };
}

describe('kept volume [LR-3]', () => {
  it('[LR-3] keeps the slider level in local storage and reads it back', () => {
    const storage = memoryStorage();
    expect(readKeptVolume(storage)).toBe(DEFAULT_VOLUME);
    keepVolume(35, storage);
    expect(storage.items.get(VOLUME_KEY)).toBe('35');
    expect(readKeptVolume(storage)).toBe(35);
    keepVolume(0, storage);
    expect(readKeptVolume(storage)).toBe(0);
  });

  it('a damaged or out-of-range value reads as the default or the nearest level; a refusing storage is ignored', () => {
    expect(readKeptVolume(memoryStorage({ [VOLUME_KEY]: 'loud' }))).toBe(DEFAULT_VOLUME);
    expect(readKeptVolume(memoryStorage({ [VOLUME_KEY]: '' }))).toBe(DEFAULT_VOLUME);
    expect(readKeptVolume(memoryStorage({ [VOLUME_KEY]: '250' }))).toBe(100);
    expect(readKeptVolume(undefined)).toBe(DEFAULT_VOLUME);
    expect(() => keepVolume(50, { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } })).not.toThrow();
  });
});

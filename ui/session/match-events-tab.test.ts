import { describe, expect, it } from 'vitest';
import { MATCH_EVENTS_TAB_KEY, readMatchEventsTab, writeMatchEventsTab } from './match-events-tab';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('score-site sport for the session', () => {
  it('[SH-5] stores the chosen sport as matchEventsTab and reads it back', () => {
    const storage = memory();
    writeMatchEventsTab('basketball', storage);
    expect(storage.getItem(MATCH_EVENTS_TAB_KEY)).toBe('basketball');
    expect(readMatchEventsTab(storage)).toBe('basketball');
  });

  it('[SH-5] opens on football when nothing (or nonsense) is stored, or storage throws', () => {
    expect(readMatchEventsTab(memory())).toBe('football');
    const odd = memory();
    odd.setItem(MATCH_EVENTS_TAB_KEY, 'curling');
    expect(readMatchEventsTab(odd)).toBe('football');
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(readMatchEventsTab(blocked)).toBe('football');
    expect(() => writeMatchEventsTab('football', blocked)).not.toThrow();
  });
});

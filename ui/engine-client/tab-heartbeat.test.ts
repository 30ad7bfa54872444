import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time/manual-scheduler';
import { TAB_HEARTBEAT_MS, tabHeartbeat } from './tab-heartbeat';

function fakePage() {
  const listeners = new Map<string, (event: Event) => void>();
  let reloads = 0;
  return {
    page: {
      addEventListener: (type: string, l: (event: Event) => void) => { listeners.set(type, l); },
      removeEventListener: (type: string) => { listeners.delete(type); },
      reload: () => { reloads++; },
    },
    fire: (type: string, persisted = false) => listeners.get(type)?.({ persisted } as unknown as Event),
    reloads: () => reloads,
    listening: () => listeners.size,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('tabHeartbeat', () => {
  it('beats every TAB_HEARTBEAT_MS, says goodbye on pagehide, and reloads a page the engine dropped', async () => {
    const scheduler = new ManualScheduler(0);
    const calls: string[] = [];
    let known = true;
    const engine = { heartbeat: async () => { calls.push('beat'); return known; }, leave: async () => { calls.push('leave'); } };
    const p = fakePage();
    const stop = tabHeartbeat(engine, scheduler, p.page);
    scheduler.advance(TAB_HEARTBEAT_MS * 2);
    expect(calls).toEqual(['beat', 'beat']);
    p.fire('pagehide');
    expect(calls.at(-1)).toBe('leave');
    known = false;
    p.fire('pageshow', true); // back from the back-forward cache
    await flush();
    expect(p.reloads()).toBe(1);
    stop();
    expect(p.listening()).toBe(0);
    scheduler.advance(TAB_HEARTBEAT_MS * 3);
    expect(calls.filter((c) => c === 'beat')).toHaveLength(3);
  });
});

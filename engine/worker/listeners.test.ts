import { describe, expect, it } from 'vitest';
import { Listeners } from './listeners';

describe('Listeners', () => {
  it('[RT-11] a throwing listener is counted and reported; the others still run', () => {
    const errors: unknown[] = [];
    const listeners = new Listeners<number>((e) => errors.push(e));
    const seen: number[] = [];
    listeners.add(() => { throw new Error('boom'); });
    listeners.add((n) => seen.push(n));
    listeners.emit(1);
    expect(seen).toEqual([1]);
    expect(listeners.failures).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('a rejected promise from a (Comlink) listener is caught too', async () => {
    const listeners = new Listeners<number>();
    listeners.add(() => Promise.reject(new Error('port closed')));
    listeners.emit(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(listeners.failures).toBe(1);
  });

  it('unsubscribes, also from inside an emit', () => {
    const listeners = new Listeners<number>();
    const seen: number[] = [];
    const off = listeners.add((n) => { seen.push(n); off(); });
    listeners.emit(1);
    listeners.emit(2);
    expect(seen).toEqual([1]);
    expect(listeners.size).toBe(0);
  });
});

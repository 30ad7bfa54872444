import { describe, expect, it } from 'vitest';
import type { VisibilityPage } from './page-visibility';
import { forwardVisibility } from './page-visibility';

function fakePage() {
  const listeners = new Set<() => void>();
  const page: VisibilityPage & { visibilityState: DocumentVisibilityState } = {
    visibilityState: 'hidden',
    addEventListener: (_type, l) => { listeners.add(l); },
    removeEventListener: (_type, l) => { listeners.delete(l); },
  };
  const become = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    listeners.forEach((l) => l());
  };
  return { page, become, listeners };
}

describe('forwardVisibility', () => {
  it('[SK-3] tells the engine each time the tab becomes visible (a waiting socket retries at once), and stops when asked', () => {
    const { page, become, listeners } = fakePage();
    let told = 0;
    const stop = forwardVisibility({ pageVisible: () => { told++; } }, page);
    become('hidden');
    expect(told).toBe(0);
    become('visible');
    become('hidden');
    become('visible');
    expect(told).toBe(2);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('an engine whose port closed answers a rejected promise: nothing is thrown into the page', async () => {
    const { page, become } = fakePage();
    forwardVisibility({ pageVisible: () => Promise.reject(new Error('port closed')) as unknown as void }, page);
    expect(() => become('visible')).not.toThrow();
    await Promise.resolve();
  });
});

// @vitest-environment happy-dom
// The product's own new tabs (SPEC.md §2) keep their opener — the same browsing-context group, so the same renderer
// process, warm cache and shared engine — while a link elsewhere still opens without one.
import { describe, expect, it, vi } from 'vitest';
import { OWN_TAB_LINK, openOwnTab } from './own-tab';

describe('own tabs', () => {
  it('opens our page in a new tab without noopener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openOwnTab('/liveRoom?detail=3&SportType=football');
    expect(open.mock.calls).toEqual([['/liveRoom?detail=3&SportType=football', '_blank']]);
  });

  it('a link to our page opens a new tab with its opener', () => {
    expect(OWN_TAB_LINK).toEqual({ target: '_blank', rel: 'opener' });
  });
});

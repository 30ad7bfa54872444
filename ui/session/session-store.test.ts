import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, LOGGED_OUT } from './session-store';

const anchor = { id: 7, nickname: '老张说球', avatar: '', isAnchor: 1 as const, identifier: '1007' };

describe('session store', () => {
  it('[AU-11] starts logged out', () => {
    expect(createSessionStore().getSnapshot()).toBe(LOGGED_OUT);
  });

  it('logs in and out, notifying subscribers once per change', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.logIn(anchor);
    expect(store.getSnapshot()).toEqual({ isLoggedIn: true, user: anchor, anchorLiving: false });
    store.logOut();
    store.logOut();
    expect(store.getSnapshot()).toBe(LOGGED_OUT);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('[AN-7] marks a logged-in anchor live, and ignores it when logged out', () => {
    const store = createSessionStore();
    store.setAnchorLiving(true);
    expect(store.getSnapshot().anchorLiving).toBe(false);
    store.logIn(anchor);
    store.setAnchorLiving(true);
    expect(store.getSnapshot().anchorLiving).toBe(true);
  });

  it('updates the user of a login without ending a live broadcast; logged out, it logs in', () => {
    const store = createSessionStore();
    store.updateUser(anchor);
    expect(store.getSnapshot()).toEqual({ isLoggedIn: true, user: anchor, anchorLiving: false });
    store.setAnchorLiving(true);
    store.updateUser({ ...anchor, nickname: '老张' });
    expect(store.getSnapshot()).toEqual({ isLoggedIn: true, user: { ...anchor, nickname: '老张' }, anchorLiving: true });
  });

  it('stops notifying after unsubscribe', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener)();
    store.logIn(anchor);
    expect(listener).not.toHaveBeenCalled();
  });
});

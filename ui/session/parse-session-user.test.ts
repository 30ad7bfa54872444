import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../api';
import { parseSessionUser } from './parse-session-user';
import { createUserCache } from './user-cache';

const info = {
  id: 10001, customerId: 10001, nickname: '老张说球', avatar: 'data:image/svg+xml,x', isAnchor: 1, identifier: 880001,
  userCode: 'QS10001', followToCount: 3, followFromCount: 120, level: 4, phone: '199****0001', hasPassword: true,
};

describe('session user from /v1/customer/info', () => {
  it('keeps the user fields the header needs; the room id becomes a string', () => {
    expect(parseSessionUser(info)).toEqual({
      id: 10001, customerId: 10001, nickname: '老张说球', avatar: 'data:image/svg+xml,x', isAnchor: 1, identifier: '880001',
      userCode: 'QS10001', followToCount: 3, followFromCount: 120,
    });
  });

  it('a viewer has no room; odd values fall back or drop out', () => {
    expect(parseSessionUser({ id: 2, nickname: '球迷', isAnchor: 0, identifier: null, avatar: 5, followToCount: 'x' }))
      .toEqual({ id: 2, nickname: '球迷', avatar: '', isAnchor: 0 });
  });

  it('refuses what is not a user', () => {
    expect(parseSessionUser(null)).toBeUndefined();
    expect(parseSessionUser({ nickname: 'x' })).toBeUndefined();
    expect(parseSessionUser('user')).toBeUndefined();
  });

  it('[HT-5] the local copy round-trips, and a broken one reads as none', () => {
    const storage = new MemoryStorage();
    const cache = createUserCache(storage);
    const user = parseSessionUser(info)!;
    cache.write(user);
    expect(cache.read()).toEqual(user);
    storage.setItem('userInfo', '{not json');
    expect(cache.read()).toBeUndefined();
    cache.clear();
    expect(storage.getItem('userInfo')).toBeNull();
  });
});

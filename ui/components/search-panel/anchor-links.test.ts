import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarTarget } from './anchor-links';

describe('anchor avatar target', () => {
  it('[LR-6] a live anchor\'s avatar opens the live room; otherwise the profile, in a new tab', () => {
    fc.assert(fc.property(fc.integer({ min: 1 }), fc.boolean(), fc.option(fc.integer({ min: 1 })), (customerId, living, roomId) => {
      const t = avatarTarget({ customerId, living, roomId });
      if (living && roomId !== null) expect(t).toEqual({ href: `/liveRoom?roomId=${roomId}`, newTab: false });
      else expect(t).toEqual({ href: `/personalHomepage?customId=${customerId}`, newTab: true });
    }));
  });
});

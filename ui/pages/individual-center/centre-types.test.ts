import { describe, expect, it } from 'vitest';
import { CENTRE_SHORTCUT, userMenuLinks } from '../../components/user-menu/personal-centre';
import { centreHref, centreMenu, centreRouteOf, customerIdOf } from './centre-types';

const typeOfHref = (href: string) => new URL(href, 'http://x').searchParams.get('type');

describe('personal-centre types', () => {
  it('[SH-3] [SH-8] every user-menu entry of each role opens its type for that role', () => {
    for (const isAnchor of [false, true]) {
      for (const link of userMenuLinks(isAnchor)) {
        const route = centreRouteOf(typeOfHref(link.href), isAnchor);
        expect(route.kind, `${link.label} (${isAnchor ? 'anchor' : 'viewer'})`).toBe('open');
        if (route.kind === 'open') expect(route.entry.label).toBe(link.label);
      }
    }
  });

  it('[SH-3] [SH-7] the shortcuts open their types: user level and follows for viewers; anchor level, forecast, follows and fans for anchors', () => {
    const viewer = [CENTRE_SHORTCUT.userLevel, CENTRE_SHORTCUT.follow];
    const anchor = [CENTRE_SHORTCUT.anchorLevel, CENTRE_SHORTCUT.forecast, CENTRE_SHORTCUT.follow, CENTRE_SHORTCUT.fans];
    for (const t of viewer) expect(centreRouteOf(String(t), false).kind).toBe('open');
    for (const t of anchor) expect(centreRouteOf(String(t), true).kind).toBe('open');
  });

  it('[SH-8] a viewer at an anchor\'s type is told why; no type or a wrong one opens account security', () => {
    for (const t of ['3', '4', '7', '8', '10']) expect(centreRouteOf(t, false).kind).toBe('forbidden');
    for (const q of [null, '', '0', '11', 'x', '1.5', '999']) expect(centreRouteOf(q, true)).toEqual({ kind: 'default' });
  });

  it('[SH-8] the side menu of each role lists what its user menu and shortcuts lead to', () => {
    expect(centreMenu(false).map((e) => e.type)).toEqual([1, 2, 5, 6, 9]);
    expect(centreMenu(true).map((e) => e.type)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('another user\'s centre: type 6 with a customerId that is a positive id', () => {
    expect(centreHref(6, 10001)).toBe('/individualCenter?type=6&customerId=10001');
    expect(customerIdOf('10001')).toBe(10001);
    for (const q of [null, '0', '-3', 'abc', '99999999999']) expect(customerIdOf(q)).toBeUndefined();
  });
});

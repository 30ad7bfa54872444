import { describe, expect, it } from 'vitest';
import { CENTRE_SHORTCUT, personalCentreType, userMenuLinks } from './personal-centre';

describe('user dropdown menu', () => {
  it('[SH-3] maps menu index to personal-centre type: 0→1, 1→2, 2→5, 3→6, 4→7 (anchors) or 9, 5→8, 6→9', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => personalCentreType(i, true))).toEqual([1, 2, 5, 6, 7, 8, 9]);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => personalCentreType(i, false))).toEqual([1, 2, 5, 6, 9, 8, 9]);
    expect(() => personalCentreType(7, true)).toThrow(RangeError);
  });

  it('[SH-3] shortcuts: user level 2, anchor level 3, forecast 4, follow 9, fans 10', () => {
    expect(CENTRE_SHORTCUT).toEqual({ userLevel: 2, anchorLevel: 3, forecast: 4, follow: 9, fans: 10 });
  });

  it('[SH-8] a viewer sees account security, user level, history, messages and my follows', () => {
    expect(userMenuLinks(false).map((l) => [l.label, l.href])).toEqual([
      ['账号安全', '/individualCenter?type=1'],
      ['用户等级', '/individualCenter?type=2'],
      ['历史足迹', '/individualCenter?type=5'],
      ['我的消息', '/individualCenter?type=6'],
      ['我的关注', '/individualCenter?type=9'],
    ]);
  });

  it('[SH-8] an anchor sees account security, history, messages, live notice and my predictions', () => {
    expect(userMenuLinks(true).map((l) => [l.label, l.href])).toEqual([
      ['账号安全', '/individualCenter?type=1'],
      ['历史足迹', '/individualCenter?type=5'],
      ['我的消息', '/individualCenter?type=6'],
      ['直播公告', '/individualCenter?type=7'],
      ['我的预测', '/individualCenter?type=8'],
    ]);
  });
});

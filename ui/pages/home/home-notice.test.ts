import { describe, expect, it } from 'vitest';
import { homeNoticeOf, NOTICE_SEPARATOR } from './home-notice';

describe('homeNoticeOf', () => {
  it('the values in sort order, run together, blanks dropped', () => {
    const map = {
      qrCode: [],
      home_notice: [
        { id: 2, value: '第二条', label: '首页公告', sort: 2 },
        { id: 1, value: ' 第一条 ', label: '首页公告', sort: 1 },
        { id: 3, value: '  ', label: '首页公告', sort: 3 },
      ],
    };
    expect(homeNoticeOf(map)).toBe(`第一条${NOTICE_SEPARATOR}第二条`);
  });

  it('an empty list is no notice; a malformed answer is undefined (the kept notice stays)', () => {
    expect(homeNoticeOf({ home_notice: [] })).toBe('');
    for (const bad of [null, undefined, 'x', 3, {}, { home_notice: 'x' }, { home_notice: [{ value: 1 }] }, { home_notice: [null] }]) {
      expect(homeNoticeOf(bad)).toBeUndefined();
    }
  });

  it('an item without a usable sort keeps its place at 0', () => {
    expect(homeNoticeOf({ home_notice: [{ value: 'b', sort: 1 }, { value: 'a' }] })).toBe(`a${NOTICE_SEPARATOR}b`);
  });
});

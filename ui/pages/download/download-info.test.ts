// The download page's and popup's data out of /dict/getDictMap and /v1/version/checkUpdate (SPEC.md §2, §3).
import { describe, expect, it } from 'vitest';
import { appVersionOf, domainsOf, downloadCodesOf, versionLabel } from './download-info';

const ORIGIN = 'https://qiusai.example';

describe('download info', () => {
  it('the dictionary\'s QR codes in sort order, made absolute, with their platform', () => {
    const codes = downloadCodesOf({
      qrCode: [
        { id: 2, value: '/downLoad?platform=ios', label: 'iPhone 下载', sort: 2 },
        { id: 1, value: '/downLoad?platform=android', label: 'Android 下载', sort: 1 },
      ],
    }, ORIGIN);
    expect(codes).toEqual([
      { url: 'https://qiusai.example/downLoad?platform=android', label: 'Android 下载', platform: 'android' },
      { url: 'https://qiusai.example/downLoad?platform=ios', label: 'iPhone 下载', platform: 'ios' },
    ]);
  });

  it('no usable codes (none, malformed, a javascript: URL): the built-in two', () => {
    for (const dict of [undefined, {}, { qrCode: 'x' }, { qrCode: [{ id: 1, value: 'javascript:alert(1)', label: 'x', sort: 1 }] }]) {
      expect(downloadCodesOf(dict, ORIGIN).map((c) => c.platform)).toEqual(['android', 'ios']);
    }
  });

  it('domains: values trimmed, blanks and duplicates dropped, in sort order', () => {
    expect(domainsOf({ domains: [
      { id: 2, value: ' b.example ', label: '网站地址', sort: 2 }, { id: 1, value: 'a.example', label: '网站地址', sort: 1 },
      { id: 3, value: '', label: '网站地址', sort: 3 }, { id: 4, value: 'a.example', label: '网站地址', sort: 4 },
    ] })).toEqual(['a.example', 'b.example']);
    expect(domainsOf(null)).toEqual([]);
  });

  it('version info: updateContent a change a line; no name means no version', () => {
    const v = appVersionOf({ versionName: '3.6.2', versionCode: 362, updateTime: '2026-11-18 10:00', updateContent: '1. 新增\r\n\n2. 修复\n' });
    expect(v).toEqual({ versionName: '3.6.2', versionCode: 362, updateTime: '2026-11-18 10:00', changes: ['1. 新增', '2. 修复'] });
    expect(versionLabel(v!)).toBe('v3.6.2');
    expect(versionLabel({ ...v!, versionName: 'V4.0' })).toBe('V4.0');
    expect(appVersionOf({ versionName: ' ' })).toBeUndefined();
    expect(appVersionOf(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { CODE } from '../api';
import { accountsHarness } from './test-support/accounts-harness';

const PHONE = { nationalCode: '86', number: '13800138001' };

describe('the app client\'s toasts', () => {
  it('[HT-3] another non-zero code shows the server message as an error toast', async () => {
    const h = accountsHarness();
    h.api.on('/login', () => h.api.code(40002, '验证码错误'));
    expect(await h.accounts.calls.loginByCode(PHONE, '000000')).toMatchObject({ ok: false, code: 40002 });
    expect(h.toasts).toEqual([{ kind: 'error', text: '验证码错误' }]);
  });

  it('[HT-4] code 4000 warns 请求过于频繁，请稍后重试！', async () => {
    const h = accountsHarness();
    h.api.on('/ali/sms/sendCode', () => h.api.code(CODE.rateLimited, 'too many'));
    await h.accounts.calls.sendCode(PHONE, 'login');
    expect(h.toasts).toEqual([{ kind: 'warning', text: '请求过于频繁，请稍后重试！' }]);
  });

  it('[HT-7] a network error is toasted with its message', async () => {
    const h = accountsHarness();
    h.api.on('/ali/sms/sendCode', () => { throw new TypeError('Failed to fetch'); });
    await h.accounts.calls.sendCode(PHONE, 'login');
    expect(h.toasts).toEqual([{ kind: 'error', text: 'Failed to fetch' }]);
  });

  it('[HT-3] the header\'s own calls stay silent', async () => {
    const h = accountsHarness();
    h.api.on('/v1/tasks/levelinfo', () => h.api.code(50000, 'boom'));
    h.api.on('/v1/customer/reportOnline', () => h.api.code(50000, 'boom'));
    await h.accounts.calls.levelTable(1);
    await h.accounts.calls.reportOnline();
    expect(h.toasts).toEqual([]);
  });

  it('[AU-10] presence is reported with {scope: "web"}', async () => {
    const h = accountsHarness();
    h.api.on('/v1/customer/reportOnline', () => h.api.ok(null));
    await h.accounts.calls.reportOnline();
    expect(h.api.seen.find((r) => r.path === '/v1/customer/reportOnline')?.body).toBe('{"scope":"web"}');
  });
});

// Login, passwords, refresh and the rules every login-required call follows.
import { describe, expect, it } from 'vitest';
import { API_CODE } from './errors';
import { HEADER } from './headers';
import { apiPerTest } from './test-support/api-per-test';

const suite = apiPerTest();

const PHONE = '13800000001';
const b64 = (s: string) => Buffer.from(s).toString('base64');
type Tokens = { accessToken: string; refreshToken: string; first?: boolean };

describe('envelope and client key', () => {
  it('[HT-2] code 0 answers carry sealed data; the client key endpoint hands out the keys, plain', async () => {
    const key = await suite.api.call<null>('/v1/common/clientKey', undefined, { method: 'GET' });
    const data = (key.envelope as unknown as { data: { encKey: string; macKey: string; v: number } }).data;
    expect(Buffer.from(data.encKey, 'base64').equals(Buffer.from(suite.api.keys.encKey))).toBe(true);
    expect(Buffer.from(data.macKey, 'base64').equals(Buffer.from(suite.api.keys.macKey))).toBe(true);
    const r = await suite.api.call('/v1/tasks/levelinfo', { levelType: 3 });
    expect(r.envelope.code).toBe(0);
    expect(typeof r.envelope.data).toBe('string');
    expect(r.data).toMatchObject({ levelType: 3, levelList: ['青铜', '白银', '黄金', '铂金', '钻石', '大师', '王者'] });
  });
});

describe('SMS code login', () => {
  it('[AU-7] first login creates the account (first: true); the next one does not', async () => {
    const first = await suite.api.login(PHONE);
    expect(first).toMatchObject({ first: true, accessToken: expect.stringMatching(/^v1\./), refreshToken: expect.stringMatching(/^rt1\./) });
    const info = await suite.api.call<{ nickname: string; phone: string; isAnchor: number; hasPassword: boolean }>('/v1/customer/info', undefined, { token: first.accessToken });
    expect(info.data).toMatchObject({ phone: '138****0001', isAnchor: 0, hasPassword: false });
    expect(info.data.nickname).toMatch(/^球迷\d{4}$/);
    expect((await suite.api.login(PHONE)).first).toBe(false);
  });

  it('[AU-2] [AU-3] validation messages are the spec copy', async () => {
    const cases: [string, unknown, string][] = [
      ['/ali/sms/sendCode', { scene: 'login' }, '请输入手机号后再获取验证码'],
      ['/ali/sms/sendCode', { phoneNumber: '1234', scene: 'login' }, '请输入正确手机号'],
      ['/ali/sms/sendCode', { phoneNumber: PHONE, scene: 'other' }, '验证码类型取值不正确'],
      ['/login', { code: '123456' }, '请输入手机号后登录'],
      ['/login', { phoneNumber: PHONE, code: '' }, '请输入验证码后登录'],
      ['/loginByPassWord', { phoneNumber: PHONE }, '请输入密码后登录'],
      ['/reSetPw', { phone: PHONE, code: '123456', pwTwo: 'a' }, '请输入新的登录密码'],
      ['/reSetPw', { phone: PHONE, code: '123456', pwOne: 'abcd1234' }, '请再次输入新的登录密码'],
    ];
    for (const [url, body, msg] of cases) {
      const r = await suite.api.call(url, body);
      expect({ url, status: r.status, envelope: r.envelope }).toEqual({ url, status: 400, envelope: { code: API_CODE.validation, msg, data: null } });
    }
  });

  it('a malformed JSON body and a wrong content type are 40001, not a crash', async () => {
    const bad = await suite.api.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(bad.json()).toEqual({ code: API_CODE.validation, msg: '请求格式不正确', data: null });
    const type = await suite.api.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(type.json()).toMatchObject({ code: API_CODE.validation });
  });

  it('wrong codes all answer alike', async () => {
    await suite.api.call('/ali/sms/sendCode', { phoneNumber: PHONE, scene: 'login' });
    const code = suite.api.sms.lastCode(PHONE)!;
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all([
      suite.api.call('/login', { phoneNumber: PHONE, code: wrong }),
      suite.api.call('/login', { phoneNumber: '13900000009', code }),
      suite.api.call('/login', { phoneNumber: PHONE, code: 'abc' }),
    ]);
    for (const a of answers) expect(a.envelope).toEqual({ code: API_CODE.wrongCode, msg: '验证码错误或已失效', data: null });
  });
});

describe('passwords', () => {
  it('[AU-5] set after the first login, then [AU-4] log in with the base64-encoded password', async () => {
    const t = await suite.api.login(PHONE);
    const mismatch = await suite.api.call('/v1/customer/setPw', { pwOne: 'abcd1234', pwTwo: 'abcd1235' }, { token: t.accessToken });
    expect(mismatch.envelope).toMatchObject({ code: API_CODE.passwordMismatch, msg: '两次输入密码不一致，请重新输入' });
    const weak = await suite.api.call('/v1/customer/setPw', { pwOne: 'abcdefgh', pwTwo: 'abcdefgh' }, { token: t.accessToken });
    expect(weak.envelope.code).toBe(API_CODE.weakPassword);
    expect((await suite.api.call('/v1/customer/setPw', { pwOne: 'abcd1234', pwTwo: 'abcd1234' }, { token: t.accessToken })).envelope.code).toBe(0);
    const again = await suite.api.call('/v1/customer/setPw', { pwOne: 'zzzz9999', pwTwo: 'zzzz9999' }, { token: t.accessToken });
    expect(again.envelope.code).toBe(API_CODE.passwordAlreadySet); // a stolen access token cannot change it

    const ok = await suite.api.call<Tokens>('/loginByPassWord', { nationalCode: '86', phoneNumber: PHONE, password: b64('abcd1234') });
    expect(ok.data).toMatchObject({ first: false, accessToken: expect.any(String) });
    const plain = await suite.api.call('/loginByPassWord', { phoneNumber: PHONE, password: 'abcd1234' });
    expect(plain.envelope).toEqual({ code: API_CODE.wrongPassword, msg: '手机号或密码错误', data: null });
  });

  it('wrong passwords: 10 per phone per 15 minutes, then 4000', async () => {
    await suite.api.login(PHONE);
    for (let i = 0; i < 10; i++) expect((await suite.api.call('/loginByPassWord', { phoneNumber: PHONE, password: b64(`x${i}`) })).envelope.code).toBe(API_CODE.wrongPassword);
    expect((await suite.api.call('/loginByPassWord', { phoneNumber: PHONE, password: b64('x') })).envelope).toMatchObject({ code: 4000, msg: '请求过于频繁，请稍后重试！' });
    suite.api.clock.advance(15 * 60_000);
    expect((await suite.api.call('/loginByPassWord', { phoneNumber: PHONE, password: b64('x') })).envelope.code).toBe(API_CODE.wrongPassword);
  });

  it('[AU-5] reset with an SMS code: new password works, every old session is logged out', async () => {
    const t = await suite.api.login(PHONE);
    await suite.api.call('/ali/sms/sendCode', { phoneNumber: PHONE, scene: 'psw' });
    const code = suite.api.sms.lastCode(PHONE)!;
    expect((await suite.api.call('/reSetPw', { phone: PHONE, code, pwOne: 'abcd1234', pwTwo: 'x' })).envelope.code).toBe(API_CODE.passwordMismatch);
    expect((await suite.api.call('/reSetPw', { phone: PHONE, code, pwOne: 'newpass99', pwTwo: 'newpass99', nationalCode: '86' })).envelope.code).toBe(0);
    expect((await suite.api.call('/v1/customer/info', undefined, { token: t.accessToken })).envelope.code).toBe(API_CODE.tokenInvalid);
    const r = await suite.api.call('/refresh', undefined, { headers: { [HEADER.refreshToken]: t.refreshToken } });
    expect(r.envelope.code).toBe(API_CODE.loginExpired);
    expect((await suite.api.call<Tokens>('/loginByPassWord', { phoneNumber: PHONE, password: b64('newpass99') })).envelope.code).toBe(0);
    expect((await suite.api.call('/reSetPw', { phone: PHONE, code, pwOne: 'newpass98', pwTwo: 'newpass98' })).envelope.code).toBe(API_CODE.wrongCode); // used
  });
});

describe('tokens', () => {
  it('[HT-6] an expired access token answers 10050; a forged or revoked one 10040; none on a login-only call 10020', async () => {
    const t = await suite.api.login(PHONE);
    expect((await suite.api.call('/v1/customer/info', undefined, { token: t.accessToken })).envelope.code).toBe(0);
    expect((await suite.api.call('/v1/customer/info')).envelope).toEqual({ code: API_CODE.notLoggedIn, msg: '请先登录', data: null });
    expect((await suite.api.call('/v1/customer/info', undefined, { token: `${t.accessToken}x` })).envelope.code).toBe(API_CODE.tokenInvalid);
    suite.api.clock.advance(15 * 60_000);
    const expired = await suite.api.call('/v1/customer/info', undefined, { token: t.accessToken });
    expect({ status: expired.status, code: expired.envelope.code }).toEqual({ status: 401, code: API_CODE.tokenExpired });
    // An optional-login call with an expired token says so too, so the client refreshes instead of silently going anonymous.
    expect((await suite.api.call('/v1/customer/interest/info', undefined, { token: t.accessToken })).envelope.code).toBe(API_CODE.tokenExpired);
  });

  it('[HT-9] /refresh: token in X-Refresh-Token, empty payload → a new pair; the old one is then reuse', async () => {
    const t = await suite.api.login(PHONE);
    suite.api.clock.advance(16 * 60_000);
    const r = await suite.api.call<Tokens>('/refresh', undefined, { token: t.accessToken, headers: { [HEADER.refreshToken]: t.refreshToken } });
    expect(r.envelope.code).toBe(0);
    expect(r.data.refreshToken).not.toBe(t.refreshToken);
    expect((await suite.api.call('/v1/customer/info', undefined, { token: r.data.accessToken })).envelope.code).toBe(0);
    expect((await suite.api.call('/refresh')).envelope.code).toBe(API_CODE.loginExpired);
    expect((await suite.api.call('/refresh', undefined, { headers: { [HEADER.refreshToken]: 'junk' } })).envelope.code).toBe(API_CODE.loginExpired);
  });

  it('/logout revokes the family: neither the refresh nor the access token works afterwards', async () => {
    const t = await suite.api.login(PHONE);
    expect((await suite.api.call('/logout', undefined, { headers: { [HEADER.refreshToken]: t.refreshToken } })).envelope.code).toBe(0);
    expect((await suite.api.call('/v1/customer/info', undefined, { token: t.accessToken })).envelope.code).toBe(API_CODE.tokenInvalid);
    expect((await suite.api.call('/refresh', undefined, { headers: { [HEADER.refreshToken]: t.refreshToken } })).envelope.code).toBe(API_CODE.loginExpired);
  });
});

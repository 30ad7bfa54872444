// Issue #11 §2: one handset is one account, one SMS bucket and one password-failure bucket, however its number
// is spelled, at every call that takes a phone (send code, both logins, reset). Invalid numbers: 请输入正确手机号.
import { describe, expect, it } from 'vitest';
import { API_CODE } from './errors';
import { apiPerTest } from './test-support/api-per-test';

const suite = apiPerTest();

const NUMBER = '13800000001';
const SPELLINGS: readonly [string, string][] = [['86', NUMBER], ['086', NUMBER], ['0086', '138 0000 0001'], ['+86', '138-0000-0001'], ['852', '+86 138 0000 0001']];
const b64 = (s: string) => Buffer.from(s).toString('base64');
type Tokens = { accessToken: string; refreshToken: string; first: boolean };

describe('one handset, however it is spelled', () => {
  it('[AU-7] 86, 086, 0086 and +86 sent together: one SMS, the rest meet the one 60 s cooldown (4000)', async () => {
    const answers = await Promise.all(SPELLINGS.map(([nationalCode, phoneNumber], i) =>
      suite.api.call('/ali/sms/sendCode', { nationalCode, phoneNumber, scene: 'login' }, { ip: `10.0.1.${i + 1}` })));
    const codes = answers.map((a) => a.envelope.code).sort();
    console.info(`[security] ${SPELLINGS.length} spellings of one number sent together → ${suite.api.sms.sent.length} SMS`);
    expect(codes).toEqual([0, ...SPELLINGS.slice(1).map(() => API_CODE.rateLimited)]);
    expect(suite.api.sms.sent.map((m) => [m.nationalCode, m.phone])).toEqual([['86', NUMBER]]);
  });

  it('[AU-7] a code sent to one spelling logs in with another; every spelling is then the same account', async () => {
    await suite.api.call('/ali/sms/sendCode', { nationalCode: '0086', phoneNumber: '138-0000-0001', scene: 'login' });
    const first = await suite.api.call<Tokens>('/login', { nationalCode: '+86', phoneNumber: '138 0000 0001', code: suite.api.sms.lastCode(NUMBER), source: 'web' });
    expect(first.data.first).toBe(true);
    const ids = new Set<number>();
    for (const [nationalCode, phoneNumber] of SPELLINGS) {
      suite.api.clock.advance(13 * 60_000); // past the cooldown and within 5 sends an hour [AU-7]
      await suite.api.call('/ali/sms/sendCode', { nationalCode, phoneNumber, scene: 'login' });
      const r = await suite.api.call<Tokens>('/login', { nationalCode, phoneNumber, code: suite.api.sms.lastCode(NUMBER), source: 'web' });
      expect(r.data.first).toBe(false);
      ids.add((await suite.api.call<{ id: number }>('/v1/customer/info', undefined, { token: r.data.accessToken })).data.id);
    }
    expect(ids.size).toBe(1);
    expect(await suite.db.query('SELECT national_code, phone FROM users')).toEqual([{ national_code: '86', phone: NUMBER }]);
  });

  it('reset with one spelling, password login with the others; wrong passwords of every spelling share one cap', async () => {
    await suite.api.call('/ali/sms/sendCode', { nationalCode: '086', phoneNumber: NUMBER, scene: 'psw' });
    const reset = await suite.api.call('/reSetPw', { nationalCode: '0086', phone: '138 0000 0001', code: suite.api.sms.lastCode(NUMBER), pwOne: 'abcd1234', pwTwo: 'abcd1234' });
    expect(reset.envelope.code).toBe(0);
    for (const [nationalCode, phoneNumber] of SPELLINGS) {
      expect((await suite.api.call('/loginByPassWord', { nationalCode, phoneNumber, password: b64('abcd1234') })).envelope.code).toBe(0);
    }
    const cap = suite.api.config.limits.passwordFailures.perPhone[0].limit;
    for (let i = 0; i < cap; i++) {
      const [nationalCode, phoneNumber] = SPELLINGS[i % SPELLINGS.length];
      expect((await suite.api.call('/loginByPassWord', { nationalCode, phoneNumber, password: b64(`wrong${i}x`) }, { ip: `10.0.2.${i + 1}` })).envelope.code).toBe(API_CODE.wrongPassword);
    }
    const next = await suite.api.call('/loginByPassWord', { nationalCode: '+86', phoneNumber: NUMBER, password: b64('abcd1234') }, { ip: '10.0.3.1' });
    expect(next.envelope.code).toBe(API_CODE.rateLimited);
  });

  it('[AU-2] invalid numbers answer 请输入正确手机号 with the validation code at every call that takes a phone', async () => {
    const bad: [string, string][] = [['86', '1234'], ['86', '2380000000'], ['999', NUMBER], ['86', '13800000001x'], ['0', NUMBER], ['86', '+999 1380000000']];
    for (const [nationalCode, phoneNumber] of bad) {
      const calls: [string, unknown][] = [
        ['/ali/sms/sendCode', { nationalCode, phoneNumber, scene: 'login' }],
        ['/login', { nationalCode, phoneNumber, code: '123456', source: 'web' }],
        ['/loginByPassWord', { nationalCode, phoneNumber, password: b64('abcd1234') }],
        ['/reSetPw', { nationalCode, phone: phoneNumber, code: '123456', pwOne: 'abcd1234', pwTwo: 'abcd1234' }],
      ];
      for (const [url, body] of calls) {
        const r = await suite.api.call(url, body);
        expect({ url, nationalCode, phoneNumber, status: r.status, envelope: r.envelope })
          .toEqual({ url, nationalCode, phoneNumber, status: 400, envelope: { code: API_CODE.validation, msg: '请输入正确手机号', data: null } });
      }
    }
    expect(suite.api.sms.sent).toEqual([]);
  });
});

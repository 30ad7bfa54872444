// Security figures (issue §4): OTP brute force, send caps, enumeration, refresh-token reuse. Each case prints
// its figure for the closing note.
import { describe, expect, it } from 'vitest';
import { API_CODE } from './errors';
import { HEADER } from './headers';
import type { Answer } from './test-support/test-api';
import { apiPerTest } from './test-support/api-per-test';

const suite = apiPerTest();

const VICTIM = '13800000001';
const ip = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const MINUTE = 60_000;
const send = (phone: string, from: string, scene = 'login') => suite.api.call('/ali/sms/sendCode', { phoneNumber: phone, scene }, { ip: from });
const tryCode = (phone: string, code: string, from: string) => suite.api.call('/login', { phoneNumber: phone, code }, { ip: from });
const wrongCodes = (real: string, n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(6, '0')).map((c) => (c === real ? '999999' : c));

describe('OTP brute force', () => {
  it('[AU-7] 100 client IPs against one phone: 0 successes, even with the right code among the guesses', async () => {
    expect((await send(VICTIM, ip(0))).envelope.code).toBe(0);
    const real = suite.api.sms.lastCode(VICTIM)!;
    // Each IP guesses 10 codes; IP #1's 6th guess is the real one. Only 5 wrong tries reach the code.
    let guesses = 0;
    let successes = 0;
    for (let n = 0; n < 100; n++) {
      const list = wrongCodes(real, 10).map((c, i) => (n === 1 && i === 5 ? real : c));
      for (const code of list) {
        guesses++;
        if ((await tryCode(VICTIM, code, ip(n))).envelope.code === 0) successes++;
      }
    }
    expect(successes).toBe(0);
    expect((await tryCode(VICTIM, real, ip(0))).envelope.code).toBe(API_CODE.wrongCode); // invalidated after 5 wrong tries
    console.info(`[security] OTP brute force: ${guesses} guesses from 100 IPs against one phone → ${successes} successes (the code died after 5 wrong tries)`);
  });

  it('[AU-7] a whole day of resends from rotating IPs: at most 10 codes, 50 counted guesses, 0 successes', async () => {
    let sends = 0;
    let accepted = 0;
    let successes = 0;
    let guesses = 0;
    for (let minute = 0; minute < 24 * 60; minute += 2) {
      sends++;
      const r = await send(VICTIM, ip(1000 + minute));
      if (r.envelope.code === 0) {
        accepted++;
        const real = suite.api.sms.lastCode(VICTIM)!;
        for (const [i, code] of [...wrongCodes(real, 5), real].entries()) {
          guesses++;
          if ((await tryCode(VICTIM, code, ip(i))).envelope.code === 0) successes++;
        }
      } else {
        expect(r.envelope).toMatchObject({ code: 4000, msg: '请求过于频繁，请稍后重试！' });
      }
      suite.api.clock.advance(2 * MINUTE);
    }
    expect(accepted).toBe(10);
    expect(successes).toBe(0);
    console.info(`[security] one day of resends: ${sends} send attempts → ${accepted} codes sent; ${guesses} guesses (5 wrong + the right one per code) → ${successes} successes; at most ${accepted * 5} counted guesses a day, success chance ≤ ${accepted * 5} / 10^6`);
  });

  it('expired, reused and cross-phone codes are rejected', async () => {
    await send(VICTIM, ip(0));
    const code = suite.api.sms.lastCode(VICTIM)!;
    expect((await tryCode('13800000002', code, ip(0))).envelope.code).toBe(API_CODE.wrongCode);
    expect((await tryCode(VICTIM, code, ip(0))).envelope.code).toBe(0);
    expect((await tryCode(VICTIM, code, ip(0))).envelope.code).toBe(API_CODE.wrongCode);
    suite.api.clock.advance(MINUTE);
    await send(VICTIM, ip(0));
    const late = suite.api.sms.lastCode(VICTIM)!;
    suite.api.clock.advance(10 * MINUTE); // [AU-7] valid ten minutes
    expect((await tryCode(VICTIM, late, ip(0))).envelope.code).toBe(API_CODE.wrongCode);
    console.info('[security] expired, reused and cross-phone codes: 3 of 3 rejected');
  });

  it('[AU-7] send caps: 60 s cooldown, 5 an hour and 10 a day per phone, 20 an hour per IP → 4000', async () => {
    expect((await send(VICTIM, ip(0))).envelope.code).toBe(0);
    expect((await send(VICTIM, ip(1))).envelope.code).toBe(4000); // cooldown holds across IPs
    suite.api.clock.advance(59_999);
    expect((await send(VICTIM, ip(2))).envelope.code).toBe(4000);
    suite.api.clock.advance(1);
    expect((await send(VICTIM, ip(3))).envelope.code).toBe(0);
    for (let i = 0; i < 3; i++) {
      suite.api.clock.advance(MINUTE);
      expect((await send(VICTIM, ip(4 + i))).envelope.code).toBe(0);
    }
    suite.api.clock.advance(MINUTE);
    expect((await send(VICTIM, ip(9))).envelope.code).toBe(4000); // 6th in the hour

    const phones = Array.from({ length: 25 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);
    const fromOneIp = await Promise.all(phones.map((p) => send(p, ip(200))));
    const okCount = fromOneIp.filter((r) => r.envelope.code === 0).length;
    expect(okCount).toBe(20);
    console.info(`[security] send caps: cooldown 60 s, 5/hour/phone held; one IP asking for 25 phones at once → ${okCount} sent, ${25 - okCount} refused (4000)`);
  });
});

describe('enumeration', () => {
  const opened = (a: Answer) => ({ status: a.status, code: a.envelope.code, msg: a.envelope.msg, data: a.data });

  it('registered and unknown phones get the same status and body from every auth call', async () => {
    const registered = '13800000011';
    const unknown = '13800000012';
    const t = await suite.api.login(registered);
    await suite.api.call('/v1/customer/setPw', { pwOne: 'abcd1234', pwTwo: 'abcd1234' }, { token: t.accessToken });
    suite.api.clock.advance(MINUTE);
    const calls: [string, (phone: string) => Promise<Answer>][] = [
      ['sendCode login', (p) => send(p, ip(50))],
      ['sendCode psw', (p) => send(p, ip(51), 'psw')],
      ['login, wrong code', (p) => tryCode(p, '000000', ip(52))],
      ['loginByPassWord, wrong password', (p) => suite.api.call('/loginByPassWord', { phoneNumber: p, password: Buffer.from('wrong123').toString('base64') }, { ip: ip(53) })],
      ['reSetPw, wrong code', (p) => suite.api.call('/reSetPw', { phone: p, code: '000000', pwOne: 'abcd1234', pwTwo: 'abcd1234' }, { ip: ip(54) })],
    ];
    for (const [name, call] of calls) {
      const a = opened(await call(registered));
      const b = opened(await call(unknown));
      expect({ name, ...b }).toEqual({ name, ...a });
    }
    console.info(`[security] enumeration: ${calls.length} auth calls, registered vs unknown phone → identical status and body in ${calls.length} of ${calls.length}`);
  });
});

describe('refresh-token reuse', () => {
  it('[HT-9] a rotated token replayed within the grace window gets the current token; after it, the family is revoked', async () => {
    const t = await suite.api.login(VICTIM);
    const refresh = (token: string) => suite.api.call<{ accessToken: string; refreshToken: string }>('/refresh', undefined, { headers: { [HEADER.refreshToken]: token } });
    const a = await refresh(t.refreshToken);
    suite.api.clock.advance(10_000); // the grace window, inclusive
    const b = await refresh(t.refreshToken);
    expect(b.data.refreshToken).toBe(a.data.refreshToken);
    suite.api.clock.advance(1);
    const stolen = await refresh(t.refreshToken);
    expect(stolen.envelope.code).toBe(API_CODE.loginExpired);
    // The whole family is gone: the rightful tab's refresh token and every access token of the family.
    expect((await refresh(a.data.refreshToken)).envelope.code).toBe(API_CODE.loginExpired);
    for (const access of [a.data.accessToken, b.data.accessToken]) {
      expect((await suite.api.call('/v1/customer/info', undefined, { token: access })).envelope.code).toBe(API_CODE.tokenInvalid);
    }
    // Another login (another family) is not affected.
    const other = await suite.api.login(VICTIM);
    expect((await suite.api.call('/v1/customer/info', undefined, { token: other.accessToken })).envelope.code).toBe(0);
    console.info('[security] refresh reuse: replay within 10 s grace → same successor; replay after grace → family revoked (refresh 10030, its access tokens 10040)');
  });
});

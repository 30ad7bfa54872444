// Issue #11 §2: the wrong-password cap (10 per phone per 15 minutes) must hold for guesses sent together, not
// only one after another. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (a schema of its own), where
// the requests really overlap across pooled connections. Prints the figure for the closing note.
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { describeEachDatabase } from '../db/test-support/test-databases';
import { API_CODE } from './errors';
import type { TestApi } from './test-support/test-api';
import { createTestApi } from './test-support/test-api';

const PHONE = '13800000001';
const PASSWORD = 'abcd1234';
const GUESSES = 200;
const RIGHT_AT = 60;
const b64 = (s: string) => Buffer.from(s).toString('base64');
const ip = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describeEachDatabase('concurrent password guesses', (db: () => Database) => {
  let api: TestApi | undefined;
  afterEach(async () => { await api?.close(); api = undefined; });

  it(`${GUESSES} guesses sent together from as many IPs: at most the cap of 10 per phone is checked, the right one at #${RIGHT_AT} does not get in`, async () => {
    api = await createTestApi(db());
    const t = await api.login(PHONE);
    expect((await api.call('/v1/customer/setPw', { pwOne: PASSWORD, pwTwo: PASSWORD }, { token: t.accessToken })).envelope.code).toBe(0);
    const cap = api.config.limits.passwordFailures.perPhone[0].limit;

    const guesses = Array.from({ length: GUESSES }, (_, i) => (i === RIGHT_AT ? PASSWORD : `wrong${i}x`));
    const answers = await Promise.all(guesses.map((pw, i) =>
      api!.call('/loginByPassWord', { nationalCode: '86', phoneNumber: PHONE, password: b64(pw) }, { ip: ip(i) })));
    const codes = answers.map((a) => a.envelope.code);
    const wrong = codes.filter((c) => c === API_CODE.wrongPassword).length;
    const loggedIn = codes.filter((c) => c === 0).length;
    const limited = codes.filter((c) => c === API_CODE.rateLimited).length;
    console.info(`[security] ${db().kind}: ${GUESSES} concurrent password guesses against one phone → ${wrong + loggedIn} checked ` +
      `(${wrong} wrong, ${loggedIn} logged in), ${limited} answered 4000; cap ${cap}`);

    expect(wrong + loggedIn + limited).toBe(GUESSES);
    expect(wrong).toBeLessThanOrEqual(cap);
    expect(codes[RIGHT_AT]).toBe(API_CODE.rateLimited);
    // The slots stay taken: the owner too waits for the window, as with guesses sent one by one.
    const after = await api.call('/loginByPassWord', { nationalCode: '86', phoneNumber: PHONE, password: b64(PASSWORD) }, { ip: ip(GUESSES) });
    expect(after.envelope.code).toBe(API_CODE.rateLimited);
  }, 120_000);

  it('a right password gives its slot back: cap − 1 wrong guesses, then any number of good logins, then one more wrong still checks', async () => {
    api = await createTestApi(db());
    const t = await api.login(PHONE);
    await api.call('/v1/customer/setPw', { pwOne: PASSWORD, pwTwo: PASSWORD }, { token: t.accessToken });
    const cap = api.config.limits.passwordFailures.perPhone[0].limit;
    const guess = (pw: string) => api!.call('/loginByPassWord', { phoneNumber: PHONE, password: b64(pw) });
    for (let i = 0; i < cap - 1; i++) expect((await guess(`wrong${i}x`)).envelope.code).toBe(API_CODE.wrongPassword);
    for (let i = 0; i < 5; i++) expect((await guess(PASSWORD)).envelope.code).toBe(0);
    expect((await guess('wrongLastx1')).envelope.code).toBe(API_CODE.wrongPassword);
    expect((await guess(PASSWORD)).envelope.code).toBe(API_CODE.rateLimited);
  });
});

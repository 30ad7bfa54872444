// /v1/customer/verifyAnchorCode through the real /api: the invitation code step before the card info. A code the
// operator issued binds the applicant (any case), once; unknown, expired, someone else's, a second code, bad
// input, too many tries, and applicants already waiting or certified each get their code.
import { describe, expect, it } from 'vitest';
import { API_CODE } from '../../contract/codes';
import { ANCHOR_CODE_LENGTH, bindAnchorCode, issueAnchorCode, newAnchorCode } from '../anchors/anchor-codes';
import { apiPerTest } from './test-support/api-per-test';
import { T0 } from './test-support/test-api';

const t = apiPerTest({ seed: true, options: { anchors: { config: { rtmpHost: '127.0.0.1', rtmpPort: 1935, autoReviewMs: 60_000 } } } });
const VERIFY = '/v1/customer/verifyAnchorCode';
const token = async (phone: string) => (await t.api.login(phone)).accessToken;

describe('verifyAnchorCode', () => {
  it('an issued code binds the applicant (any case); again is fine; another account or a second code is 41406', async () => {
    const { code } = await issueAnchorCode(t.db, '星火公会', T0);
    expect(code).toMatch(new RegExp(`^[A-Z2-9]{${ANCHOR_CODE_LENGTH}}$`));
    const me = await token('13800000001');
    const r = await t.api.call<{ code: string; inviter: string }>(VERIFY, { code: code.toLowerCase() }, { token: me });
    expect(r.envelope.code).toBe(0);
    expect(r.data).toEqual({ code, inviter: '星火公会' });
    expect((await t.api.call(VERIFY, { code }, { token: me })).envelope.code).toBe(0);
    const other = await token('13800000002');
    expect((await t.api.call(VERIFY, { code }, { token: other })).envelope).toMatchObject({ code: API_CODE.anchorCodeInvalid, msg: '邀请码无效或已被使用' });
    const second = (await issueAnchorCode(t.db, '另一家', T0)).code;
    expect((await t.api.call(VERIFY, { code: second }, { token: me })).envelope).toMatchObject({ code: API_CODE.anchorCodeInvalid, msg: '您已绑定其他邀请码' });
    expect((await t.api.call(VERIFY, { code: second }, { token: other })).envelope.code).toBe(0);
  });

  it('unknown and expired codes are 41406; bad input 40001 with its copy; logged out 10020', async () => {
    const me = await token('13800000003');
    expect((await t.api.call(VERIFY, { code: 'ZZZZZZZZ' }, { token: me })).envelope.code).toBe(API_CODE.anchorCodeInvalid);
    const { code } = await issueAnchorCode(t.db, '星火公会', T0 - 2 * 86_400_000, 1); // expired a day ago
    expect((await t.api.call(VERIFY, { code }, { token: me })).envelope.code).toBe(API_CODE.anchorCodeInvalid);
    for (const bad of [{ code: 'ABC' }, { code: 'ABCDEFGHI' }, { code: 'ABCD-EFG' }, { code: 'ABCD\u0000EFG' }, {}, { code: '一二三四五六七八' }]) {
      expect((await t.api.call(VERIFY, bad, { token: me })).envelope, JSON.stringify(bad)).toMatchObject({ code: API_CODE.validation, msg: '邀请码应为8位字母或数字' });
    }
    expect((await t.api.call(VERIFY, { code })).envelope.code).toBe(API_CODE.notLoggedIn);
  });

  it('[HT-4] the 11th try in an hour is 4000 (codes are not guessed)', async () => {
    const me = await token('13800000004');
    for (let i = 0; i < 10; i++) expect((await t.api.call(VERIFY, { code: newAnchorCode() }, { token: me })).envelope.code).toBe(API_CODE.anchorCodeInvalid);
    expect((await t.api.call(VERIFY, { code: newAnchorCode() }, { token: me })).envelope.code).toBe(API_CODE.rateLimited);
  });

  it('[AN-7] a certified anchor is 41404 您已通过主播认证; an applicant under review 41401', async () => {
    const { code } = await issueAnchorCode(t.db, '星火公会', T0);
    expect((await t.api.call(VERIFY, { code }, { token: await token('19900000001') })).envelope).toMatchObject({ code: API_CODE.identityRefused, msg: '您已通过主播认证' });
    const me = await token('13800000005');
    const who = { realName: '张三', idCard: '11010519491231002X' };
    const face = await t.api.call<{ certifyId: string }>('/ali/face/init', who, { token: me });
    await t.api.call('/ali/face/demoConfirm', { certifyId: face.data.certifyId }, { token: me });
    expect((await t.api.call('/v1/customer/verifyCardInfo', { ...who, certifyId: face.data.certifyId }, { token: me })).envelope.code).toBe(0);
    expect((await t.api.call(VERIFY, { code }, { token: me })).envelope.code).toBe(API_CODE.auditWaiting);
  });

  it('two accounts racing for one code: exactly one gets it', async () => {
    const { code } = await issueAnchorCode(t.db, '星火公会', T0);
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 6')).map((r) => r.id);
    const outcomes = await Promise.all(ids.map((id) => bindAnchorCode(t.db, id, code, T0)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  });
});

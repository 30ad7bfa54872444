// Feedback [FB-1] and complaints [FB-2] over /api, with proofs from real uploads [FB-3]; the complaint reasons.
import { beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { DEMO_ANCHORS } from '../db/demo-people';
import { listComplaints, listFeedback } from '../db/repositories/feedback';
import { DB_START_TIMEOUT_MS } from '../db/test-support/test-databases';
import { apiPerTest } from '../api/test-support/api-per-test';
import { makePng } from '../uploads/test-support/images';
import { multipartBody } from '../uploads/test-support/multipart-body';
import { REPORT_REASONS } from './report-reasons';
import { formatComplaint, formatFeedback } from './feedback-format';

const suite = apiPerTest({ seed: true });
let token: string;
let userId: number;
beforeEach(async () => {
  token = (await suite.api.login('19900010001')).accessToken; // a demo viewer
  userId = (await suite.api.call<{ id: number }>('/v1/customer/info', {}, { token })).data.id;
}, DB_START_TIMEOUT_MS);

async function proof(): Promise<string> {
  const { body, contentType } = await multipartBody([{ name: 'proof.png', bytes: makePng(4, 4, [200, 0, 0]) }]);
  const r = await suite.api.call<{ url: string }[]>('/v1/file/batch/upload', undefined, { headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload: body });
  return r.data[0].url;
}

const feedback = (body: unknown, t: string | null = token) => suite.api.call('/v1/personal/feedback/save', body, { token: t ?? undefined });
const complain = (body: unknown) => suite.api.call('/v1/personal/report/account', body, { token });

describe('feedback', () => {
  it('[FB-1] a description is required (请输入意见反馈描述), at most 300 characters; saved with its proofs', async () => {
    expect((await feedback({})).envelope).toMatchObject({ code: API_CODE.validation, msg: '请输入意见反馈描述' });
    expect((await feedback({ desc: '' })).envelope.msg).toBe('请输入意见反馈描述');
    expect((await feedback({ desc: '    ' })).envelope.msg).toBe('请输入意见反馈描述');
    expect((await feedback({ desc: '字'.repeat(301) })).envelope).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.descTooLong });
    const url = await proof();
    expect((await feedback({ desc: '字'.repeat(300), proofList: [url] })).envelope.code).toBe(0);
    expect((await feedback({ desc: '  比分刷新慢  ' })).envelope.code).toBe(0);
    expect((await feedback({ desc: 'a\u0000b' })).envelope.msg).toBe('描述不能包含控制字符');
    const saved = await listFeedback(suite.db, 10);
    expect(saved.map((f) => [f.userId, f.desc, f.proofList])).toEqual([[userId, '比分刷新慢', []], [userId, '字'.repeat(300), [url]]]);
    expect(formatFeedback(saved[1])).toContain(url);
  });

  it('[FB-1] [FB-3] proofs are our stored uploads only, at most 6; login required', async () => {
    const fake = `/uploads/${'a'.repeat(64)}.png`;
    expect((await feedback({ desc: 'x', proofList: [fake] })).envelope).toMatchObject({ code: API_CODE.uploadUnknown });
    expect((await feedback({ desc: 'x', proofList: ['https://evil.example/a.png'] })).envelope.code).toBe(API_CODE.validation);
    const url = await proof();
    expect((await feedback({ desc: 'x', proofList: Array(7).fill(url) })).envelope).toMatchObject({ msg: '最多上传6张照片' });
    expect((await feedback({ desc: 'x' }, null)).envelope.code).toBe(API_CODE.notLoggedIn);
    expect(await listFeedback(suite.db, 10)).toEqual([]);
  });

  it('a user may send 10 an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await feedback({ desc: `第${i}条` })).envelope.code).toBe(0);
    expect((await feedback({ desc: '再一条' })).envelope.code).toBe(API_CODE.rateLimited);
  });
});

describe('complaints', () => {
  it('[FB-2] the reasons come from /dict/getFromType {type: reportReason} (GET or POST, no login)', async () => {
    expect((await suite.api.call('/dict/getFromType?type=reportReason', undefined, { method: 'GET' })).data).toEqual(REPORT_REASONS);
    expect((await suite.api.call('/dict/getFromType', { type: 'reportReason' })).data).toEqual(REPORT_REASONS);
    expect((await suite.api.call('/dict/getFromType', { type: 'nope' })).envelope).toMatchObject({ code: API_CODE.validation, msg: '未知的字典类型：nope' });
  });

  it('[FB-2] needs at least one reason (请选择投诉理由); the description is optional, ≤ 300; saved', async () => {
    expect((await complain({ customerId: 0 })).envelope).toMatchObject({ code: API_CODE.validation, msg: '请选择投诉理由' });
    expect((await complain({ reasonList: [] })).envelope.msg).toBe('请选择投诉理由');
    expect((await complain({ reasonList: [999] })).envelope.msg).toBe('请选择投诉理由');
    expect((await complain({ reasonList: [1], desc: 'x'.repeat(301) })).envelope.msg).toBe(API_MESSAGE.descTooLong);
    expect((await complain({ reasonList: [4] })).envelope.code).toBe(0); // the platform, no description
    const url = await proof();
    const anchor = DEMO_ANCHORS[0].customerId;
    expect((await complain({ customerId: anchor, reasonList: [1, 5], desc: '直播内容低俗', proofList: [url] })).envelope.code).toBe(0);
    const [about, platform] = await listComplaints(suite.db, 10);
    expect(about).toMatchObject({ userId, targetId: anchor, reasonList: [1, 5], desc: '直播内容低俗', proofList: [url] });
    expect(platform).toMatchObject({ targetId: 0, reasonList: [4], desc: '' });
    expect(await listComplaints(suite.db, 10, anchor)).toHaveLength(1);
    expect(formatComplaint(about)).toContain('色情低俗、侮辱谩骂');
    expect(formatComplaint(platform)).toContain('平台');
  });

  it('[FB-2] an account that does not exist, or oneself, cannot be complained about', async () => {
    expect((await complain({ customerId: 987654, reasonList: [1] })).envelope).toMatchObject({ code: API_CODE.notFound, msg: '用户不存在' });
    expect((await complain({ customerId: userId, reasonList: [1] })).envelope.code).toBe(API_CODE.validation);
  });
});

// The uploads index through the real /api: a user's quota refuses an upload that would pass it (41806), and the
// sweep on the routes' Scheduler (the test's ManualScheduler) deletes an upload nothing references once its grace
// has passed, in virtual time, while a feedback's proof stays.
import { beforeEach, expect, it, vi } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { DB_START_TIMEOUT_MS } from '../db/test-support/test-databases';
import { apiPerTest } from '../api/test-support/api-per-test';
import { makePng } from './test-support/images';
import type { Part } from './test-support/multipart-body';
import { multipartBody } from './test-support/multipart-body';
import { UPLOAD_POLICY_DEFAULTS } from './upload-config';
import { keyOfUploadUrl, memoryUploadStorage } from './upload-storage';

const HOUR = 3_600_000;
const storage = memoryUploadStorage();
const suite = apiPerTest({
  seed: true,
  options: { uploads: storage, uploadPolicy: { ...UPLOAD_POLICY_DEFAULTS, quotaBytes: 4_000, sweepGraceMs: 2 * HOUR, sweepIntervalMs: HOUR } },
});
let token: string;
beforeEach(async () => { token = (await suite.api.login('19900010001')).accessToken; }, DB_START_TIMEOUT_MS);

async function upload(parts: readonly Part[]) {
  const { body, contentType } = await multipartBody(parts);
  return suite.api.call<{ url: string; name: string }[]>('/v1/file/batch/upload', undefined, {
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload: body,
  });
}

it('[FB-3] past the per-user quota an upload is refused (41806) and nothing of it is stored; what still fits passes', async () => {
  // Noise does not compress: each re-encode is ~2.5 KB of the 4 000-byte quota.
  const first = await upload([{ name: 'a.png', bytes: makePng(24, 24, 'noise') }]);
  expect(first.envelope.code).toBe(0);
  const second = await upload([{ name: 'b.png', bytes: makePng(24, 24, 'noise') }]);
  expect(second.envelope).toMatchObject({ code: API_CODE.uploadQuotaFull, msg: API_MESSAGE.uploadQuotaFull });
  expect(second.status).toBe(400);
  expect((await upload([{ name: 'c.png', bytes: makePng(2, 2) }])).envelope.code).toBe(0);
  // Another user has a quota of their own.
  token = (await suite.api.login('19900010002')).accessToken;
  expect((await upload([{ name: 'b.png', bytes: makePng(24, 24, 'noise') }])).envelope.code).toBe(0);
});

it('[FB-3] the sweep deletes an upload nothing references after the grace period, in virtual time; a feedback proof stays', async () => {
  const r = await upload([{ name: 'loose.png', bytes: makePng(3, 3) }, { name: 'proof.png', bytes: makePng(4, 4) }]);
  const [loose, proof] = r.data.map((f) => f.url);
  expect((await suite.api.call('/v1/personal/feedback/save', { desc: '比分不动了', proofList: [proof] }, { token })).envelope.code).toBe(0);
  suite.api.clock.advance(HOUR); // within the grace: the hourly sweep keeps both
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await storage.has(keyOfUploadUrl(loose)!)).toBe(true);
  // Hour after hour (each tick one sweep) until the loose upload is gone.
  await vi.waitFor(async () => {
    suite.api.clock.advance(HOUR);
    expect(await storage.has(keyOfUploadUrl(loose)!)).toBe(false);
  }, { timeout: 20_000, interval: 200 });
  expect(await storage.has(keyOfUploadUrl(proof)!)).toBe(true);
  expect(suite.api.logs).toContain('uploads sweep: 1 upload(s) nothing references deleted');
  // Gone for good: no longer a proof (a fresh login: hours of virtual time outlived the access token).
  token = (await suite.api.login('19900010001')).accessToken;
  expect((await suite.api.call('/v1/personal/feedback/save', { desc: '再试一次', proofList: [loose] }, { token })).envelope.code).toBe(API_CODE.uploadUnknown);
  expect((await suite.api.call('/v1/personal/feedback/save', { desc: '再试一次', proofList: [proof] }, { token })).envelope.code).toBe(0);
});

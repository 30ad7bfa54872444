// The uploads part's settings from the environment (server/README.md "Uploads, feedback and complaints").
import { expect, it } from 'vitest';
import { UPLOAD_POLICY_DEFAULTS, uploadPolicyFromEnv } from './upload-config';
import { workGate } from './work-gate';

it('defaults: 8000 px a side, 40 MP, 200 MB a user, a 24 h grace, hourly sweeps; each settable, nonsense refused', () => {
  expect(uploadPolicyFromEnv({})).toEqual(UPLOAD_POLICY_DEFAULTS);
  expect(UPLOAD_POLICY_DEFAULTS).toEqual({ maxSide: 8_000, maxPixels: 40_000_000, quotaBytes: 200 * 1024 * 1024, sweepGraceMs: 86_400_000, sweepIntervalMs: 3_600_000 });
  expect(uploadPolicyFromEnv({
    UPLOAD_MAX_SIDE: '4096', UPLOAD_MAX_MEGAPIXELS: '12.5', UPLOAD_QUOTA_MB: '50', UPLOAD_SWEEP_GRACE_H: '0.5', UPLOAD_SWEEP_INTERVAL_MIN: '10',
  })).toEqual({ maxSide: 4096, maxPixels: 12_500_000, quotaBytes: 50 * 1024 * 1024, sweepGraceMs: 1_800_000, sweepIntervalMs: 600_000 });
  expect(() => uploadPolicyFromEnv({ UPLOAD_QUOTA_MB: 'lots' })).toThrow(/UPLOAD_QUOTA_MB must be a positive number, got 'lots'/);
  expect(() => uploadPolicyFromEnv({ UPLOAD_MAX_SIDE: '0' })).toThrow(/UPLOAD_MAX_SIDE/);
});

it('a work gate runs at most its size at once, the rest in arrival order', async () => {
  const gate = workGate(2);
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const releases: (() => void)[] = [];
  const jobs = [0, 1, 2, 3, 4].map((i) => gate.run(async () => {
    running += 1;
    most = Math.max(most, running);
    order.push(i);
    await new Promise<void>((r) => releases.push(r));
    running -= 1;
  }));
  while (order.length < 5) {
    await new Promise((r) => setImmediate(r));
    releases.shift()?.();
  }
  releases.forEach((r) => r());
  await Promise.all(jobs);
  expect(most).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4]);
});

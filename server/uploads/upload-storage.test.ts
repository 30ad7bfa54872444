// Every UploadStorage implementation against the one contract (upload-storage.contract.ts).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { diskUploadStorage } from './disk-storage';
import { uploadStorageContract } from './upload-storage.contract';
import { memoryUploadStorage } from './upload-storage';
import { makePng } from './test-support/images';

const root = mkdtempSync(join(tmpdir(), 'uploads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

uploadStorageContract('memory', async () => memoryUploadStorage());
uploadStorageContract('local disk', async () => diskUploadStorage(join(root, `case-${n++}`)));

it('local disk: files land under <dir>/<two hex>/<key>, no temporary files left', async () => {
  const dir = join(root, 'layout');
  const stored = await diskUploadStorage(dir).put(makePng(2, 2), 'png');
  expect(readdirSync(dir)).toEqual([stored.key.slice(0, 2)]);
  expect(readdirSync(join(dir, stored.key.slice(0, 2)))).toEqual([stored.key]);
});

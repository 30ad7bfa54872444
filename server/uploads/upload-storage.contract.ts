// The contract every UploadStorage passes (STYLE.md 6): upload-storage.test.ts runs it on each implementation.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePng, jpegShaped } from './test-support/images';
import type { UploadStorage } from './upload-storage';
import { isUploadKey, uploadKeyOf, uploadKeyOfFile } from './upload-storage';

export function uploadStorageContract(name: string, make: () => Promise<UploadStorage>): void {
  describe(`upload storage contract · ${name}`, () => {
    it('[FB-3] stores bytes under their content address and gives them back with their type', async () => {
      const s = await make();
      const png = makePng(3, 2);
      const stored = await s.put(png, 'png');
      expect(stored).toEqual({ key: uploadKeyOf(png, 'png'), contentType: 'image/png', size: png.length });
      expect(isUploadKey(stored.key)).toBe(true);
      expect(await s.has(stored.key)).toBe(true);
      const back = await s.get(stored.key);
      expect(back?.contentType).toBe('image/png');
      expect(Buffer.from(back!.bytes).equals(png)).toBe(true);
      const jpg = await s.put(jpegShaped(), 'jpg');
      expect(jpg.key.endsWith('.jpg')).toBe(true);
      expect((await s.get(jpg.key))?.contentType).toBe('image/jpeg');
    });

    it('the same bytes twice are one file; other bytes another', async () => {
      const s = await make();
      const a = await s.put(makePng(4, 4), 'png');
      const b = await s.put(makePng(4, 4), 'png');
      const c = await s.put(makePng(4, 5), 'png');
      expect(b.key).toBe(a.key);
      expect(c.key).not.toBe(a.key);
      const [x, y] = await Promise.all([s.put(makePng(6, 6), 'png'), s.put(makePng(6, 6), 'png')]);
      expect(x.key).toBe(y.key);
      expect(await s.has(x.key)).toBe(true);
    });

    it('putFile stores a file\'s bytes under the key given, once', async () => {
      const s = await make();
      const png = makePng(7, 3);
      const path = join(mkdtempSync(join(tmpdir(), 'put-file-')), 'x.png');
      writeFileSync(path, png);
      const key = await uploadKeyOfFile(path, 'png');
      expect(key).toBe(uploadKeyOf(png, 'png'));
      expect(await s.putFile(path, 'png', key)).toEqual({ key, contentType: 'image/png', size: png.length });
      expect(Buffer.from((await s.get(key))!.bytes).equals(png)).toBe(true);
      expect((await s.putFile(path, 'png', key)).key).toBe(key);
      expect((await s.put(png, 'png')).key).toBe(key);
    });

    it('a deleted upload is gone; deleting what is not there, or no key, does nothing', async () => {
      const s = await make();
      const a = await s.put(makePng(3, 3), 'png');
      const b = await s.put(makePng(3, 4), 'png');
      await s.delete(a.key);
      expect(await s.has(a.key)).toBe(false);
      expect(await s.get(a.key)).toBeUndefined();
      expect(await s.has(b.key)).toBe(true);
      await s.delete(a.key);
      await s.delete('../../etc/passwd');
      expect((await s.put(makePng(3, 3), 'png')).key).toBe(a.key);
      expect(await s.has(a.key)).toBe(true);
    });

    it('unknown keys and anything that is not a key answer nothing (no path tricks)', async () => {
      const s = await make();
      const missing = `${'0'.repeat(64)}.png`;
      expect(await s.get(missing)).toBeUndefined();
      expect(await s.has(missing)).toBe(false);
      for (const bad of ['../../etc/passwd', `${'a'.repeat(64)}.gif`, `${'A'.repeat(64)}.png`, '', `../${'0'.repeat(61)}.png`]) {
        expect(await s.get(bad)).toBeUndefined();
        expect(await s.has(bad)).toBe(false);
      }
    });
  });
}

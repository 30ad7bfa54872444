// POST /api/v1/file/batch/upload with real multipart bodies [FB-3], and GET /uploads/<key> serving them back: the
// stored image is always the server's re-encode (no EXIF, nothing behind or inside it), a decompression bomb is
// refused from its header, display names lose control and bidi characters.
import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { UPLOAD_MAX_FILE_BYTES } from '../../contract/upload-limits';
import { DB_START_TIMEOUT_MS } from '../db/test-support/test-databases';
import { apiPerTest } from '../api/test-support/api-per-test';
import { bombPng, DISGUISED_SCRIPT, ELF_PAYLOAD, headerThen, HTML_PAYLOAD, jpegShaped, makePng, pngChunk } from './test-support/images';
import { hasExif, makeJpeg, PHONE_EXIF } from './test-support/photos';
import type { Part } from './test-support/multipart-body';
import { multipartBody } from './test-support/multipart-body';
import { UPLOAD_CACHE_CONTROL, uploadFileRoutes } from './upload-files';
import { UPLOAD_BODY_LIMIT } from '../api/routes/uploads';
import type { UploadStorage } from './upload-storage';
import { keyOfUploadUrl, memoryUploadStorage } from './upload-storage';

let storage: UploadStorage = memoryUploadStorage();
const stored: string[] = [];
const watched = (): UploadStorage => {
  const inner = memoryUploadStorage();
  return {
    name: 'watched', has: (k) => inner.has(k), get: (k) => inner.get(k), delete: (k) => inner.delete(k),
    put: async (b, k) => { const s = await inner.put(b, k); stored.push(s.key); return s; },
    putFile: async (p, kind, key) => { const s = await inner.putFile(p, kind, key); stored.push(s.key); return s; },
  };
};
const suite = apiPerTest({ seed: true, options: { get uploads() { return storage; } } });
let token: string;
beforeEach(async () => {
  stored.length = 0;
  token = (await suite.api.login('19900010001')).accessToken; // a demo viewer
}, DB_START_TIMEOUT_MS);

async function upload(parts: readonly Part[], o: { token?: string | null; text?: Record<string, string> } = {}) {
  const { body, contentType } = await multipartBody(parts, o.text);
  const bearer = o.token === null ? undefined : (o.token ?? token);
  return suite.api.call<{ url: string; name: string }[]>('/v1/file/batch/upload', undefined, {
    headers: { 'content-type': contentType, ...(bearer && { authorization: `Bearer ${bearer}` }) }, payload: body,
  });
}

describe('/v1/file/batch/upload', () => {
  storage = watched();

  it('[FB-3] jpg and png by their bytes: re-encoded, stored under content addresses, answered as {url, name}', async () => {
    const png = makePng(8, 8);
    const r = await upload([{ name: 'shot.png', bytes: png, type: 'image/png' }, { name: '照片.JPG', bytes: await makeJpeg(40, 30), type: 'image/jpeg' }]);
    expect(r.envelope.code).toBe(0);
    expect(r.data.map((f) => f.name)).toEqual(['shot.png', '照片.JPG']);
    expect(r.data[0].url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    expect(r.data[1].url).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);
    // The same picture, encoded by the server: same size, same pixels.
    const back = Buffer.from((await storage.get(keyOfUploadUrl(r.data[0].url)!))!.bytes);
    expect(await sharp(back).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect((await sharp(back).ensureAlpha().raw().toBuffer()).subarray(0, 4)).toEqual(Buffer.from([30, 144, 255, 255]));
    expect(await sharp(Buffer.from((await storage.get(keyOfUploadUrl(r.data[1].url)!))!.bytes)).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    // A JPEG is a JPEG whatever it is called or claims to be.
    const renamed = await upload([{ name: 'notes.txt', bytes: await makeJpeg(9, 9), type: 'text/plain' }]);
    expect(renamed.data[0].url).toMatch(/\.jpg$/);
    // JPEG-shaped bytes that do not decode are no image.
    expect((await upload([{ name: 'fake.jpg', bytes: jpegShaped(999) }])).envelope.code).toBe(API_CODE.uploadNotImage);
  });

  it('[FB-3] a decompression bomb (a 48 KB PNG declaring 20000 × 20000) is refused from its header; so is a side past the cap', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(50_000);
    const r = await upload([{ name: 'ok.png', bytes: makePng(4, 4) }, { name: 'bomb.png', bytes: bomb, type: 'image/png' }]);
    expect(r.envelope).toMatchObject({ code: API_CODE.uploadTooManyPixels, msg: API_MESSAGE.uploadTooManyPixels });
    expect(r.status).toBe(400);
    expect(stored).toEqual([]);
    // 8001 × 10 is few pixels but wider than 8000.
    expect((await upload([{ name: 'wide.png', bytes: bombPng(8_001, 10) }])).envelope.code).toBe(API_CODE.uploadTooManyPixels);
    expect((await upload([{ name: 'edge.png', bytes: bombPng(8_000, 10) }])).envelope.code).toBe(0);
  });

  it('[FB-3] a phone photo\'s EXIF (GPS position, camera) is not stored or served back', async () => {
    const photo = await makeJpeg(64, 48, { exif: true });
    expect(hasExif(photo)).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from(PHONE_EXIF.IFD0.Make))).toBe(true);
    const r = await upload([{ name: 'IMG_0001.jpg', bytes: photo, type: 'image/jpeg' }]);
    expect(r.envelope.code).toBe(0);
    const app = Fastify({ logger: false });
    uploadFileRoutes(app, storage);
    const served = (await app.inject({ url: r.data[0].url })).rawPayload;
    await app.close();
    expect(hasExif(served)).toBe(false);
    expect(served.includes(Buffer.from(PHONE_EXIF.IFD0.Make))).toBe(false);
    expect(served.includes(Buffer.from(PHONE_EXIF.IFD0.Software))).toBe(false);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // A PNG's text chunks go too.
    const png = makePng(6, 6);
    const withText = Buffer.concat([png.subarray(0, png.length - 12), pngChunk('tEXt', Buffer.from('Comment\0taken at home, 39.9N 116.4E')), png.subarray(png.length - 12)]);
    const t = await upload([{ name: 'shot.png', bytes: withText }]);
    expect(Buffer.from((await storage.get(keyOfUploadUrl(t.data[0].url)!))!.bytes).includes(Buffer.from('taken at home'))).toBe(false);
  });

  it('[FB-3] a PNG header followed by an ELF or an HTML page is refused; bytes hidden after a real image are not kept', async () => {
    for (const payload of [ELF_PAYLOAD, HTML_PAYLOAD]) {
      const r = await upload([{ name: 'a.png', bytes: headerThen(payload), type: 'image/png' }]);
      expect(r.envelope).toMatchObject({ code: API_CODE.uploadNotImage, msg: '请上传jpg或png格式的图片' });
    }
    expect(stored).toEqual([]);
    const png = Buffer.concat([makePng(5, 5), HTML_PAYLOAD]);
    const jpg = Buffer.concat([await makeJpeg(12, 12), ELF_PAYLOAD]);
    const r = await upload([{ name: 'a.png', bytes: png }, { name: 'b.jpg', bytes: jpg }]);
    expect(r.envelope.code).toBe(0);
    const [p, j] = await Promise.all(r.data.map(async (f) => Buffer.from((await storage.get(keyOfUploadUrl(f.url)!))!.bytes)));
    expect(p.includes(Buffer.from('<script>'))).toBe(false);
    expect(j.includes(ELF_PAYLOAD.subarray(0, 4))).toBe(false);
    expect(await sharp(p).metadata()).toMatchObject({ format: 'png', width: 5, height: 5 });
  });

  it('[FB-3] display names lose control and bidi characters (a right-to-left override cannot disguise .exe)', async () => {
    const png = makePng(2, 2);
    const r = await upload([
      { name: 'a\u202egnp.exe.png', bytes: png },
      { name: '\u2066照片\u2069\u200f.png', bytes: png },
      { name: '..\\..\\x\u0007.png', bytes: png },
      { name: '\u202a\u202b\u202c\u202d', bytes: png },
    ]);
    expect(r.data.map((f) => f.name)).toEqual(['agnp.exe.png', '照片.png', 'x.png', 'image.png']);
  });

  it('[FB-3] a .png that is really a script is refused by its bytes (请上传jpg或png格式的图片), and nothing is stored', async () => {
    const r = await upload([{ name: 'ok.png', bytes: makePng(2, 2), type: 'image/png' }, { name: 'evil.png', bytes: DISGUISED_SCRIPT, type: 'image/png' }]);
    expect(r.envelope).toMatchObject({ code: API_CODE.uploadNotImage, msg: '请上传jpg或png格式的图片' });
    expect(r.status).toBe(400);
    expect(stored).toEqual([]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload([{ name: 'a.gif', bytes: gif, type: 'image/png' }])).envelope.code).toBe(API_CODE.uploadNotImage);
    // Text under the files field is no image either.
    expect((await upload([], { text: { files: 'hello' } })).envelope.code).toBe(API_CODE.uploadNotImage);
  });

  it('[FB-3] at most 6 (最多上传6张照片); none is refused too', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: makePng(1, i + 1) }));
    expect((await upload(six)).data).toHaveLength(6);
    const seven = await upload([...six, { name: '6.png', bytes: makePng(1, 7) }]);
    expect(seven.envelope).toMatchObject({ code: API_CODE.uploadTooMany, msg: '最多上传6张照片' });
    expect((await upload([])).envelope).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.uploadNone });
    expect((await upload([{ name: 'a.png', bytes: makePng(1, 1), field: 'file' }])).envelope.code).toBe(API_CODE.validation);
  });

  it('[FB-3] each ≤ 10 MB (单个文件最大10M): exactly 10 MB passes, one byte more is refused', async () => {
    const exact = Buffer.concat([makePng(1, 1), Buffer.alloc(UPLOAD_MAX_FILE_BYTES - makePng(1, 1).length)]);
    expect((await upload([{ name: 'big.png', bytes: exact }])).envelope.code).toBe(0);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    stored.length = 0;
    const r = await upload([{ name: 'small.png', bytes: makePng(3, 3) }, { name: 'huge.png', bytes: over }]);
    expect(r.envelope).toMatchObject({ code: API_CODE.uploadTooLarge, msg: '单个文件最大10M' });
    expect(stored).toEqual([]);
  }, 30_000);

  it('[FB-3] login required: refused before the body is read', async () => {
    const r = await upload([{ name: 'a.png', bytes: makePng(2, 2) }], { token: null });
    expect(r.envelope.code).toBe(API_CODE.notLoggedIn);
    expect((await upload([{ name: 'a.png', bytes: makePng(2, 2) }], { token: 'forged' })).envelope.code).toBe(API_CODE.tokenInvalid);
    expect(stored).toEqual([]);
  });

  it('truncated, malformed, non-multipart and oversized bodies are codes, never 500', async () => {
    const { body, contentType } = await multipartBody([{ name: 'a.png', bytes: makePng(4, 4) }]);
    const send = (payload: Buffer | string, type: string) => suite.api.call('/v1/file/batch/upload', undefined, {
      headers: { 'content-type': type, authorization: `Bearer ${token}` }, payload,
    });
    const cut = await send(body.subarray(0, body.length - 20), contentType);
    expect(cut.envelope).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.uploadBroken });
    expect((await send(body, 'multipart/form-data')).envelope.code).toBe(API_CODE.validation); // no boundary
    expect((await send('{"files":[]}', 'application/json')).envelope).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.uploadNone });
    expect((await send('files=a.png', 'application/x-www-form-urlencoded')).envelope.code).toBe(API_CODE.validation);

    // Over the body cap (six files' worth), said by Content-Length: refused at once; and a body that stops short.
    const address = await suite.api.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = (length: number, sent: Buffer, end: boolean) => new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${address}/api/v1/file/batch/upload`, {
        method: 'POST', headers: { 'content-type': contentType, 'content-length': String(length), authorization: `Bearer ${token}` },
      }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => { text += c.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(sent);
      if (end) req.end();
      else setImmediate(() => req.destroy(new Error('client gave up')));
    });
    const big = await raw(UPLOAD_BODY_LIMIT + 1, body, true).catch((e: Error) => ({ status: -1, body: e.message }));
    expect(big.status).toBe(400);
    expect(JSON.parse(big.body)).toMatchObject({ code: API_CODE.uploadTooLarge, msg: '单个文件最大10M' });
    await expect(raw(body.length + 1000, body, false)).rejects.toThrow(/client gave up/);
    // Logged out over a real socket: the answer is 10020 while the client is still sending (the body is never read).
    const { body: twoMb, contentType: twoMbType } = await multipartBody([{ name: 'big.png', bytes: Buffer.concat([makePng(1, 1), Buffer.alloc(2 * 1024 * 1024)]) }]);
    const guest = await fetch(`${address}/api/v1/file/batch/upload`, { method: 'POST', headers: { 'content-type': twoMbType }, body: new Uint8Array(twoMb) });
    expect(((await guest.json()) as { code: number }).code).toBe(API_CODE.notLoggedIn);
    // The server is still well after it.
    expect((await upload([{ name: 'a.png', bytes: makePng(5, 5) }])).envelope.code).toBe(0);
  });

  it('[FB-3] per-user limit: the 21st upload within a minute is 4000', async () => {
    for (let i = 0; i < 20; i++) expect((await upload([{ name: 'a.png', bytes: makePng(1, 1) }])).envelope.code).toBe(0);
    expect((await upload([{ name: 'a.png', bytes: makePng(1, 1) }])).envelope.code).toBe(API_CODE.rateLimited);
    const other = (await suite.api.login('19900010002')).accessToken;
    expect((await upload([{ name: 'a.png', bytes: makePng(1, 1) }], { token: other })).envelope.code).toBe(0);
    suite.api.clock.advance(61_000);
    expect((await upload([{ name: 'a.png', bytes: makePng(1, 1) }])).envelope.code).toBe(0);
  });
});

describe('GET /uploads/<key>', () => {
  it('[FB-3] serves an upload from our origin with its type, nosniff, cached for good; anything else is a 404', async () => {
    const files = memoryUploadStorage();
    const app = Fastify({ logger: false });
    uploadFileRoutes(app, files);
    const png = makePng(3, 3);
    const { key } = await files.put(png, 'png');
    const res = await app.inject({ url: `/uploads/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await app.inject({ url: `/uploads/${key}`, headers: { 'if-none-match': res.headers.etag as string } })).statusCode).toBe(304);
    const jpg = await files.put(await makeJpeg(4, 4), 'jpg');
    expect((await app.inject({ url: `/uploads/${jpg.key}` })).headers['content-type']).toBe('image/jpeg');
    for (const bad of [`${'0'.repeat(64)}.png`, '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
      const r = await app.inject({ url: `/uploads/${bad}` });
      expect(r.statusCode).toBe(404);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    await app.close();
  });
});

// POST /api/v1/file/batch/upload (SPEC.md §7 Common): multipart/form-data, field `files` → [{url, name}] [FB-3].
// Login, the per-user limit and the quota are checked when the request arrives, before its body is read. The body
// is streamed (multipart.ts): each file goes to a temporary file, is told a jpg or png by its first bytes, and is
// re-encoded by libvips (image-encode.ts: the pixel cap read from the header before decoding, no metadata kept;
// one image at a time per process) before the next one is read. Only when every file has passed are they indexed under the user's quota and stored
// (upload-keeper.ts). Every refusal is a code of contract/codes.ts — a body too large, truncated or not multipart
// too — never a 500.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOADS } from '../../../contract/feedback';
import { API_CODE, API_MESSAGE } from '../../../contract/codes';
import { UPLOAD_FIELD, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../../contract/upload-limits';
import type { RateRule } from '../../auth/rate-limit';
import type { Failure } from '../errors';
import { fail, FAIL, ok } from '../errors';
import { addRoute, authenticateOnce } from '../route';
import type { Services } from '../services';
import { encodeImage } from '../../uploads/image-encode';
import { imageKindOf } from '../../uploads/image-kind';
import { MULTIPART_LIMITS, receiveFiles } from '../../uploads/multipart';
import { displayName, encodeFailure } from '../../uploads/upload-checks';
import type { EncodedFile } from '../../uploads/upload-keeper';
import { uploadKeyOfFile, uploadUrl } from '../../uploads/upload-storage';
import { scheduleUploadSweep } from '../../uploads/upload-sweep';
import { workGate } from '../../uploads/work-gate';

/** Six full files and their part headers: a Content-Length past it is refused before a byte is read. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_FILES * UPLOAD_MAX_FILE_BYTES + 64 * 1024;
/** Per user: 20 uploads a minute, 200 a day (a dialog sends one upload per pick of up to 6). */
export const UPLOAD_RULES: readonly RateRule[] = [{ limit: 20, windowMs: 60_000 }, { limit: 200, windowMs: 86_400_000 }];
/** Uploads in flight at once, per process; more get 4000. Each holds stream buffers and a temporary folder on
 *  disk (at most its one file being received and the re-encodes so far), not its body. */
export const UPLOADS_AT_ONCE = 16;
/** Images decoded and encoded at once, per process; other files wait their turn. libvips' memory for one 9 MP
 *  photo is tens of MB, and ten uploads at once must stay within 100 MB of the server at rest (bench/uploads-memory.ts:
 *  two at a time measured +128 MB, one +88 MB). */
export const IMAGES_AT_ONCE = 1;

export function uploadRoutes(app: FastifyInstance, s: Services): void {
  const images = workGate(IMAGES_AT_ONCE);
  const keeper = s.uploadKeeper;
  const cap = keeper.policy;
  let inFlight = 0;

  const sweep = scheduleUploadSweep(s.timers, keeper, s.log);
  app.addHook('onClose', async () => {
    sweep.stop();
    await sweep.idle();
  });

  /** One received file: told by its bytes, re-encoded into `dir`, its content address taken. */
  async function encodeOne(dir: string, index: number, file: { path: string; head: Uint8Array; name: string }): Promise<(EncodedFile & { name: string }) | Failure> {
    const kind = imageKindOf(file.head);
    if (!kind) return fail(API_CODE.uploadNotImage, API_MESSAGE.uploadNotImage);
    const path = join(dir, `out-${index}.${kind}`);
    const result = await images.run(() => encodeImage(file.path, kind, path, cap));
    await rm(file.path, { force: true });
    if (!result.ok) return encodeFailure(result);
    return { path, kind, key: await uploadKeyOfFile(path, kind), bytes: result.bytes, name: displayName(file.name, kind) };
  }

  void app.register(async (child) => {
    // Scoped to this context: no other /api route takes multipart.
    await child.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    addRoute(child, s, UPLOADS.upload, async (ctx) => {
      const { req, reply } = ctx;
      if (!req.isMultipart()) return fail(API_CODE.validation, API_MESSAGE.uploadNone);
      const dir = await mkdtemp(join(tmpdir(), 'upload-'));
      try {
        const encoded: (EncodedFile & { name: string })[] = [];
        const received = await receiveFiles(req, dir, UPLOAD_FIELD, async (file) => {
          const one = await encodeOne(dir, encoded.length, file);
          if ('ok' in one) return one;
          encoded.push(one);
          return undefined;
        });
        if (!received.ok) {
          // A refusal may come mid-body: the rest is never read, so the connection ends with the answer.
          reply.header('connection', 'close');
          return received;
        }
        if (encoded.length === 0) return fail(API_CODE.validation, API_MESSAGE.uploadNone);
        const kept = await keeper.keep(ctx.user.userId, encoded);
        if (!kept.ok) return fail(API_CODE.uploadQuotaFull, API_MESSAGE.uploadQuotaFull);
        return ok(encoded.map((f) => ({ url: uploadUrl(f.key), name: f.name })));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }, {
      // Before the body is read: who it is, their limit and quota, and room in this process.
      beforeBody: async (req, reply) => {
        const auth = await authenticateOnce(s, req);
        if (auth.kind === 'refused') return auth.failure;
        if (auth.kind !== 'user') return FAIL.notLoggedIn();
        if (inFlight >= UPLOADS_AT_ONCE) return FAIL.rateLimited();
        if (Number(req.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT) return fail(API_CODE.uploadTooLarge, API_MESSAGE.uploadTooLarge);
        if ((await keeper.ownedBytes(auth.user.userId)) >= cap.quotaBytes) return fail(API_CODE.uploadQuotaFull, API_MESSAGE.uploadQuotaFull);
        const allowed = await s.limiter.consume([{ bucket: 'upload', subject: String(auth.user.userId), rules: UPLOAD_RULES }]);
        if (!allowed.ok) return FAIL.rateLimited();
        inFlight += 1;
        reply.raw.once('close', () => { inFlight -= 1; });
        return undefined;
      },
      // The multipart reader's refusals: a file or body too large, no multipart body, a body cut short.
      requestError: (error) => {
        if (error.statusCode === 413) return fail(API_CODE.uploadTooLarge, API_MESSAGE.uploadTooLarge);
        if (error.statusCode === 415) return fail(API_CODE.validation, API_MESSAGE.uploadNone);
        if (error.statusCode && error.statusCode < 500 && !error.validation) return fail(API_CODE.validation, API_MESSAGE.uploadBroken);
        return undefined;
      },
    });
  });
}

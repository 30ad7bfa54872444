// POST /api/v1/file/batch/upload (SPEC.md §7 Common): multipart/form-data, field `files` → [{url, name}] [FB-3].
// Login and the per-user limit are checked when the request arrives, before its body is read; the body is capped
// at six files' worth; every file is checked (count, size, bytes) before any is stored. Every refusal is a code
// of contract/codes.ts — a body too large, truncated or not multipart too — never a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS } from '../../contract/feedback';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { UPLOAD_FIELD, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../contract/upload-limits';
import type { RateRule } from '../auth/rate-limit';
import type { AuthUser } from '../api/auth-guard';
import { fail, FAIL, ok } from '../api/errors';
import { sendError, sendResult } from '../api/route';
import type { Services } from '../api/services';
import { checkUpload, displayName } from './upload-checks';
import { readFormFiles } from './multipart';
import { uploadUrl } from './upload-storage';

/** Six full files and their part headers. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_FILES * UPLOAD_MAX_FILE_BYTES + 64 * 1024;
/** Per user: 20 uploads a minute, 200 a day (a dialog sends one upload per pick of up to 6). */
export const UPLOAD_RULES: readonly RateRule[] = [{ limit: 20, windowMs: 60_000 }, { limit: 200, windowMs: 86_400_000 }];
/** Bodies held in memory at once, per process (each up to UPLOAD_BODY_LIMIT, parsed once more): more wait for none, they get 4000. */
export const UPLOADS_AT_ONCE = 4;

export function uploadRoutes(app: FastifyInstance, s: Services): void {
  const users = new WeakMap<FastifyRequest, AuthUser>();
  let inFlight = 0;

  void app.register(async (child) => {
    // Scoped to this context: no other /api route takes multipart.
    child.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_req, body, done) => done(null, body));
    child.route({
      method: 'POST', url: UPLOADS.upload.path, bodyLimit: UPLOAD_BODY_LIMIT,
      // Before the body is read: who it is, their limit, and room in memory.
      onRequest: async (req, reply) => {
        reply.header('cache-control', 'no-store');
        // Refused before the body is read: the connection closes after the answer rather than wait for a body
        // nobody will read (keep-alive would leave it stuck mid-request).
        const refuse = (failure: Parameters<typeof sendResult>[2]) => sendResult(reply.header('connection', 'close'), s, failure);
        const auth = await s.authenticate(req);
        if (auth.kind === 'refused') return refuse(auth.failure);
        if (auth.kind !== 'user') return refuse(FAIL.notLoggedIn());
        if (inFlight >= UPLOADS_AT_ONCE) return refuse(FAIL.rateLimited());
        const allowed = await s.limiter.consume([{ bucket: 'upload', subject: String(auth.user.userId), rules: UPLOAD_RULES }]);
        if (!allowed.ok) return refuse(FAIL.rateLimited());
        users.set(req, auth.user);
        inFlight += 1;
        reply.raw.once('close', () => { inFlight -= 1; });
        return undefined;
      },
      errorHandler: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
        if (error.statusCode === 413) return sendResult(reply, s, fail(API_CODE.uploadTooLarge, API_MESSAGE.uploadTooLarge));
        if (error.statusCode === 415) return sendResult(reply, s, fail(API_CODE.validation, API_MESSAGE.uploadNone));
        if (error.statusCode && error.statusCode < 500) return sendResult(reply, s, fail(API_CODE.validation, API_MESSAGE.uploadBroken));
        return sendError(reply, s, error);
      },
      handler: async (req, reply) => {
        if (!users.has(req)) return sendResult(reply, s, FAIL.notLoggedIn());
        const contentType = String(req.headers['content-type'] ?? '');
        if (!Buffer.isBuffer(req.body) || !contentType.toLowerCase().startsWith('multipart/form-data')) {
          return sendResult(reply, s, fail(API_CODE.validation, API_MESSAGE.uploadNone));
        }
        const form = await readFormFiles(req.body, contentType, UPLOAD_FIELD);
        if (!form.ok) return sendResult(reply, s, fail(API_CODE.validation, API_MESSAGE.uploadBroken));
        const verdict = checkUpload(form.files, form.notFiles);
        if (!verdict.ok) return sendResult(reply, s, fail(verdict.code, verdict.msg));
        const stored = [];
        for (const f of verdict.files) {
          const put = await s.uploads.put(f.bytes, f.kind);
          stored.push({ url: uploadUrl(put.key), name: displayName(f.name, f.kind) });
        }
        return sendResult(reply, s, ok(stored), UPLOADS.upload);
      },
    });
  });
}

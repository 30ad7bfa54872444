// POST /agora/notify: the webhook Agora's Notifications call with Media Gateway events (agora-notice.ts says what
// they hold), feeding the room's StreamLifecycle (agora-stream-status.ts). The operator sets
// https://<host>/agora/notify as the notification URL in Agora Console and AGORA_NCS_SECRET to the secret Console
// gives for it (server/README.md "Video").
//
// Not under /api: /api is the page's contract (contract/, sealed envelopes; contract.test.ts holds every /api route
// to an entry), and this caller is Agora, not the page. Its own plugin context takes every body as raw bytes (the
// signature is over the bytes as sent). Answers, all JSON {code, msg, data} (Agora wants a JSON body and retries
// anything but a 200), written by server/api/answer.ts with the contract's codes and copy (the detail goes to
// the log):
//   401 {code: 40101} no AGORA_NCS_SECRET, or the signature missing or wrong: nothing is read past the signature
//   400 {code: 40001} signed, but not a notification (not JSON, no noticeId / productId / eventType / payload)
//   200 {code: 0, data: {result}} handled, a duplicate, or ignored (another product or event, a channel that is
//                     not a room's, an older session): retrying those would change nothing
import type { FastifyPluginAsync } from 'fastify';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { sendAnswer, sendFailure } from '../api/answer';
import { fail, ok } from '../api/errors';
import { checkAgoraSignature, parseAgoraNotice } from './agora-notice';
import type { AgoraStreamStatusDeps } from './agora-stream-status';
import { createAgoraStreamStatus } from './agora-stream-status';
import type { StreamLifecycle } from './stream-ports';

export const AGORA_NOTIFY_PATH = '/agora/notify';
/** A notification is a few hundred bytes. */
const NOTIFY_BODY_LIMIT = 16 * 1024;
/** 40101, answered with HTTP 401 (server/api/errors.ts). */
const refused = () => fail(API_CODE.notifySignature, API_MESSAGE.notifySignature);

export interface AgoraNotifyEnv {
  /** The secret Agora Console shows for the notification URL (HMAC key of Agora-Signature / -V2). */
  readonly AGORA_NCS_SECRET?: string;
}

export interface AgoraNotifyOptions {
  readonly lifecycle: StreamLifecycle;
  /** Resolves once what the lifecycle was told has been handled: the 200 goes out after it. */
  readonly settled?: () => Promise<void>;
  /** Read on every request, like push-policy.ts (default process.env). */
  readonly env?: AgoraNotifyEnv;
  readonly now?: () => number;
  readonly log?: AgoraStreamStatusDeps['log'];
}

export function agoraNotifyRoutes(o: AgoraNotifyOptions): FastifyPluginAsync {
  const env = o.env ?? process.env;
  const warn = o.log?.warn ?? (() => {});
  const status = createAgoraStreamStatus({ lifecycle: o.lifecycle, now: o.now ?? Date.now, ...(o.log && { log: o.log }) });
  return async (app) => {
    // This context only: the rest of the app keeps its JSON parser.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
    app.post(AGORA_NOTIFY_PATH, async (req, reply) => {
      const secret = env.AGORA_NCS_SECRET?.trim();
      if (!secret) {
        warn('agora notify: refused, AGORA_NCS_SECRET is not set (no notification can be verified)');
        return sendFailure(reply, refused());
      }
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = checkAgoraSignature(raw, req.headers, secret);
      if (signature !== 'ok') {
        warn(`agora notify from ${req.ip}: refused, signature ${signature}`);
        return sendFailure(reply, refused());
      }
      const parsed = parseAgoraNotice(raw);
      if (!parsed.ok) {
        warn(`agora notify: signed but not a notification: ${parsed.detail}`);
        return sendFailure(reply, fail(API_CODE.validation, API_MESSAGE.notifyMalformed));
      }
      const outcome = status.handle(parsed.notice);
      await o.settled?.();
      return sendAnswer(reply, ok({ result: outcome.kind }));
    });
  };
}

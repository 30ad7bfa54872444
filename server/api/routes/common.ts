// GET /v1/common/clientKey: the envelope keys for the browser (server/api/envelope.ts has the format). Served
// unencrypted (the contract's sealed: false), to anyone: the envelope hides data from casual scraping only; TLS
// protects it.
import type { FastifyInstance } from 'fastify';
import type { ClientKey } from '../../../contract';
import { GENERAL } from '../../../contract';
import { ENVELOPE_ALGORITHM, ENVELOPE_VERSION } from '../envelope';
import { ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

export function commonRoutes(app: FastifyInstance, s: Services): void {
  const key: ClientKey = {
    v: ENVELOPE_VERSION, alg: ENVELOPE_ALGORITHM,
    encKey: Buffer.from(s.envelopeKeys.encKey).toString('base64'), macKey: Buffer.from(s.envelopeKeys.macKey).toString('base64'),
  };
  addRoute(app, s, GENERAL.clientKey, async () => ok(key));
}

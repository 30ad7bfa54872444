// GET /v1/common/clientKey: the envelope keys for the browser (server/api/envelope.ts has the format). Served
// unencrypted, to anyone: the envelope hides data from casual scraping only; TLS protects it.
import type { FastifyInstance } from 'fastify';
import { ENVELOPE_ALGORITHM, ENVELOPE_VERSION } from '../envelope';
import type { Services } from '../services';

export interface ClientKey {
  readonly v: number;
  readonly alg: string;
  /** base64 of 32 bytes: AES-256 key. */
  readonly encKey: string;
  /** base64 of 32 bytes: HMAC-SHA256 key. */
  readonly macKey: string;
}

export function commonRoutes(app: FastifyInstance, s: Services): void {
  const key: ClientKey = {
    v: ENVELOPE_VERSION, alg: ENVELOPE_ALGORITHM,
    encKey: Buffer.from(s.envelopeKeys.encKey).toString('base64'), macKey: Buffer.from(s.envelopeKeys.macKey).toString('base64'),
  };
  // Not addRoute: this one answer is plain JSON, the key to read all the others.
  app.route({
    method: ['GET', 'POST'], url: '/v1/common/clientKey',
    handler: async (_req, reply) => reply.header('cache-control', 'no-store').send({ code: 0, msg: '', data: key }),
  });
}

// POST /dict/getDictMap {types: ['qrCode', 'home_notice', 'domains'] or 'qrCode,home_notice,domains'} → {type: items}
// (SPEC.md §7). No login: home shows the notice to every visitor. An unknown type is a 40001 with its name.
import type { FastifyInstance } from 'fastify';
import { dictMapOf, parseDictTypes } from '../dictionary';
import { API_CODE, fail, ok } from '../errors';
import { addRoute } from '../route';
import { object, str } from '../schemas';
import type { Services } from '../services';

export function dictRoutes(app: FastifyInstance, s: Services): void {
  addRoute<{ readonly types?: unknown }>(app, s, {
    url: '/dict/getDictMap', auth: 'none',
    // A list or one comma-separated string; either way text only (no control characters), checked further below.
    body: object({ types: { ...str(200, 0), type: ['string', 'array'], maxItems: 20, items: str(40, 0) } }),
    async handler(_ctx, body) {
      const parsed = parseDictTypes(body.types);
      return parsed.ok ? ok(dictMapOf(s.dictionary, parsed.types)) : fail(API_CODE.validation, parsed.msg);
    },
  });
}

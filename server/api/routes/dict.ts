// POST /dict/getDictMap {types: ['qrCode', 'home_notice', 'domains'] or 'qrCode,home_notice,domains'} → {type: items}
// (SPEC.md §7). No login: home shows the notice to every visitor. An unknown type is a 40001 with its name.
import type { FastifyInstance } from 'fastify';
import { dictMapOf, parseDictTypes } from '../dictionary';
import { API_CODE, fail, ok } from '../errors';
import { COMMON_CONTENT } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

export function dictRoutes(app: FastifyInstance, s: Services): void {
  // A list or one comma-separated string, text only (the schema); which types exist is checked here.
  addRoute(app, s, COMMON_CONTENT.dictMap, async (_ctx, body) => {
    const parsed = parseDictTypes(body.types);
    return parsed.ok ? ok(dictMapOf(s.dictionary, parsed.types)) : fail(API_CODE.validation, parsed.msg);
  });
}

// POST /v1/customer/interest/info (hot competitions and teams per sport, then the ones the caller follows, with the
// caller's choices checked),
// /choose (the caller's choices), /save {interests: [{interestId, scope, type}]}: 1 to 10 [AU-6].
import type { FastifyInstance } from 'fastify';
import type { CatalogScope } from '../../db/repositories/catalog';
import { findCatalogItems, hotCatalog } from '../../db/repositories/catalog';
import { listInterests, replaceInterests } from '../../db/repositories/interests';
import { listActFollows } from '../../db/repositories/act-follows';
import { API_CODE, fail, ok } from '../errors';
import type { InterestGroup, InterestOption } from '../../../contract';
import { AUTH_CUSTOMER, MAX_INTERESTS } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

export { MAX_INTERESTS };

const SCOPE_NAMES: Readonly<Record<CatalogScope, string>> = { 1: '足球', 2: '篮球', 3: '游戏' };

export function interestRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, AUTH_CUSTOMER.interestInfo, async (ctx) => {
    const chosen = ctx.user ? await listInterests(s.db, ctx.user.userId) : [];
    const key = (scope: number, type: number, id: number) => `${scope}/${type}/${id}`;
    const checked = new Set(chosen.map((c) => key(c.scope, c.type, c.interestId)));
    const options = (await hotCatalog(s.db)).map((c): InterestOption => ({
      id: c.id, scope: c.scope, type: c.type, shortName: c.shortName, logo: c.logo, checked: checked.has(key(c.scope, c.type, c.id)),
    }));
    // The competitions and teams the caller follows (follow/act) are offered too, after the hot ones.
    if (ctx.user) {
      const offered = new Set(options.map((o) => key(o.scope, o.type, o.id)));
      for (const scope of [1, 2] as const) {
        for (const type of [1, 2] as const) {
          for (const f of await listActFollows(s.db, ctx.user.userId, scope, type)) {
            if (offered.has(key(scope, type, f.targetId)) || f.name === '') continue;
            offered.add(key(scope, type, f.targetId));
            options.push({ id: f.targetId, scope, type, shortName: f.name, logo: f.logo, checked: checked.has(key(scope, type, f.targetId)) });
          }
        }
      }
    }
    const groups = ([1, 2, 3] as const).map((scope): InterestGroup => ({
      scope, name: SCOPE_NAMES[scope],
      competitionVOS: options.filter((o) => o.scope === scope && o.type === 1),
      teamVOS: options.filter((o) => o.scope === scope && o.type === 2),
    }));
    return ok(groups);
  });

  addRoute(app, s, AUTH_CUSTOMER.interestChoose, async (ctx) => ok(await listInterests(s.db, ctx.user.userId)));

  addRoute(app, s, AUTH_CUSTOMER.interestSave, async (ctx, body) => {
    const unique = [...new Map(body.interests.map((i) => [`${i.scope}/${i.type}/${i.interestId}`, i])).values()];
    for (const scope of [1, 2, 3] as const) {
      for (const type of [1, 2] as const) {
        const ids = unique.filter((i) => i.scope === scope && i.type === type).map((i) => i.interestId);
        if (ids.length && (await findCatalogItems(s.db, scope, type, ids)).length !== ids.length) {
          return fail(API_CODE.validation, '所选喜好不存在，请刷新后重试');
        }
      }
    }
    await s.db.transaction((tx) => replaceInterests(tx, ctx.user.userId, unique, new Date(ctx.now)));
    return ok(null);
  });
}

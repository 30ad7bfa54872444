// GET or POST /banner/search [{sourceType?}] → home's banners (SPEC.md §3 "Banner", server/news/banners.ts): the
// official picks and the day's focus matches (sourceType 20). No login.
import type { FastifyInstance } from 'fastify';
import { COMMON_CONTENT } from '../../../contract';
import { bannersOf } from '../../news/banners';
import { ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

export function bannerRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, COMMON_CONTENT.bannerSearch, async (_ctx, { sourceType }) => ok(bannersOf(s.liveState(), sourceType)));
}

// GET (or POST) /v1/link/query → [{linkType, linkPath}]: the footer's and the login dialog's documents (SPEC.md §3
// link types 1, 3, 4, 5; the pages are server/docs/). POST /v1/version/checkUpdate {platform: Android | iOS} → the
// app's newest version (SPEC.md §3 "Version info"). Neither needs a login: the download page is open to guests.
import type { FastifyInstance } from 'fastify';
import { COMMON_CONTENT } from '../../../contract';
import { LINKS } from '../../docs/documents';
import { APP_VERSIONS } from '../app-versions';
import { ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

export function linksVersionRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, COMMON_CONTENT.linkQuery, async () => ok(LINKS));
  addRoute(app, s, COMMON_CONTENT.checkUpdate, async (_ctx, body) => ok(APP_VERSIONS[body.platform]));
}

// The /api plugin: every call of the contract (server/api/README.md lists them), each routes/ file a group
// registered through route.ts's addRoute, answered by answer.ts. Register it with the prefix '/api'. Encapsulated:
// its error handler and routes do not leak into the rest of the app. Without the accounts part (feed-only
// servers and tests) `listsPlugin` serves the groups that need no database, the same way.
import type { FastifyPluginAsync } from 'fastify';
import type { LiveState } from '../../engine/core';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import type { OtherDays } from '../days/other-days';
import { feedTimeOf, wallClockOf } from '../time/clocks';
import type { RouteGroup } from './route';
import { registerRouteGroups } from './route';
import type { ListServices } from './routes/match-lists';
import { matchListRoutes } from './routes/match-lists';
import { loginRoutes } from './routes/auth-login';
import { passwordRoutes } from './routes/auth-password';
import { smsRoutes } from './routes/auth-sms';
import { anchorHomepageRoutes } from './routes/anchor-homepage';
import { anchorSearchRoutes } from './routes/anchor-search';
import { anchorAuditRoutes } from './routes/anchor-audit';
import { anchorBroadcastRoutes } from './routes/anchor-broadcast';
import { anchorLivingRoutes } from './routes/anchor-living';
import { commonRoutes } from './routes/common';
import { customerRoutes } from './routes/customer';
import { dataPageRoutes } from './routes/data-pages';
import { forecastRoutes } from './routes/forecasts';
import { dictRoutes } from './routes/dict';
import { followActRoutes } from './routes/follow-act';
import { followCustomerRoutes } from './routes/follow-customer';
import { followMatchRoutes } from './routes/follow-match';
import { interestRoutes } from './routes/interests';
import { levelRoutes } from './routes/levels';
import { linksVersionRoutes } from './routes/links-version';
import { liveRoomRoutes } from './routes/live-room';
import { liveRoomInfoRoutes } from './routes/live-room-info';
import { livingRoutes } from './routes/living-recommend';
import { liveRoomModerationRoutes } from './routes/live-room-moderation';
import { matchCentreRoutes } from './routes/match-centre';
import { matchDetailRoutes } from './routes/match-detail';
import { privateMessageRoutes } from './routes/private-messages';
import { refreshRoutes } from './routes/refresh';
import { feedbackRoutes } from './routes/feedback';
import { uploadRoutes } from './routes/uploads';
import { bannerRoutes } from './routes/banners';
import { newsRoutes } from './routes/news';
import { personalCentreRoutes } from './routes/personal-centre';
import type { ApiDeps } from './services';
import { createServices } from './services';

/** The groups that need only the feed (no database): served with or without the accounts part. */
const FEED_ROUTE_GROUPS: readonly RouteGroup<ListServices>[] = [
  matchListRoutes, // the *_b lists and competition/topOne [HT-8, LS-9]
];

/** Add a new file of routes/ here: `(app, s: Services) => void`, its calls from contract/ (contract/README.md). */
const ROUTE_GROUPS: readonly RouteGroup[] = [
  ...FEED_ROUTE_GROUPS,
  commonRoutes, smsRoutes, loginRoutes, passwordRoutes, refreshRoutes, customerRoutes, interestRoutes, levelRoutes,
  followMatchRoutes, followCustomerRoutes, followActRoutes, dictRoutes,
  matchDetailRoutes, livingRoutes, // hover card [LS-14], streams popup [LS-13], carousel [AN-1]
  matchCentreRoutes, // the match centre (issue #13)
  anchorSearchRoutes, anchorHomepageRoutes, // search panel [AN-6], anchor profile [AN-5], home's live list [SH-4] (issue #14)
  liveRoomRoutes, // the live room page (issue #14)
  liveRoomInfoRoutes, // the owner's title and notice (issue #14)
  liveRoomModerationRoutes, // live-room chat moderation (issue #14)
  anchorAuditRoutes, anchorBroadcastRoutes, // certification and broadcasting (issue #14)
  linksVersionRoutes, // the footer's documents, the download page's version (issue #14)
  privateMessageRoutes, // private messages and the staff account (issue #14)
  uploadRoutes, feedbackRoutes, // uploads, feedback and complaints [FB-1 … FB-3]
  anchorLivingRoutes, // who is live: findAllLivingAnchors, findAnchorRecommend (issue #14)
  dataPageRoutes, // 资料库: competitions, teams, players, search
  newsRoutes, bannerRoutes, // SPEC.md §7 News: the information centre and articles; home's banners
  forecastRoutes, // 预测: prediction schemes, their lock, grade and record
  personalCentreRoutes, // the personal centre: experience records, live-data review, footprints, cards, phone change
];

export function apiPlugin(deps: ApiDeps): FastifyPluginAsync {
  return async (app) => {
    registerRouteGroups(app, createServices(deps), ROUTE_GROUPS);
  };
}

export interface ListsDeps {
  readonly liveState: () => LiveState;
  readonly feedNow: () => number;
  readonly otherDays?: OtherDays;
}

/** The app without the accounts part: the feed's groups only, plain JSON (no keys to seal with), nobody logged in. */
export function listsPlugin(deps: ListsDeps): FastifyPluginAsync {
  return async (app) => {
    const services: ListServices = {
      wall: wallClockOf(SYSTEM_SCHEDULER), feed: feedTimeOf(deps.feedNow), liveState: deps.liveState, otherDays: deps.otherDays,
      authenticate: async () => ({ kind: 'anonymous' }),
    };
    registerRouteGroups(app, services, FEED_ROUTE_GROUPS);
  };
}

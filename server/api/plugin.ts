// The /api plugin: every account, interest, level and follow call (server/api/README.md lists them). Register it
// with the prefix '/api'. Encapsulated: its error handler and routes do not leak into the rest of the app.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { sendError } from './route';
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
import { feedbackRoutes } from '../feedback/feedback-routes';
import { uploadRoutes } from '../uploads/upload-route';
import type { ApiDeps } from './services';
import { createServices } from './services';

const ROUTE_GROUPS = [
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
];

export function apiPlugin(deps: ApiDeps): FastifyPluginAsync {
  return async (app) => {
    const services = createServices(deps);
    app.setErrorHandler((error: FastifyError, _req, reply) => sendError(reply, services, error));
    for (const register of ROUTE_GROUPS) register(app, services);
  };
}

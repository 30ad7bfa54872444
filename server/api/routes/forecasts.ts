// /v1/prediction/* (contract/forecasts.ts): anchors write schemes on not-started matches at company 1's current
// odds, edit their reasoning or delete them before kick-off; everyone reads the section's list, a scheme's detail,
// an anchor's record and its download. server/forecasts/forecast-service.ts locks and grades; every answer that
// shows a scheme's state runs its sweep first, so the answer is never behind the feed's clock.
import type { FastifyInstance } from 'fastify';
import { API_MESSAGE, FORECAST_MESSAGES, FORECASTS } from '../../../contract';
import type { ForecastCard, ForecastScheme } from '../../../contract';
import { findUserById } from '../../db/repositories/users';
import type { ForecastService, WriteRefusal } from '../../forecasts/forecast-service';
import { forecastServiceOf, HOT_ANCHORS, SWEEP_MS } from '../../forecasts/forecast-service';
import { grantForecastHit } from '../../levels/experience';
import { recordSchemeRead } from '../../personal/footprints';
import { anchorOf, recordCsv, recordOf, schemeView } from '../../forecasts/forecast-views';
import type { AnchorRow, StoredScheme } from '../../forecasts/scheme-store';
import {
  anchorsByIds, deleteOpenScheme, deletionCount, findScheme, followedAnchorIds, listSchemes, updateReasoning,
} from '../../forecasts/scheme-store';
import { API_CODE, fail, FAIL, ok } from '../errors';
import type { Failure } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';

const REFUSAL: Readonly<Record<WriteRefusal, () => Failure>> = {
  started: () => fail(API_CODE.forecastStarted, API_MESSAGE.forecastStarted),
  noOdds: () => fail(API_CODE.forecastNoOdds, API_MESSAGE.forecastNoOdds),
  duplicate: () => fail(API_CODE.validation, API_MESSAGE.forecastDuplicateMatch),
  noDraw: () => fail(API_CODE.validation, API_MESSAGE.forecastNoDraw),
  mixedSports: () => fail(API_CODE.validation, API_MESSAGE.forecastMixedSports),
};
const locked = () => fail(API_CODE.forecastLocked, API_MESSAGE.forecastLocked);
const notFound = () => fail(API_CODE.notFound, API_MESSAGE.forecastNotFound);
const anchorNotFound = () => fail(API_CODE.notFound, API_MESSAGE.anchorNotFound);

/** Cards for `schemes`, each with its anchor's figures. */
async function cardsOf(s: Services, f: ForecastService, schemes: readonly StoredScheme[]): Promise<ForecastCard[]> {
  const ids = [...new Set(schemes.map((x) => x.anchorId))];
  const [anchors, figures] = await Promise.all([anchorsByIds(s.db, ids), f.figures(ids)]);
  const byId = new Map(anchors.map((a) => [a.id, a]));
  const now = f.now();
  return schemes.flatMap((x) => {
    const a = byId.get(x.anchorId);
    const fig = figures.get(x.anchorId);
    return a && fig ? [{ scheme: schemeView(x, anchorOf(a), now), figures: fig.figures }] : [];
  });
}

async function ownScheme(s: Services, f: ForecastService, userId: number, id: number): Promise<{ scheme: StoredScheme; anchor: AnchorRow } | Failure> {
  await f.settle();
  const scheme = await findScheme(s.db, id);
  if (!scheme || scheme.anchorId !== userId) return notFound();
  if (scheme.lockedAt !== null || scheme.kickoffAt <= f.now()) return locked();
  const [anchor] = await anchorsByIds(s.db, [userId]);
  return anchor ? { scheme, anchor } : FAIL.notAnchor();
}

const isFailure = (x: object): x is Failure => 'ok' in x && x.ok === false;

export function forecastRoutes(app: FastifyInstance, s: Services): void {
  const f = forecastServiceOf(s);
  // The personal centre's hooks: a scheme graded a hit moves its anchor's forecast experience (in the grading's own
  // transaction); a logged-in read of a scheme is kept as a footprint.
  f.events.onGraded(async (tx, e) => {
    if (e.outcome === 'hit') await grantForecastHit(tx, e.anchorId, e.schemeId, new Date(e.at));
  });
  const sweep = s.timers.setInterval(() => void f.settle(), SWEEP_MS);
  app.addHook('onClose', async () => {
    s.timers.clearInterval(sweep);
    await f.settle();
  });

  addRoute(app, s, FORECASTS.addScheme, async (ctx, body) => {
    const u = await findUserById(s.db, ctx.user.userId);
    if (!u) return FAIL.tokenInvalid();
    if (!u.isAnchor) return fail(API_CODE.notAnchor, API_MESSAGE.forecastAnchorOnly);
    if (!body.reasoning.trim()) return fail(API_CODE.validation, FORECAST_MESSAGES.reasoning);
    const written = await f.write(u.id, body.reasoning.trim(), body.items);
    if (!written.ok) return REFUSAL[written.reason]();
    const scheme = (await findScheme(s.db, written.id))!;
    const [anchor] = await anchorsByIds(s.db, [u.id]);
    return ok(schemeView(scheme, anchorOf(anchor), f.now()));
  });

  addRoute(app, s, FORECASTS.mySchemes, async (ctx, body) => {
    const u = await findUserById(s.db, ctx.user.userId);
    if (!u) return FAIL.tokenInvalid();
    if (!u.isAnchor) return FAIL.notAnchor();
    await f.settle();
    const [anchor] = await anchorsByIds(s.db, [u.id]);
    const schemes = await f.anchorSchemes(u.id);
    const record = recordOf(anchor, schemes, await deletionCount(s.db, u.id), f.now());
    const from = (body.pageNum - 1) * body.pageSize;
    return ok({ total: schemes.length, items: record.schemes.slice(from, from + body.pageSize), summary: record.summary, figures: record.figures });
  });

  addRoute(app, s, FORECASTS.list, async (ctx, body) => {
    await f.settle();
    let anchorIds: number[] | undefined;
    if (body.scope === 'followed') {
      if (!ctx.user) return FAIL.notLoggedIn();
      anchorIds = await followedAnchorIds(s.db, ctx.user.userId);
    } else if (body.scope === 'hot') {
      anchorIds = (await f.hotAnchors(HOT_ANCHORS, body.sportType)).map((a) => a.anchor.id);
    }
    if (body.anchorId !== undefined) anchorIds = anchorIds ? anchorIds.filter((id) => id === body.anchorId) : [body.anchorId];
    const page = await listSchemes(s.db, {
      sportType: body.sportType, market: body.market, anchorIds, status: body.status, now: f.now(),
      offset: (body.pageNum - 1) * body.pageSize, limit: body.pageSize,
    });
    return ok({ total: page.total, items: await cardsOf(s, f, page.schemes) });
  });

  addRoute(app, s, FORECASTS.hotAnchors, async (_ctx, body) => {
    await f.settle();
    const hot = await f.hotAnchors(body.limit, body.sportType);
    return ok({ anchors: hot.map((h) => ({ anchor: anchorOf(h.anchor), figures: h.figures })) });
  });

  addRoute(app, s, FORECASTS.detail, async (ctx, body) => {
    await f.settle();
    const scheme = await findScheme(s.db, body.schemeId);
    if (!scheme) return notFound();
    const [card] = await cardsOf(s, f, [scheme]);
    if (!card) return notFound();
    if (ctx.user) {
      const { anchor, items } = card.scheme;
      const title = items.map((i) => `${i.homeTeamName} VS ${i.awayTeamName}`).join('、');
      await recordSchemeRead(s.db, ctx.user.userId, { schemeId: scheme.id, title, anchorId: anchor.customerId, anchorName: anchor.nickname }, new Date(f.now()));
      await f.events.emitRead(ctx.user.userId, scheme.id, f.now());
    }
    return ok(card);
  });

  addRoute(app, s, FORECASTS.record, async (_ctx, body) => {
    await f.settle();
    const [anchor] = await anchorsByIds(s.db, [body.anchorId]);
    if (!anchor) return anchorNotFound();
    return ok(recordOf(anchor, await f.anchorSchemes(anchor.id), await deletionCount(s.db, anchor.id), f.now()));
  });

  addRoute(app, s, FORECASTS.recordExport, async (_ctx, body) => {
    await f.settle();
    const [anchor] = await anchorsByIds(s.db, [body.anchorId]);
    if (!anchor) return anchorNotFound();
    const record = recordOf(anchor, await f.anchorSchemes(anchor.id), await deletionCount(s.db, anchor.id), f.now());
    const name = `forecast-record-${anchor.id}`;
    return ok(body.format === 'json'
      ? { fileName: `${name}.json`, mimeType: 'application/json', content: JSON.stringify(record, null, 2) }
      : { fileName: `${name}.csv`, mimeType: 'text/csv', content: recordCsv(record) });
  });

  addRoute(app, s, FORECASTS.matches, async (_ctx, body) => ok({ matches: f.matches(body.sportType) }));

  addRoute(app, s, FORECASTS.updateScheme, async (ctx, body) => {
    if (!body.reasoning.trim()) return fail(API_CODE.validation, FORECAST_MESSAGES.reasoning);
    const own = await ownScheme(s, f, ctx.user.userId, body.schemeId);
    if (isFailure(own)) return own;
    if (!(await updateReasoning(s.db, body.schemeId, ctx.user.userId, body.reasoning.trim(), f.now()))) return locked();
    const scheme: StoredScheme = (await findScheme(s.db, body.schemeId))!;
    const view: ForecastScheme = schemeView(scheme, anchorOf(own.anchor), f.now());
    return ok(view);
  });

  addRoute(app, s, FORECASTS.deleteScheme, async (ctx, body) => {
    const own = await ownScheme(s, f, ctx.user.userId, body.schemeId);
    if (isFailure(own)) return own;
    if (!(await deleteOpenScheme(s.db, body.schemeId, ctx.user.userId, f.now()))) return locked();
    return ok({ schemeId: body.schemeId, deletedCount: await deletionCount(s.db, ctx.user.userId) });
  });
}

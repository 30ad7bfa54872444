// /v1/prediction/* over the /api plugin (contract/forecasts.ts) on a hand-made feed state whose clock the test
// moves: an anchor writes at company 1's current odds, the scheme locks at kick-off with the closing odds kept, is
// graded from the settled result code, and the record, its download, the list and the profile show it. Bad bodies
// are contract codes, never 500. Answers are opened envelopes checked against the contract (test-api.ts).
import { describe, expect, it } from 'vitest';
import { API_CODE } from '../../contract';
import type { FeedEvent, LiveState, OddsQuote } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { match, snapshot } from '../../engine/core/test-support/builders';
import { insertUser } from '../db/repositories/users';
import { ForecastService } from '../forecasts/forecast-service';
import type { GradedEvent } from '../forecasts/forecast-service';
import { apiPerTest } from './test-support/api-per-test';
import type { TestApi } from './test-support/test-api';
import { createTestApi, T0 } from './test-support/test-api';

const KICK_S = Math.floor(T0 / 1000) + 3600;
const ANCHOR_PHONE = '19900000001';
const ANCHOR_ID = 10_001;
const WITH_ODDS = 7001;
const LATER = 7002;
const NO_ODDS = 7003;

const q = (matchId: number, market: number, p: Partial<OddsQuote> = {}): OddsQuote => ({
  companyId: 1, market, line: market === 2 ? 25 : market === 3 ? 250 : 0, p1: market === 1 ? 2000 : 900, p2: market === 1 ? 3200 : 950,
  p3: market === 1 ? 3500 : 0, minute: 0, homeScore: 0, awayScore: 0, result: 0, ...p,
});
let seq = 10;
const odds = (matchId: number, mode: 'open' | 'change' | 'settle', ts: number, quotes: OddsQuote[]): FeedEvent =>
  ({ type: 'odds', seq: ++seq, ts, sport: 'football', matchId, mode, quotes });
const status = (matchId: number, statusId: number, ts: number): FeedEvent =>
  ({ type: 'status', seq: ++seq, ts, sport: 'football', matchId, statusId, goingTime: 0, clockSeconds: 0 });

let now = T0;
let state: LiveState = EMPTY_STATE;
const feed = (events: FeedEvent[]) => { state = fold(state, events).state; };
function resetFeed(): void {
  now = T0;
  state = fold(EMPTY_STATE, [
    snapshot('football', [match('football', WITH_ODDS, { matchTime: KICK_S }), match('football', LATER, { matchTime: KICK_S + 7200 }), match('football', NO_ODDS, { matchTime: KICK_S })]),
    odds(WITH_ODDS, 'open', T0 - 60_000, [q(WITH_ODDS, 1), q(WITH_ODDS, 2), q(WITH_ODDS, 3)]),
    odds(LATER, 'open', T0 - 60_000, [q(LATER, 1), q(LATER, 2)]),
  ]).state;
}

const suite = apiPerTest({ options: { state: () => state, feedNow: () => now } });

async function logIn(): Promise<{ anchor: string; viewer: string }> {
  resetFeed();
  await insertUser(suite.db, {
    id: ANCHOR_ID, nationalCode: '86', phone: ANCHOR_PHONE, nickname: '球评老张', avatar: '/a.png', userCode: '60010001', isAnchor: true, roomId: 880001,
  }, new Date(T0));
  const anchor = (await suite.api.login(ANCHOR_PHONE)).accessToken;
  const viewer = (await suite.api.login('13800000001')).accessToken;
  return { anchor, viewer };
}

interface Scheme { schemeId: number; status: string; outcome: string | null; isFinish: number; isHit: number; combinedOdds: number; reasoning: string; items: { odds: number; closingOdds: number | null; line: number; result: number; isHit: number; isFinish: number }[] }
interface Rate { rate: number; baseCount: number; hitCount: number; window: { from: number; to: number } | null }
interface Figures { singleContinuousHitCount: number; anchorPredictionData: { singleLatestHitRate: Rate; singleMonthHitRate: Rate } }
interface Summary { baseCount: number; hitCount: number; existCount: number; deletedCount: number; pendingCount: number; beatCloseCount: number; closeComparedCount: number; rate: number }
interface RecordAnswer { summary: Summary; figures: Figures; schemes: Scheme[] }

const write = (token: string, items: unknown[], reasoning = '主队主场强势，看好拿下') =>
  suite.api.call<Scheme>('/v1/prediction/addPredictionScheme', { reasoning, items }, { token });
const single = (matchId = WITH_ODDS, market = 1, pick = 10) => [{ matchId, sportType: 1, market, pick }];

describe('forecasts: writing', () => {
  it('only a logged-in anchor writes: 10020 for a guest, 40008 for a viewer', async () => {
    const { viewer } = await logIn();
    expect((await suite.api.call('/v1/prediction/addPredictionScheme', { reasoning: 'x', items: single() })).envelope.code).toBe(API_CODE.notLoggedIn);
    const r = await write(viewer, single());
    expect([r.envelope.code, r.envelope.msg]).toEqual([API_CODE.notAnchor, '认证成为主播后方可发布预测']);
  });

  it('malformed bodies are 40001 with the copy of the field, never 500', async () => {
    const { anchor } = await logIn();
    const cases: [unknown, string][] = [
      [{ reasoning: '理由', items: [] }, '请至少选择一场比赛'],
      [{ reasoning: '', items: single() }, '请填写预测理由（1-500字）'],
      [{ reasoning: '理由', items: [{ matchId: WITH_ODDS, sportType: 1, market: 4, pick: 10 }] }, '请选择玩法（1 欧赔、2 亚盘、3 大小）'],
      [{ reasoning: '理由', items: [{ matchId: 'x', sportType: 1, market: 1, pick: 10 }] }, ''],
      [{ reasoning: '理由', items: Array.from({ length: 9 }, (_, i) => ({ matchId: i + 1, sportType: 1, market: 1, pick: 10 })) }, '最多选择8场比赛'],
      ['not json at all', ''],
    ];
    for (const [body, msg] of cases) {
      const r = await suite.api.call('/v1/prediction/addPredictionScheme', body, { token: anchor });
      expect(r.status).toBeLessThan(500);
      expect(r.envelope.code).toBe(API_CODE.validation);
      if (msg) expect(r.envelope.msg).toBe(msg);
    }
  });

  it('a pick the feed cannot price is refused: unknown or started match 41601, no odds 41603, draw off 欧赔, the same match twice, two sports in one scheme', async () => {
    const { anchor } = await logIn();
    expect((await write(anchor, single(999_999))).envelope.code).toBe(API_CODE.forecastStarted);
    expect((await write(anchor, single(NO_ODDS))).envelope.code).toBe(API_CODE.forecastNoOdds);
    expect((await write(anchor, single(LATER, 3))).envelope.code).toBe(API_CODE.forecastNoOdds);
    expect((await write(anchor, single(WITH_ODDS, 2, 30))).envelope).toMatchObject({ code: API_CODE.validation, msg: '该玩法没有平局选项' });
    expect((await write(anchor, [...single(), ...single(WITH_ODDS, 2)])).envelope).toMatchObject({ code: API_CODE.validation, msg: '同一场比赛只能选择一次' });
    expect((await write(anchor, [...single(), { matchId: WITH_ODDS + 1, sportType: 2, market: 1, pick: 10 }])).envelope)
      .toMatchObject({ code: API_CODE.validation, msg: '一个方案只能包含同一运动的比赛' });
    feed([status(WITH_ODDS, 2, T0)]);
    expect((await write(anchor, single())).envelope).toMatchObject({ code: API_CODE.forecastStarted, msg: '比赛已开赛，无法发布预测' });
  });

  it('a scheme is priced at company 1\'s current quote: 欧赔 decimal, 亚盘 water + 1, a multi the product', async () => {
    const { anchor } = await logIn();
    const a = await write(anchor, single(WITH_ODDS, 1, 30));
    expect(a.data).toMatchObject({ status: 'open', outcome: null, isFinish: 0, combinedOdds: 3.2, items: [{ odds: 3.2, line: 0, closingOdds: null }] });
    const b = await write(anchor, [...single(WITH_ODDS, 2, 10), ...single(LATER, 1, 20)]);
    expect(b.data.items.map((i) => [i.odds, i.line])).toEqual([[1.9, 25], [3.5, 0]]);
    expect(b.data.combinedOdds).toBe(6.65);
  });
});

describe('forecasts: lock at kick-off, grade from the result, the record', () => {
  it('locked at kick-off with the closing odds kept: edit and delete 41602; graded from the settled code; the record counts it', async () => {
    const { anchor, viewer } = await logIn();
    const written = (await write(anchor, single())).data;
    expect((await suite.api.call<Scheme>('/v1/prediction/updatePredictionScheme', { schemeId: written.schemeId, reasoning: '新理由' }, { token: anchor })).data.reasoning).toBe('新理由');
    expect((await suite.api.call('/v1/prediction/updatePredictionScheme', { schemeId: written.schemeId, reasoning: '别人改' }, { token: viewer })).envelope.code).toBe(API_CODE.notFound);

    // The company moves before kick-off (closing 1.90 against 2.00 at writing), then the match kicks off.
    feed([odds(WITH_ODDS, 'change', KICK_S * 1000 - 60_000, [q(WITH_ODDS, 1, { p1: 1900 })])]);
    now = KICK_S * 1000 + 1000;
    feed([status(WITH_ODDS, 2, now)]);
    const upd = await suite.api.call('/v1/prediction/updatePredictionScheme', { schemeId: written.schemeId, reasoning: '开赛后改' }, { token: anchor });
    expect([upd.envelope.code, upd.envelope.msg]).toEqual([API_CODE.forecastLocked, '预测已锁定：开赛后不可修改或删除']);
    expect((await suite.api.call('/v1/prediction/deletePredictionScheme', { schemeId: written.schemeId }, { token: anchor })).envelope.code).toBe(API_CODE.forecastLocked);
    const locked = (await suite.api.call<{ scheme: Scheme }>('/v1/prediction/detail', { schemeId: written.schemeId })).data.scheme;
    expect(locked).toMatchObject({ status: 'locked', reasoning: '新理由', items: [{ odds: 2, closingOdds: 1.9, isFinish: 0 }] });

    // Full time: the settle frame carries 10 (home win) for 欧赔.
    now += 2 * 3600_000;
    feed([status(WITH_ODDS, 8, now), odds(WITH_ODDS, 'settle', now, [q(WITH_ODDS, 1, { result: 10 }), q(WITH_ODDS, 2, { result: 10 }), q(WITH_ODDS, 3, { result: 20 })])]);
    const r = await suite.api.call<{ scheme: Scheme; figures: Figures }>('/v1/prediction/detail', { schemeId: written.schemeId }, { token: viewer });
    expect(r.data.scheme).toMatchObject({ status: 'graded', outcome: 'hit', isFinish: 1, isHit: 1, items: [{ result: 10, isHit: 1, isFinish: 1 }] });
    expect(r.data.figures.singleContinuousHitCount).toBe(1);
    expect(r.data.figures.anchorPredictionData.singleLatestHitRate).toMatchObject({ rate: 100, baseCount: 1, hitCount: 1 });

    const record = (await suite.api.call<RecordAnswer>('/v1/prediction/record', { anchorId: ANCHOR_ID })).data;
    expect(record.summary).toMatchObject({ baseCount: 1, hitCount: 1, existCount: 1, deletedCount: 0, pendingCount: 0, rate: 100, beatCloseCount: 1, closeComparedCount: 1 });
    const csv = (await suite.api.call<{ fileName: string; mimeType: string; content: string }>('/v1/prediction/recordExport', { anchorId: ANCHOR_ID, format: 'csv' })).data;
    expect(csv).toMatchObject({ fileName: `forecast-record-${ANCHOR_ID}.csv`, mimeType: 'text/csv' });
    const [head, row] = csv.content.trim().split('\r\n');
    expect(head.split(',')).toContain('closingOdds');
    expect(row.split(',').slice(0, 3)).toEqual([String(written.schemeId), 'graded', 'hit']);
    const json = (await suite.api.call<{ content: string }>('/v1/prediction/recordExport', { anchorId: ANCHOR_ID, format: 'json' })).data;
    expect(JSON.parse(json.content)).toMatchObject({ summary: record.summary });
  });

  it('two /api processes on one database answer the same figures: a grade made by one shows in the other\'s next answer', async () => {
    const { anchor } = await logIn();
    const other = await createTestApi(suite.db, { state: () => state, feedNow: () => now });
    try {
      const figuresFrom = async (api: TestApi, schemeId: number) =>
        (await api.call<{ figures: Figures }>('/v1/prediction/detail', { schemeId })).data.figures.anchorPredictionData.singleLatestHitRate;
      const id = (await write(anchor, single())).data.schemeId;
      now = KICK_S * 1000 + 2 * 3600_000;
      feed([status(WITH_ODDS, 8, now)]);
      expect(await figuresFrom(other, id)).toMatchObject({ baseCount: 0 }); // full time, not yet settled: the other locks it
      now += 1000;
      feed([odds(WITH_ODDS, 'settle', now, [q(WITH_ODDS, 1, { result: 10 })])]);
      expect(await figuresFrom(suite.api, id)).toMatchObject({ baseCount: 1, hitCount: 1, rate: 100 }); // this one grades it
      expect(await figuresFrom(other, id)).toMatchObject({ baseCount: 1, hitCount: 1, rate: 100 });
      expect((await other.call<RecordAnswer>('/v1/prediction/record', { anchorId: ANCHOR_ID })).data.summary).toMatchObject({ baseCount: 1, hitCount: 1 });

    } finally {
      await other.close();
    }
  });

  it('deleting before kick-off is the owner\'s, and the record counts the deletion', async () => {
    const { anchor, viewer } = await logIn();
    const id = (await write(anchor, single(LATER))).data.schemeId;
    expect((await suite.api.call('/v1/prediction/deletePredictionScheme', { schemeId: id }, { token: viewer })).envelope.code).toBe(API_CODE.notFound);
    const del = await suite.api.call<{ deletedCount: number }>('/v1/prediction/deletePredictionScheme', { schemeId: id }, { token: anchor });
    expect(del.data.deletedCount).toBe(1);
    expect((await suite.api.call('/v1/prediction/detail', { schemeId: id })).envelope).toMatchObject({ code: API_CODE.notFound, msg: '预测不存在' });
    expect((await suite.api.call<RecordAnswer>('/v1/prediction/record', { anchorId: ANCHOR_ID })).data.summary).toMatchObject({ deletedCount: 1, existCount: 0 });
  });

  it('the graded event fires once, inside the grading transaction, with the outcome (a correct forecast is hit)', async () => {
    const { anchor } = await logIn();
    const f = new ForecastService({ db: suite.db, liveState: () => state, now: () => now });
    const graded: GradedEvent[] = [];
    f.events.onGraded(async (tx, e) => {
      const [row] = await tx.query<{ outcome: string }>('SELECT outcome FROM forecast_schemes WHERE id = $1', [e.schemeId]);
      expect(row.outcome).toBe(e.outcome); // the grade is visible to the listener's own statements
      graded.push(e);
    });
    const id = (await write(anchor, single())).data.schemeId;
    now = KICK_S * 1000 + 3 * 3600_000;
    feed([status(WITH_ODDS, 8, now), odds(WITH_ODDS, 'settle', now, [q(WITH_ODDS, 1, { result: 20 })])]);
    await f.settle();
    await f.settle();
    expect(graded).toEqual([{ schemeId: id, anchorId: ANCHOR_ID, outcome: 'miss', at: now }]);
  });
});

describe('forecasts: the list, mine, matches, hot anchors, the profile', () => {
  it('list filters by sport, market, anchor and status; followed needs a login; mine lists the anchor\'s own', async () => {
    const { anchor, viewer } = await logIn();
    await write(anchor, single(WITH_ODDS, 3, 10));
    await write(anchor, single(LATER, 1, 30));
    const list = async (body: object, token?: string) => (await suite.api.call<{ total: number; items: { scheme: Scheme }[] }>('/v1/prediction/list', body, { token }));
    expect((await list({})).data.total).toBe(2);
    expect((await list({ market: 3 })).data.total).toBe(1);
    expect((await list({ sportType: 2 })).data.total).toBe(0);
    expect((await list({ anchorId: ANCHOR_ID, status: 'open' })).data.total).toBe(2);
    expect((await list({ status: 'graded' })).data.total).toBe(0);
    expect((await list({ scope: 'followed' })).envelope.code).toBe(API_CODE.notLoggedIn);
    expect((await list({ scope: 'followed' }, viewer)).data.total).toBe(0);
    expect((await list({ scope: 'hot' })).data.total).toBe(0); // no anchor has graded schemes behind a rate yet
    expect((await list({ sportType: 3 })).envelope.code).toBe(API_CODE.validation);
    const mine = await suite.api.call<{ total: number; items: Scheme[]; summary: Summary }>('/v1/prediction/findMyPredictionScheme', {}, { token: anchor });
    expect(mine.data.total).toBe(2);
    expect(mine.data.summary).toMatchObject({ pendingCount: 2, baseCount: 0 });
    expect((await suite.api.call('/v1/prediction/findMyPredictionScheme', {}, { token: viewer })).envelope.code).toBe(API_CODE.notAnchor);
  });

  it('matches lists the not-started matches with company 1\'s markets; hot anchors and the profile answer; bad bodies 40001', async () => {
    const { anchor } = await logIn();
    const m = (await suite.api.call<{ matches: { matchId: number; markets: { market: number; home: number; draw: number; away: number; line: number }[] }[] }>('/v1/prediction/matches', { sportType: 1 })).data;
    expect(m.matches.map((x) => x.matchId)).toEqual([WITH_ODDS, LATER]);
    expect(m.matches[0].markets[0]).toEqual({ market: 1, line: 0, home: 2, draw: 3.2, away: 3.5 });
    expect(m.matches[0].markets[1]).toEqual({ market: 2, line: 25, home: 1.9, draw: 0, away: 1.95 });
    expect((await suite.api.call('/v1/prediction/hotAnchors', {})).data).toEqual({ anchors: [] });
    await write(anchor, single());
    const profile = await suite.api.call<{ forecasts: { schemeId: number; isFinish: number }[] }>('/anchor/homepage', { customId: ANCHOR_ID });
    expect(profile.data.forecasts).toHaveLength(1);
    for (const [path, body] of [
      ['/v1/prediction/matches', { sportType: 9 }], ['/v1/prediction/detail', { schemeId: 'x' }], ['/v1/prediction/record', { anchorId: 0 }],
      ['/v1/prediction/recordExport', { anchorId: ANCHOR_ID, format: 'xml' }], ['/v1/prediction/hotAnchors', { limit: 99 }],
      ['/v1/prediction/deletePredictionScheme', {}], ['/v1/prediction/updatePredictionScheme', { schemeId: 1, reasoning: '' }],
    ] as const) {
      const r = await suite.api.call(path, body, { token: anchor });
      expect([path, r.envelope.code]).toEqual([path, API_CODE.validation]);
    }
    expect((await suite.api.call('/v1/prediction/record', { anchorId: 424242 })).envelope).toMatchObject({ code: API_CODE.notFound, msg: '主播不存在' });
  });
});

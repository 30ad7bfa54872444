// Issue #12 §1: server and page cannot drift apart. The page takes its request and answer types from contract/
// (ui/api/calls.ts); the server registers every /api route from the same entries (route.ts). This proves, on the
// real app (main.ts's wiring: the feed's list routes and the accounts plugin), that every /api route has its
// contract entry and every entry its route, and that a real answer of each call passes the entry's schema.
import { issueAnchorCode } from '../anchors/anchor-codes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall, ApiPath, CallAt, RequestOf } from '../../contract';
import { API_CODE, API_MESSAGE, AUTH_CUSTOMER, CALLS, FOLLOW_ACT, GENERAL, UPLOADS } from '../../contract';
import { makePng } from '../uploads/test-support/images';
import { decodeListResponse } from '../../engine/wire';
import type { Runtime } from '../runtime';
import { startTestServer } from '../test-support/test-server';
import { DEMO_ANCHORS } from '../db/demo-people';
import { openData } from './envelope';
import { createAccountsRuntime } from './runtime';

const dir = mkdtempSync(join(tmpdir(), 'contract-'));
const smsLog: string[] = [];
let server: Runtime;
let anchorCode = '';

beforeAll(async () => {
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => smsLog.push(line) });
  server = await startTestServer({ accounts });
  anchorCode = (await issueAnchorCode(accounts.db, '星火公会', Date.now())).code;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * 'GET /api/login' for every route the app has under /api, read off printRoutes' tree: a child line holds the rest
 * of its parent's path ('/api/login' then '└── ByPassWord'), four columns deeper. Fastify adds HEAD to each GET.
 */
function appRoutes(): Set<string> {
  const routes = new Set<string>();
  const prefixes: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (!m[3] || !path.startsWith('/api/')) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return routes;
}

const contractRoutes = () => new Set(CALLS.flatMap((c) => c.methods.map((method) => `${method} /api${c.path}`)));

describe('the HTTP contract against the real app', () => {
  it('every /api route has its contract entry, and every entry its route', () => {
    const app = appRoutes();
    const contract = contractRoutes();
    expect([...app].filter((r) => !contract.has(r)), 'routes without a contract entry').toEqual([]);
    expect([...contract].filter((r) => !app.has(r)), 'contract entries without a route').toEqual([]);
    expect(app.size).toBeGreaterThan(40);
  });

  it('a real answer of every call passes its contract schema', async () => {
    const keys = await (async () => {
      const res = await fetch(`${server.url}/api${GENERAL.clientKey.path}`);
      const { data } = await res.json() as { data: { encKey: string; macKey: string } };
      return { encKey: Buffer.from(data.encKey, 'base64'), macKey: Buffer.from(data.macKey, 'base64') };
    })();
    const checked = new Set<string>();
    const failures: string[] = [];

    /** Calls `path` and checks a success against its entry: the opened data (JSON) or the decoded bytes (*_b). */
    async function call<P extends ApiPath>(path: P, body: RequestOf<CallAt<P>>, o: { token?: string; headers?: Record<string, string>; method?: 'GET' | 'POST' } = {}): Promise<unknown> {
      const entry: ApiCall = CALLS.find((c) => c.path === path)!;
      const res = await fetch(`${server.url}/api${path}`, {
        method: o.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...(o.token && { authorization: `Bearer ${o.token}` }), ...o.headers },
        ...(o.method !== 'GET' && { body: JSON.stringify(body) }),
      });
      if (entry.answer === 'protobuf') {
        const type = res.headers.get('content-type') ?? '';
        const decoded = type.startsWith('application/octet-stream')
          ? decodeListResponse(path.startsWith('/v1/basketball') ? 'basketball' : 'football', new Uint8Array(await res.arrayBuffer())) : undefined;
        if (decoded) checked.add(path);
        else failures.push(`${path}: ${res.status} ${type} ${type.startsWith('application/json') ? JSON.stringify(await res.json()) : ''}`);
        return decoded;
      }
      const env = await res.json() as { code: number; msg: string; data: unknown };
      if (env.code !== 0) {
        failures.push(`${path}: code ${env.code} ${env.msg}`);
        return undefined;
      }
      const data = entry.sealed ? (() => {
        const opened = openData(String(env.data), keys);
        return opened.ok ? opened.value : failures.push(`${path}: sealed data did not open`);
      })() : env.data;
      const validator = Compile(entry.data);
      if (validator.Check(data)) checked.add(path);
      else failures.push(`${path}: ${JSON.stringify([...validator.Errors(data)].slice(0, 3))}`);
      return data;
    }

    const codeFor = (phone: string) => /验证码 (\d{6})/.exec(smsLog.filter((l) => l.includes(phone)).at(-1) ?? '')?.[1] ?? '';
    const login = async (phone: string) => {
      await call(AUTH_CUSTOMER.sendCode.path, { phoneNumber: phone, scene: 'login' });
      return await call(AUTH_CUSTOMER.login.path, { code: codeFor(phone), phoneNumber: phone, source: 'web' }) as { accessToken: string; refreshToken: string };
    };

    // The feed's lists, and a match of each sport from them.
    await call(GENERAL.clientKey.path, {}, { method: 'GET' });
    const football = await call('/v1/football/realtimeMatch_b', {}) as { matches: { id: number }[] };
    const basketball = await call('/v1/basketball/realtimeMatch_b', {}, { method: 'GET' }) as { matches: { id: number }[] };
    const [fm, bm] = [football.matches[0].id, basketball.matches[0].id];
    const today = new Date(server.source.now() + 8 * 3_600_000).toISOString().slice(0, 10); // the Shanghai day
    for (const sport of ['football', 'basketball'] as const) {
      await call(`/v1/${sport}/topOne_b`, {});
      await call(`/v1/${sport}/futureMatch_b`, { matchDate: today });
      await call(`/v1/${sport}/historyMatch_b`, { matchDate: today });
      await call(`/v1/${sport}/competition/topOne`, {});
    }
    // 资料库: a league of each sport with a match today, its team and one of the team's players.
    for (const sport of ['football', 'basketball'] as const) {
      const category = await call(`/v1/${sport}/comp/category`, {}) as { tops: { competitionId: number }[] };
      const competitionId = category.tops[0].competitionId;
      await call(`/v1/${sport}/comp/info`, { competitionId });
      const tables = await call(`/v1/${sport}/comp/tables`, { competitionId }) as { tables: { rows: { teamId: number }[] }[] };
      await call(`/v1/${sport}/comp/matches`, { competitionId });
      const teamId = tables.tables[0].rows[0].teamId;
      const team = await call(`/v1/${sport}/team/info`, { teamId }) as { squad: { playerId: number }[] };
      await call(`/v1/${sport}/team/matches`, { teamId });
      await call(`/v1/${sport}/player/info`, { playerId: team.squad[0].playerId });
      await call(`/v1/${sport}/data/search`, { keyword: sport === 'football' ? '曼' : '湖人' });
      await call(`/v1/${sport}/comp/bracket`, { competitionId });
      await call(`/v1/${sport}/comp/bestPlayer`, { competitionId });
      await call(`/v1/${sport}/comp/bestTeam`, { competitionId });
      await call(`/v1/${sport}/team/bestPlayer`, { teamId });
      await call(`/v1/${sport}/team/data`, { teamId });
      await call(`/v1/${sport}/player/recent`, { playerId: team.squad[0].playerId });
      await call(`/v1/${sport}/player/matches`, { playerId: team.squad[0].playerId });
      await call(`/v1/${sport}/player/data`, { playerId: team.squad[0].playerId });
      await call(`/v1/${sport}/comp/recent`, {});
      await call(`/v1/${sport}/comp/datas`, { competitionId });
      if (sport === 'football') {
        await call('/v1/football/comp/bestTeam/simple', { competitionId });
        await call('/v1/football/team/datas', { teamId });
        await call('/v1/football/team/hot', {});
      } else {
        await call('/v1/basketball/comp/futureMatches', { competitionId });
        await call('/v1/basketball/team/futureMatches', { teamId });
      }
    }
    await call('/v1/football/matchTliveAndIncidentsData', { matchId: fm });
    await call('/v1/basketball/matchStatAndTlive', { matchId: bm });

    // The match centre (issue #13), on the matches of each sport with the most centre data (lineup, odds).
    const richest = (sport: 'football' | 'basketball') => {
      const { details } = server.log.state[sport];
      const score = (id: string) => (details[Number(id)].lineup ? 1 : 0) + details[Number(id)].odds.length;
      return Number(Object.keys(details).sort((a, b) => score(b) - score(a))[0]);
    };
    const [cf, cb] = [richest('football'), richest('basketball')];
    await call('/v1/common/nm/allCompany', {}, { method: 'GET' });
    await call('/v1/match/teamDetailHistory', { matchId: cf });
    for (const [sport, id] of [['football', cf], ['basketball', cb]] as const) {
      const info = await call(`/v1/${sport}/matchInfo`, { matchId: id }) as { homeTeam: { id: number }; awayTeam: { id: number } };
      await call(`/v1/${sport}/matchTrendData`, { matchId: id });
      await call(`/v1/${sport}/matchStat`, { matchId: id });
      await call(`/v1/${sport}/matchOdds`, { matchId: id });
      await call(`/v1/${sport}/currentMatchOdds`, { matchId: id });
      await call(`/v1/${sport}/matchAllOdds`, { matchId: id, companyId: 1, market: 2 });
      await call(`/v1/${sport}/realtimeMatchOddsChange`, { matchId: id, since: 0 });
      await call(`/v1/${sport}/matchAnalyse`, { matchId: id });
      await call(`/v1/headToHead/${sport}`, { homeTeamId: info.homeTeam.id, awayTeamId: info.awayTeam.id });
    }
    await call('/v1/football/matchLineup', { matchId: cf });
    await call('/v1/football/table', { matchId: cf });
    await call('/v1/basketball/matchTeamStatistic', { matchId: cb });
    await call('/v1/match/getMatchLiving', { matchId: fm, sportType: 1 });
    await call('/v1/living/recommend', { sportType: 1 });
    await call('/anchor/top', { showCount: 5 });
    // issue #14: search both tabs (a live room by its anchor's name, a demo anchor by nickname), the profile, home's list
    const living = await call('/v1/living/home', {}) as { items: { anchorName: string }[] };
    await call('/anchor/search', { keyword: living.items[0]?.anchorName ?? '球', type: 'liveRoom' });
    await call('/anchor/search', { keyword: DEMO_ANCHORS[0].nickname, type: 'anchor' });
    await call('/anchor/homepage', { customId: DEMO_ANCHORS[0].customerId });
    await call('/v1/living/home/search', { query: living.items[0]?.anchorName ?? '球' });
    // The live room page (issue #14): a room of the recorded day.
    const roomId = Number(Object.keys(server.log.state.rooms)[0] ?? DEMO_ANCHORS[0].roomId);
    await call('/v1/living/liveInfo', { roomId });
    await call('/v1/living/liveStatistic', { roomId });
    await call('/v1/living/checkLivingRoomStatus', { roomId });
    await call('/anchor/findAllLivingAnchors', {});
    await call('/anchor/findAnchorRecommend', { excludeRoomId: roomId });
    await call('/dict/getDictMap', { types: ['qrCode', 'home_notice', 'domains'] });
    await call('/v1/link/query', {}, { method: 'GET' });
    await call('/v1/version/checkUpdate', { platform: 'Android' });
    // News (SPEC.md §7) and home's banners: one article of the day, its plus reading, the lists around it.
    await call('/banner/search', {}, { method: 'GET' });
    const channels = await call('/news/hots/channels', {}, { method: 'GET' }) as { channelId: number }[];
    await call('/news/hots/channel/list', { channelId: channels[0].channelId });
    await call('/news/hots/channel/banner', { channelId: 1 });
    await call('/news/hots/list', {});
    await call('/news/competitions', {});
    await call('/news/players', {});
    // Any match of the day has its preview (a report once finished), listed or not yet.
    const newsMatch = (await call('/news/matches', {}) as { matchId: number; sportType: 1 | 2; competitionId: number; homeTeam: { teamId: number }; reportId: string | null }[])[0];
    const viewId = newsMatch.reportId ?? `${newsMatch.sportType === 1 ? 'f' : 'b'}p${newsMatch.matchId}`;
    await call('/news/detail', { viewId });
    await call('/news/plusReading', { viewId });
    await call('/news/teams', { competitionId: newsMatch.competitionId });
    await call('/news/list/teams', { teamId: newsMatch.homeTeam.teamId });
    await call('/v1/tasks/levelinfo', { levelType: 2 });
    await call('/tourist/generateTouristCode', {});
    await call('/v1/customer/interest/info', {});

    // A demo anchor (seeded by the runtime) for the login-only calls.
    const anchorPhone = '19900000001'; // the first demo anchor (demo-people.ts)
    const anchor = await login(anchorPhone);
    const token = anchor.accessToken;
    await call('/v1/customer/info', {}, { token });
    await call('/v1/customer/reportOnline', { scope: 'web' }, { token });
    const groups = await call('/v1/customer/interest/info', {}, { token }) as { scope: 1 | 2 | 3; competitionVOS: { id: number; type: 1 | 2 }[] }[];
    const first = groups[0].competitionVOS[0];
    await call('/v1/customer/interest/save', { interests: [{ interestId: first.id, scope: groups[0].scope, type: first.type }] }, { token });
    await call('/v1/customer/interest/choose', {}, { token });
    // Uploads, feedback and complaints [FB-1 … FB-3]: the upload is multipart, so its answer is checked here.
    await call('/dict/getFromType', { type: 'reportReason' });
    const form = new FormData();
    form.append('files', new Blob([makePng(2, 2) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'a.png');
    const up = await (await fetch(`${server.url}/api/v1/file/batch/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json() as { code: number; data: string };
    const upData = up.code === 0 ? openData(up.data, keys) : undefined;
    if (upData?.ok && Compile(UPLOADS.upload.data).Check(upData.value)) checked.add(UPLOADS.upload.path);
    else failures.push(`${UPLOADS.upload.path}: ${JSON.stringify(up)}`);
    const proofList = upData?.ok ? (upData.value as { url: string }[]).map((f) => f.url) : [];
    await call('/v1/personal/feedback/save', { desc: '比分刷新慢', proofList }, { token });
    await call('/v1/personal/report/account', { customerId: DEMO_ANCHORS[1].customerId, reasonList: [1], proofList }, { token });
    await call('/v1/personal/custom/level/info', {}, { token });
    await call('/v1/personal/anchor/level/info', {}, { token });
    await call('/v1/personal/anchor/info', {}, { token });
    await call('/v1/match/follow/action', { matchId: fm, sportType: 1, status: 1 }, { token });
    await call('/v1/football/follow/list_b', { pageNum: 1 }, { token });
    await call('/v1/basketball/follow/list_b', {}, { token });
    await call('/v1/customer/follow/action', { status: 1, followCustomerId: DEMO_ANCHORS[1].customerId }, { token });
    await call('/v1/customer/follow/to', {}, { token });
    await call('/v1/customer/follow/from', { pageSize: 10 }, { token });
    await call('/v1/customer/follow/preSearch', { keyword: DEMO_ANCHORS[1].nickname }, { token });
    const menu = await call(FOLLOW_ACT.list.path, { followType: 1, sportType: 1 }, { token }) as { hot: { items: { compId: number }[] } };
    const compId = menu.hot.items[0].compId;
    await call('/follow/act/isFollow', { compId, sportType: 1, followType: 1 }, { token });
    const followed = await call('/follow/act/status', { compId, sportType: 1, followType: 1 }, { token }) as { followerId: number };
    await call('/follow/act/unfollow', { followIds: [followed.followerId] }, { token });
    // Anchors (issue #14): the demo anchor drafts, gets its push key, switches, previews and closes.
    await call('/v1/customer/auditState', {}, { token });
    await call('/v1/customer/detail', {}, { token });
    await call('/anchor/detail', {}, { token });
    const tomorrow = new Date(server.source.now() + 32 * 3_600_000).toISOString().slice(0, 10);
    let pick: { matchId: number; competitionId: number; date: string } | undefined;
    for (const date of [today, tomorrow]) {
      await call('/competition/queryCompetitions', { sportType: 1, date }, { token });
      const picks = await call('/competition/queryMatchs', { sportType: 1, date }, { token }) as { matchId: number; competitionId: number }[];
      if (!pick && picks.length) pick = { ...picks[0], date };
    }
    const draft = { date: pick!.date, roomName: '今晚一起看球', selCompetition: pick!.competitionId, matchId: pick!.matchId, sportType: 1 as const };
    await call('/anchor/prepare', { ...draft, coverPicture: `/covers/r${DEMO_ANCHORS[0].roomId}.jpg` }, { token });
    await call('/anchor/pushStreamKey', {}, { token });
    await call('/anchor/refreshPushStreamKey', {}, { token });
    await call('/anchor/changeMatch', { selCompetition: pick!.competitionId, matchId: pick!.matchId, sportType: 1 }, { token });
    await call('/anchor/addPreview', { matchId: pick!.matchId, sportType: 1 }, { token });
    await call('/anchor/findPreview', {}, { token });
    await call('/anchor/delPreview', { matchId: pick!.matchId, sportType: 1 }, { token });
    await call('/anchor/checkLiving', {}, { token });
    await call('/v1/liveroom/modifyChatRoomInfo', { roomId: DEMO_ANCHORS[0].roomId, notice: '欢迎来聊球' }, { token });
    await call('/anchor/close', {}, { token });
    await call('/anchor/remind', { anchorId: DEMO_ANCHORS[1].customerId, status: 1 }, { token });
    // Forecasts: the demo anchor writes on a not-started match with odds, edits it, reads it back, deletes a second one.
    const open = await call('/v1/prediction/matches', { sportType: 1 }) as { matches: { matchId: number; markets: { market: 1 | 2 | 3 }[] }[] };
    const onMatch = open.matches.find((m) => m.markets.length > 0)!;
    const pickOf = (m: typeof onMatch) => ({ matchId: m.matchId, sportType: 1 as const, market: m.markets[0].market, pick: 10 as const });
    const scheme = await call('/v1/prediction/addPredictionScheme', { reasoning: '主队近期状态出色', items: [pickOf(onMatch)] }, { token }) as { schemeId: number };
    await call('/v1/prediction/updatePredictionScheme', { schemeId: scheme.schemeId, reasoning: '主队近期状态出色，看好' }, { token });
    await call('/v1/prediction/findMyPredictionScheme', {}, { token });
    await call('/v1/prediction/list', { sportType: 1, scope: 'hot' });
    await call('/v1/prediction/hotAnchors', {});
    await call('/v1/prediction/detail', { schemeId: scheme.schemeId }, { token });
    await call('/v1/prediction/record', { anchorId: DEMO_ANCHORS[0].customerId });
    await call('/v1/prediction/recordExport', { anchorId: DEMO_ANCHORS[0].customerId, format: 'csv' });
    const second = await call('/v1/prediction/addPredictionScheme', { reasoning: '再来一单', items: [{ ...pickOf(onMatch), pick: 20 }] }, { token }) as { schemeId: number };
    await call('/v1/prediction/deletePredictionScheme', { schemeId: second.schemeId }, { token });
    // The personal centre: the anchor's records, review, reminders, footprints, cards and followed matches.
    await call('/v1/tasks/customer/expRecord', { levelType: 2 }, { token });
    await call('/v1/personal/anchor/myLivingStatistics', {}, { token });
    await call('/v1/personal/anchor/myLivingRecord', { pageNum: 1 }, { token });
    await call('/v1/personal/anchor/reminders', {}, { token });
    await call('/v1/personal/living/footprints', {}, { token });
    await call('/v1/personal/prediction/footprints', {}, { token });
    await call('/v1/personal/custom/info', { customerId: DEMO_ANCHORS[1].customerId }, { token });
    await call('/v1/personal/follow/matches', {}, { token });
    await call('/refresh', {}, { headers: { 'x-refresh-token': anchor.refreshToken } });

    // Live-room moderation (issue #14): the first demo anchor owns their room; a message to remove comes in through
    // the chat hub the gateway uses.
    const room = DEMO_ANCHORS[0].roomId;
    const target = DEMO_ANCHORS[1].customerId;
    const posted = await server.chat!.hub.post(room, { userId: target, nickname: DEMO_ANCHORS[1].nickname, level: 1 }, '你好', { gateway: '-', socket: 0, clientMsgId: '' });
    if (!posted.ok) throw new Error('chat post refused');
    await call('/v1/living/setLivingAdmin', { roomId: room, customerId: target, status: 1 }, { token });
    await call('/v1/liveroom/liveRoomAdminList', { roomId: room });
    await call('/v1/living/setLivingAdmin', { roomId: room, customerId: target, status: 2 }, { token });
    await call('/v1/living/removeChatMessage', { roomId: room, msgId: posted.message.msgId }, { token });
    await call('/v1/living/muteCustomer', { roomId: room, customerId: target, minutes: 10 }, { token });
    await call('/v1/living/kickCustomer', { roomId: room, customerId: target }, { token });
    await call('/v1/living/findLiveAudienceList', { roomId: room });
    await call('/v1/liveroom/checkCustomKickStatus', { roomId: room }, { token });
    await call('/v1/liveroom/customStatusForLiveRoomList', { roomId: room }, { token });

    // Private messages (issue #14): the anchor writes to customer service, reads its conversations and marks them read.
    const staff = await call('/v1/staff/info', {}, { method: 'GET' }) as { customerId: number };
    const pm = await call('/v1/message/send', { customerId: staff.customerId, text: '你好' }, { token }) as { msgId: number };
    await call('/v1/message/history', { customerId: staff.customerId, beforeId: pm.msgId + 1 }, { token });
    await call('/v1/message/conversations', { pageNum: 1 }, { token });
    await call('/v1/message/read', { customerId: staff.customerId }, { token });

    // A new account sets its password and logs in with it; another resets its own; the last one logs out.
    const fan = await login('13800001111');
    await call('/v1/customer/setPw', { pwOne: 'abc12345', pwTwo: 'abc12345' }, { token: fan.accessToken });
    // It certifies as an anchor with the demo identity provider (GB 11643 checksum: 11010519491231002X).
    const who = { realName: '张三', idCard: '11010519491231002X' };
    await call('/v1/customer/verifyAnchorCode', { code: anchorCode }, { token: fan.accessToken });
    const face = await call('/ali/face/init', who, { token: fan.accessToken }) as { certifyId: string };
    await call('/ali/face/demoConfirm', { certifyId: face.certifyId }, { token: fan.accessToken });
    await call('/ali/face/query', { certifyId: face.certifyId }, { token: fan.accessToken });
    await call('/v1/customer/verifyCardInfo', { ...who, certifyId: face.certifyId }, { token: fan.accessToken });
    await call('/loginByPassWord', { password: Buffer.from('abc12345').toString('base64'), phoneNumber: '13800001111' });
    await call('/ali/sms/sendCode', { phoneNumber: '13800002222', scene: 'psw' });
    await call('/reSetPw', { phone: '13800002222', code: codeFor('13800002222'), pwOne: 'xyz12345', pwTwo: 'xyz12345' });
    // A new account moves to another phone with a code sent there.
    const mover = await login('13800005555');
    await call('/ali/sms/sendCode', { phoneNumber: '13800006666', scene: 'changePhone' });
    await call('/v1/customer/preChangePhoneCheck', { phoneNumber: '13800006666', code: codeFor('13800006666') }, { token: mover.accessToken });
    await call('/logout', {}, { headers: { 'x-refresh-token': fan.refreshToken } });

    expect(failures).toEqual([]);
    expect(CALLS.map((c) => c.path).filter((p) => !checked.has(p)), 'calls without a checked answer').toEqual([]);
  }, 60_000);
});

/** Every failure the app answers is a code of contract/codes.ts with Chinese copy, never the HTTP status or English. */
const CODES = new Set<number>(Object.values(API_CODE));
const chinese = (msg: string) => /[\u4e00-\u9fff]/.test(msg);

async function answerOf(res: Response) {
  const type = res.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? await res.json() as { code: number; msg: string; data: unknown } : undefined;
  return { status: res.status, type, cache: res.headers.get('cache-control'), body };
}

describe('one way to serve a call: every /api answer, JSON or bytes, from one writer', () => {
  const post = (path: string, init: RequestInit = {}) => fetch(`${server.url}/api${path}`, { method: 'POST', ...init });

  it('a malformed JSON body to any call is 400 {code: 40001, 请求格式不正确}, no-store, whatever the call', async () => {
    const wrong: string[] = [];
    for (const c of CALLS.filter((x) => x.methods.includes('POST') && x.path !== UPLOADS.upload.path)) {
      const a = await answerOf(await post(c.path, { headers: { 'content-type': 'application/json' }, body: '{oops' }));
      const want = { status: 400, cache: 'no-store', body: { code: API_CODE.validation, msg: API_MESSAGE.badRequest, data: null } };
      if (JSON.stringify({ status: a.status, cache: a.cache, body: a.body }) !== JSON.stringify(want)) wrong.push(`${c.path}: ${JSON.stringify(a)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a media type no route takes, a body over the limit: 40001 in Chinese', async () => {
    const path = AUTH_CUSTOMER.sendCode.path;
    expect(await answerOf(await post(path, { headers: { 'content-type': 'text/plain' }, body: 'hello' })))
      .toMatchObject({ status: 400, cache: 'no-store', body: { code: API_CODE.validation, msg: API_MESSAGE.badRequest, data: null } });
    const big = JSON.stringify({ phoneNumber: '1'.repeat(70 * 1024) });
    expect(await answerOf(await post(path, { headers: { 'content-type': 'application/json' }, body: big })))
      .toMatchObject({ status: 400, cache: 'no-store', body: { code: API_CODE.validation, msg: API_MESSAGE.bodyTooLarge, data: null } });
  });

  it('a path no route answers is 404 {code: 40404, 接口不存在} for GET and POST, under /api and off it', async () => {
    for (const [method, path] of [['GET', '/api/v1/nothing'], ['POST', '/api/v1/football/realtimeMatch'], ['POST', '/api/v1/customer/info/x'], ['POST', '/not-an-api']] as const) {
      expect(await answerOf(await fetch(`${server.url}${path}`, { method })), `${method} ${path}`)
        .toEqual({ status: 404, type: 'application/json; charset=utf-8', cache: 'no-store', body: { code: API_CODE.unknownApi, msg: API_MESSAGE.unknownApi, data: null } });
    }
  });

  it('[HT-8] the *_b lists answer bytes with no-store; their refusals are envelopes with the contract\'s copy', async () => {
    const lists = CALLS.filter((c) => c.answer === 'protobuf' && c.auth === 'none');
    expect(lists.length).toBeGreaterThanOrEqual(8);
    for (const c of lists) {
      const ok = await post(c.path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchDate: '2026-11-26' }) });
      expect([ok.status, ok.headers.get('content-type'), ok.headers.get('cache-control')], c.path).toEqual([200, 'application/octet-stream', 'no-store']);
      await ok.arrayBuffer();
    }
    const badDay = await answerOf(await post('/v1/football/futureMatch_b', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchDate: '2025-02-30' }) }));
    expect(badDay).toMatchObject({ status: 400, cache: 'no-store', body: { code: API_CODE.validation, msg: '比赛日期不存在', data: null } });
    const badGet = await answerOf(await fetch(`${server.url}/api/v1/basketball/historyMatch_b?matchDate=soon`));
    expect(badGet).toMatchObject({ status: 400, cache: 'no-store', body: { code: API_CODE.validation, msg: '比赛日期应为YYYY-MM-DD' } });
    // follow/list_b needs a login: its refusal is the envelope the client refreshes on [HT-6].
    const guest = await answerOf(await post('/v1/football/follow/list_b', { headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(guest).toMatchObject({ status: 401, cache: 'no-store', body: { code: API_CODE.notLoggedIn, msg: API_MESSAGE.notLoggedIn } });
    const expired = await answerOf(await post('/v1/football/follow/list_b', { headers: { 'content-type': 'application/json', authorization: 'Bearer v1.bad.token' }, body: '{}' }));
    expect(expired.body?.code).toBe(API_CODE.tokenInvalid);
  });

  it('[FB-3] uploads: refused before the body (no login), not multipart, not an image: envelopes with the contract\'s codes', async () => {
    const form = () => {
      const f = new FormData();
      f.append('files', new Blob([new TextEncoder().encode('not an image at all')], { type: 'image/png' }), 'a.png');
      return f;
    };
    expect(await answerOf(await post(UPLOADS.upload.path, { body: form() })))
      .toMatchObject({ status: 401, cache: 'no-store', body: { code: API_CODE.notLoggedIn, msg: API_MESSAGE.notLoggedIn, data: null } });
    const phone = '13800003333';
    await post(AUTH_CUSTOMER.sendCode.path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber: phone, scene: 'login' }) });
    const code = /验证码 (\d{6})/.exec(smsLog.filter((l) => l.includes(phone)).at(-1) ?? '')?.[1] ?? '';
    const login = await (await post(AUTH_CUSTOMER.login.path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, phoneNumber: phone, source: 'web' }) })).json() as { data: string };
    const keys = await clientKeys();
    const opened = openData(login.data, keys);
    const token = opened.ok ? (opened.value as { accessToken: string }).accessToken : '';
    const auth = { authorization: `Bearer ${token}` };
    expect(await answerOf(await post(UPLOADS.upload.path, { headers: { ...auth, 'content-type': 'application/json' }, body: '{}' })))
      .toMatchObject({ status: 400, cache: 'no-store', body: { code: API_CODE.validation, msg: API_MESSAGE.uploadNone, data: null } });
    expect(await answerOf(await post(UPLOADS.upload.path, { headers: auth, body: form() })))
      .toMatchObject({ status: 400, cache: 'no-store', body: { code: API_CODE.uploadNotImage, msg: API_MESSAGE.uploadNotImage, data: null } });
  });

  it('every refusal of every call is a contract code with Chinese copy (no HTTP status as the code, no English)', async () => {
    const wrong: string[] = [];
    for (const c of CALLS) {
      for (const method of c.methods) {
        // An empty or wrong-typed body: each call refuses it its own way (schema, login, not found).
        const res = method === 'GET'
          ? await fetch(`${server.url}/api${c.path}?x=%00`)
          : await post(c.path, { headers: { 'content-type': 'application/json', authorization: 'Bearer v1.bad.token' }, body: '{"matchId":"x"}' });
        const a = await answerOf(res);
        if (a.cache !== 'no-store') wrong.push(`${method} ${c.path}: cache-control ${a.cache}`);
        if (!a.body) continue; // bytes: a success
        if (a.body.code !== 0 && (!CODES.has(a.body.code) || !chinese(a.body.msg))) wrong.push(`${method} ${c.path}: ${JSON.stringify(a.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the match centre of another day\'s match', () => {
  it('[LS-9] matchInfo answers a past day\'s match of the results list: its teams, final status and score', async () => {
    const keys = await clientKeys();
    const yesterday = new Date(server.source.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    for (const sport of ['football', 'basketball'] as const) {
      const res = await fetch(`${server.url}/api/v1/${sport}/historyMatch_b`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchDate: yesterday }) });
      const list = decodeListResponse(sport, new Uint8Array(await res.arrayBuffer()))!;
      const finished = list.matches.find((m) => m.statusId === (sport === 'football' ? 8 : 10))!;
      expect(finished, `a finished ${sport} match yesterday`).toBeDefined();
      const answer = await (await fetch(`${server.url}/api/v1/${sport}/matchInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId: finished.id }) })).json() as { code: number; data: string };
      expect(answer.code).toBe(0);
      const opened = openData(answer.data, keys);
      const info = (opened.ok ? opened.value : undefined) as { matchId: number; statusId: number; homeTeam: { id: number }; awayTeam: { id: number }; homeScores: number[] };
      expect(info).toMatchObject({ matchId: finished.id, statusId: finished.statusId, homeTeam: { id: finished.homeTeamId }, awayTeam: { id: finished.awayTeamId } });
      expect(info.homeScores[0]).toBe(finished.homeScores[0]);
    }
    // An id of no day at all is still 40007 比赛不存在.
    const none = await (await fetch(`${server.url}/api/v1/football/matchInfo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId: 999_999_999 }) })).json();
    expect(none).toEqual({ code: API_CODE.notFound, msg: API_MESSAGE.matchNotFound, data: null });
  });
});

async function clientKeys() {
  const res = await fetch(`${server.url}/api${GENERAL.clientKey.path}`);
  const { data } = await res.json() as { data: { encKey: string; macKey: string } };
  return { encKey: Buffer.from(data.encKey, 'base64'), macKey: Buffer.from(data.macKey, 'base64') };
}

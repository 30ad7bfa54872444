// The news calls (contract/news.ts) and home's banners over the /api plugin, on a generated day folded to 22:00
// Beijing (finished, going and coming matches) with the seasons of the same seed, day and counts: every finished
// football match's report names exactly its goal incidents (scorer, assist, minute, score after), every basketball
// report its box score's leaders and its score arrays, every preview the form and meetings the match centre's own
// calls answer; malformed bodies are 40001, unknown ids 40007. Answers are checked against the contract (test-api.ts).
import { describe, expect, it } from 'vitest';
import type { Banner, NewsArticle, NewsItem } from '../../contract';
import { API_CODE, API_MESSAGE } from '../../contract';
import type { Sport } from '../../engine/core';
import { basketballTotal, FOOTBALL_INCIDENT, SPORTS, statusGroup } from '../../engine/core';
import { leadersOf } from '../news/basketball-report';
import { minuteText } from '../news/news-text';
import { DATA_DAY_NOW, dataDaySuite } from './test-support/data-day';
import { matchDetailData } from './routes/match-detail-data';

const NOW = DATA_DAY_NOW;
const { state, call, data } = dataDaySuite('news');
const matchesOf = (sport: Sport, group: string) => Object.values(state[sport].matches).filter((m) => statusGroup(sport, m.statusId) === group);
const GOALS: readonly number[] = [FOOTBALL_INCIDENT.goal, FOOTBALL_INCIDENT.penaltyGoal, FOOTBALL_INCIDENT.ownGoal];

describe('news: reports and previews are the day\'s matches', () => {
  it('the day has finished, going and coming matches of both sports (the fixture this file needs)', () => {
    for (const sport of SPORTS) {
      expect(matchesOf(sport, 'finish').length, sport).toBeGreaterThan(2);
      expect(matchesOf(sport, 'no_start').length, sport).toBeGreaterThan(0);
    }
  });

  it('a football report\'s goals are its match\'s goal incidents: scorer, assist, minute, the score after; the text names each', async () => {
    let goals = 0;
    for (const m of matchesOf('football', 'finish')) {
      const a = await data<NewsArticle>('/news/detail', { viewId: `fr${m.id}` });
      const incidents = matchDetailData(state, 'football', m.id)!.incidents.filter((i) => GOALS.includes(i.type));
      expect(a.goals.map((g) => [g.playerName, g.minute, g.addTime, g.position, g.homeScore, g.awayScore]))
        .toEqual(incidents.map((i) => [i.playerName, i.time, i.addTime, i.position, i.homeScore, i.awayScore]));
      expect(a.goals.map((g) => g.assistName)).toEqual(incidents.map((i) => (i.type === FOOTBALL_INCIDENT.goal ? i.assist1Name : '')));
      const text = a.paragraphs.join('');
      for (const g of a.goals) expect(text).toContain(`${minuteText(g.minute, g.addTime)}，${g.playerName}`);
      expect([a.match.homeScore, a.match.awayScore]).toEqual([m.homeScores[0], m.awayScores[0]]);
      expect(a.title).toContain(`${Math.max(m.homeScores[0], m.awayScores[0])}-${Math.min(m.homeScores[0], m.awayScores[0])}`);
      expect(a.preview).toBeNull();
      goals += a.goals.length;
    }
    expect(goals).toBeGreaterThan(3);
  });

  it('a basketball report\'s periods are its score arrays and its leaders the box score\'s top scorers', async () => {
    for (const m of matchesOf('basketball', 'finish')) {
      const a = await data<NewsArticle>('/news/detail', { viewId: `br${m.id}` });
      expect(a.periods.home.slice(0, m.ncaa ? 2 : 4)).toEqual(m.homeScores.slice(0, m.ncaa ? 2 : 4).map((x) => Math.max(0, x)));
      expect([a.match.homeScore, a.match.awayScore]).toEqual([basketballTotal(m.homeScores), basketballTotal(m.awayScores)]);
      const players = matchDetailData(state, 'basketball', m.id)!.players;
      expect(a.leaders).toEqual(leadersOf(players));
      for (const l of a.leaders) expect(a.paragraphs.join('')).toContain(`${l.playerName}${l.points}分`);
    }
  });

  it('a preview\'s form and head-to-head are what matchAnalyse and headToHead answer for the match (both sports)', async () => {
    let checked = 0;
    for (const sport of SPORTS) {
      for (const m of [...matchesOf(sport, 'no_start'), ...matchesOf(sport, 'going')]) {
        const a = await data<NewsArticle>('/news/detail', { viewId: `${sport[0]}p${m.id}` });
        const analysis = await data<{ home: { recent: unknown[]; summary: unknown }; away: { recent: unknown[]; summary: unknown } }>(`/v1/${sport}/matchAnalyse`, { matchId: m.id, size: 5 });
        const h2h = await data<{ matches: unknown[]; summary: unknown }>(`/v1/headToHead/${sport}`, { homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, size: 10 });
        expect(a.preview!.home.recent).toEqual(analysis.home.recent);
        expect(a.preview!.away.recent).toEqual(analysis.away.recent);
        expect(a.preview!.home.summary).toEqual(analysis.home.summary);
        expect(a.preview!.headToHead).toEqual(h2h);
        expect(a.goals).toEqual([]);
        checked += a.preview!.home.recent.length;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a report exists only once its match finished; a preview still opens after the final whistle', async () => {
    const coming = matchesOf('football', 'no_start')[0];
    const r = await call('/news/detail', { viewId: `fr${coming.id}` });
    expect([r.envelope.code, r.envelope.msg]).toEqual([API_CODE.notFound, API_MESSAGE.articleNotFound]);
    const done = matchesOf('football', 'finish')[0];
    expect((await data<NewsArticle>('/news/detail', { viewId: `fp${done.id}` })).kind).toBe('preview');
  });

  it('the same day writes the same articles (deterministic from the seed)', async () => {
    const id = `fr${matchesOf('football', 'finish')[0].id}`;
    expect(await data('/news/detail', { viewId: id })).toEqual(await data('/news/detail', { viewId: id }));
  });
});

describe('news: channels, lists, hot list, plus reading', () => {
  it('channels: 推荐, 足球, 篮球, then competitions by their articles; each channel lists exactly its articles, newest first', async () => {
    const channels = await data<{ channelId: number; name: string; count: number }[]>('/news/hots/channels', {});
    expect(channels.slice(0, 3).map((c) => c.name)).toEqual(['推荐', '足球', '篮球']);
    expect(channels[0].count).toBe(channels[1].count + channels[2].count);
    for (const c of channels) {
      const page = await data<{ total: number; list: NewsItem[] }>('/news/hots/channel/list', { channelId: c.channelId, pageSize: 50 });
      expect(page.total, c.name).toBe(c.count);
      for (let i = 1; i < page.list.length; i++) expect(page.list[i].publishTime).toBeLessThanOrEqual(page.list[i - 1].publishTime);
      if (c.channelId > 2) expect(page.list.every((x) => x.competitionId === c.channelId)).toBe(true);
    }
    const all = await data<{ total: number; list: NewsItem[] }>('/news/hots/channel/list', { channelId: 0, pageSize: 50 });
    // every finished match has its report listed; no preview is listed before it is published
    for (const sport of SPORTS) {
      for (const m of matchesOf(sport, 'finish')) expect(all.list.some((x) => x.viewId === `${sport[0]}r${m.id}`) || all.total > 50).toBe(true);
    }
    expect(all.list.every((x) => x.publishTime <= NOW / 1000)).toBe(true);
  });

  it('pages do not overlap and add up to the total', async () => {
    const first = await data<{ total: number; list: NewsItem[] }>('/news/hots/channel/list', { channelId: 0, pageNum: 1, pageSize: 5 });
    const second = await data<{ total: number; list: NewsItem[] }>('/news/hots/channel/list', { channelId: 0, pageNum: 2, pageSize: 5 });
    expect(first.list).toHaveLength(5);
    expect(second.list.filter((x) => first.list.some((y) => y.viewId === x.viewId))).toEqual([]);
  });

  it('banner and hot list: the hottest first; plus reading leaves the article out and keeps to its sport', async () => {
    const hot = await data<NewsItem[]>('/news/hots/list', { size: 8 });
    expect(hot).toHaveLength(8);
    for (let i = 1; i < hot.length; i++) expect(hot[i].heat).toBeLessThanOrEqual(hot[i - 1].heat);
    const banner = await data<NewsItem[]>('/news/hots/channel/banner', { channelId: 1, size: 3 });
    expect(banner.every((b) => b.sportType === 1)).toBe(true);
    const plus = await data<NewsItem[]>('/news/plusReading', { viewId: banner[0].viewId, size: 6 });
    expect(plus.length).toBeGreaterThan(0);
    expect(plus.some((x) => x.viewId === banner[0].viewId)).toBe(false);
    expect(plus.every((x) => x.sportType === 1)).toBe(true);
  });

  it('matches, competitions, teams, players, a team\'s list: what the day\'s articles are about', async () => {
    const matches = await data<{ matchId: number; reportId: string | null; previewId: string | null }[]>('/news/matches', { sportType: 1 });
    expect(matches.length).toBe(Object.values(state.football.matches).filter((m) => statusGroup('football', m.statusId) !== 'other').length);
    for (const m of matches) if (m.reportId) expect((await data<NewsArticle>('/news/detail', { viewId: m.reportId })).matchId).toBe(m.matchId);
    const competitions = await data<{ competitionId: number; count: number }[]>('/news/competitions', {});
    const teams = await data<{ teamId: number; count: number }[]>('/news/teams', { competitionId: competitions[0].competitionId });
    expect(teams.length).toBeGreaterThan(1);
    const list = await data<{ total: number; list: NewsItem[] }>('/news/list/teams', { teamId: teams[0].teamId });
    expect(list.total).toBe(teams[0].count);
    expect(list.list.every((x) => x.homeTeam.teamId === teams[0].teamId || x.awayTeam.teamId === teams[0].teamId)).toBe(true);
    const players = await data<{ playerName: string; value: number; viewId: string }[]>('/news/players', { sportType: 1, size: 5 });
    expect(players.length).toBeGreaterThan(0);
    const top = await data<NewsArticle>('/news/detail', { viewId: players[0].viewId });
    expect(top.goals.filter((g) => g.playerName === players[0].playerName && g.kind !== 'ownGoal')).toHaveLength(players[0].value);
  });
});

describe('news: refusals', () => {
  it('malformed bodies are 40001; ids the day does not have are 40007 with their copy', async () => {
    const refused: [string, unknown, number, string?][] = [
      ['/news/detail', {}, API_CODE.validation],
      ['/news/detail', { viewId: 'zz12' }, API_CODE.validation],
      ['/news/detail', { viewId: 'fr0' }, API_CODE.validation],
      ['/news/detail', { viewId: 'fr1\u0000' }, API_CODE.validation],
      ['/news/detail', { viewId: 12 }, API_CODE.validation],
      ['/news/plusReading', { viewId: 'fr1', size: 0 }, API_CODE.validation],
      ['/news/hots/channel/list', { channelId: -1 }, API_CODE.validation],
      ['/news/hots/channel/list', { channelId: 'x' }, API_CODE.validation],
      ['/news/hots/channel/list', { channelId: 0, pageSize: 51 }, API_CODE.validation],
      ['/news/hots/channel/banner', {}, API_CODE.validation],
      ['/news/hots/list', { size: 31 }, API_CODE.validation],
      ['/news/players', { sportType: 3 }, API_CODE.validation],
      ['/news/teams', {}, API_CODE.validation],
      ['/news/list/teams', { teamId: 0 }, API_CODE.validation],
      ['/banner/search', { sourceType: 30 }, API_CODE.validation],
      ['/news/detail', { viewId: 'fr999999999' }, API_CODE.notFound, API_MESSAGE.articleNotFound],
      ['/news/plusReading', { viewId: 'bp999999999' }, API_CODE.notFound, API_MESSAGE.articleNotFound],
      ['/news/hots/channel/list', { channelId: 999_999 }, API_CODE.notFound, API_MESSAGE.channelNotFound],
      ['/news/teams', { competitionId: 999_999 }, API_CODE.notFound, API_MESSAGE.competitionNotFound],
      ['/news/list/teams', { teamId: 999_999_999 }, API_CODE.notFound, API_MESSAGE.teamNotFound],
    ];
    for (const [path, body, code, msg] of refused) {
      const r = await call(path, body);
      expect([path, body, r.envelope.code], JSON.stringify(r.envelope)).toEqual([path, body, code]);
      if (msg) expect(r.envelope.msg).toBe(msg);
      expect(r.status).toBeLessThan(500);
    }
  });
});

describe('[SH-6] home\'s banners: /banner/search', () => {
  it('the official picks (type 10, normal) in order, then up to five focus matches a sport (type 20) whose articles open', async () => {
    const banners = await data<Banner[]>('/banner/search', {});
    const picks = banners.filter((b) => b.sourceType === 10);
    expect(picks.length).toBeGreaterThanOrEqual(3);
    expect(picks.every((b) => b.sourceValue === 'normal' && b.match === null && b.bannerPath.startsWith('data:image/svg+xml'))).toBe(true);
    expect(picks.map((b) => b.sortOrder)).toEqual([...picks.map((b) => b.sortOrder)].sort((a, b) => a - b));
    for (const sport of SPORTS) {
      const focus = banners.filter((b) => b.sourceType === 20 && b.sourceValue === sport);
      expect(focus.length, sport).toBeGreaterThan(0);
      expect(focus.length).toBeLessThanOrEqual(5);
      for (const b of focus) {
        const m = state[sport].matches[b.match!.matchId];
        expect(b.match!.homeTeamName).toBe(state[sport].teams[m.homeTeamId].name);
        expect(b.linkUrl).toBe(`/liveRoom?detail=${m.id}&SportType=${sport}`);
        expect((await data<NewsArticle>('/news/detail', { viewId: b.match!.viewId })).matchId).toBe(m.id);
      }
      // going matches come before those to come, and those before the finished
      const groups = focus.map((b) => ({ going: 0, no_start: 1, finish: 2, other: 3 })[statusGroup(sport, b.match!.statusId)]);
      expect(groups).toEqual([...groups].sort((a, b) => a - b));
    }
    expect(await data<Banner[]>('/banner/search', { sourceType: 20 })).toEqual(banners.filter((b) => b.sourceType === 20));
  });
});

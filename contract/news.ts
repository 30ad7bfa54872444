// SPEC.md §7 "News" (payloads not shown there; designed here): the information centre's channels, hot lists,
// banners and articles, and an article's page. Articles are written by the server from the feed's day — a report
// of every finished match (its scorers and minutes from the match's incidents, a basketball box score's leaders),
// a preview of every match to come (both teams' form and their head-to-head from the data pages' seasons) — so
// an article's viewId names its match: [f|b] sport, [r|p] report or preview, then the match id ('fr1234567').
// No login for any of them. An unknown channel, article, competition or team is 40007 with its copy (codes.ts).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall, NO_BODY } from './call';
import { int, nullable, page } from './fields';
import { FormSummary, HeadToHead, PastMatch } from './match-centre';

/** 'fr' + id: a football report; 'bp' + id: a basketball preview. */
export const VIEW_ID_PATTERN = '^[fb][rp][1-9][0-9]{0,15}$';
export const viewId = () => Type.String({ pattern: VIEW_ID_PATTERN, minLength: 3, maxLength: 18 });

/** 0 推荐 (every article), 1 足球, 2 篮球, otherwise a competition's id (its channel). */
export const CHANNEL = { hot: 0, football: 1, basketball: 2 } as const;
const channelId = () => int(0);

export const NEWS_KINDS = ['report', 'preview'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

export const NewsTeam = Type.Object({ teamId: Type.Integer(), name: Type.String(), logo: Type.String() });

/** An article as lists show it. */
export const NewsItem = Type.Object({
  viewId: Type.String(),
  kind: Type.Enum([...NEWS_KINDS]),
  /** 1 football, 2 basketball. */
  sportType: Type.Enum([1, 2]),
  title: Type.String(),
  summary: Type.String(),
  /** Unix seconds: a report when its match ended, a preview six hours before kick-off (not before the day began). */
  publishTime: Type.Integer(),
  matchId: Type.Integer(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  /** The competition's colour: the card's drawn cover. */
  color: Type.String(),
  homeTeam: NewsTeam,
  awayTeam: NewsTeam,
  /** How much readers care: the match's popularity (peopleNum), a report's goals adding to it. The hot lists' order. */
  heat: Type.Integer(),
  tags: Type.Array(Type.String()),
});
export type NewsItem = Static<typeof NewsItem>;

export const NewsPage = Type.Object({ total: Type.Integer(), list: Type.Array(NewsItem) });

/** A goal of a football report, as the match's incident has it. */
export const NewsGoal = Type.Object({
  /** 1 home, 2 away: the side the goal counts for (an own goal counts for the other side). */
  position: Type.Enum([1, 2]),
  playerName: Type.String(),
  assistName: Type.String(),
  minute: Type.Integer(),
  /** Added time of the minute (45'+2 → minute 45, addTime 2). */
  addTime: Type.Integer(),
  kind: Type.Enum(['goal', 'penalty', 'ownGoal']),
  /** The score after it. */
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
});
export type NewsGoal = Static<typeof NewsGoal>;

/** A basketball leader of a report: the box score's line. */
export const NewsLeader = Type.Object({
  position: Type.Enum([1, 2]), playerName: Type.String(), points: Type.Integer(), rebounds: Type.Integer(), assists: Type.Integer(),
});

/** One team's side of a preview: its last results (newest first) and their summary, and its league position. */
export const NewsForm = Type.Object({
  teamId: Type.Integer(),
  recent: Type.Array(PastMatch),
  summary: FormSummary,
  /** Its table row in its league (null for none: a cup-only club, a cup's match). */
  position: nullable(Type.Integer()),
  points: nullable(Type.Integer()),
});

export const NewsArticle = Type.Intersect([NewsItem, Type.Object({
  paragraphs: Type.Array(Type.String()),
  /** The match as the article was written: its status, kick-off and score (−1 before kick-off). */
  match: Type.Object({
    statusId: Type.Integer(), matchTime: Type.Integer(),
    homeScore: Type.Integer(), awayScore: Type.Integer(), homeHalf: Type.Integer(), awayHalf: Type.Integer(),
  }),
  /** Football reports: every goal in match order; [] otherwise. */
  goals: Type.Array(NewsGoal),
  /** Basketball reports: per-period scores (4 quarters, or 2 halves, then overtime when played); [] otherwise. */
  periods: Type.Object({ home: Type.Array(Type.Integer()), away: Type.Array(Type.Integer()) }),
  /** Basketball reports: each side's top scorers. */
  leaders: Type.Array(NewsLeader),
  /** Previews: both teams' form and their meetings; null in a report. */
  preview: nullable(Type.Object({ home: NewsForm, away: NewsForm, headToHead: HeadToHead })),
})]);
export type NewsArticle = Static<typeof NewsArticle>;

export const NewsChannel = Type.Object({
  channelId: Type.Integer(),
  name: Type.String(),
  /** 0 every sport. */
  sportType: Type.Enum([0, 1, 2]),
  /** Articles in it now. */
  count: Type.Integer(),
});

/** A match of the day with its articles (the information centre's 今日赛事 and the match lists' news links). */
export const NewsMatch = Type.Object({
  matchId: Type.Integer(), sportType: Type.Enum([1, 2]), competitionId: Type.Integer(), competitionName: Type.String(),
  homeTeam: NewsTeam, awayTeam: NewsTeam, matchTime: Type.Integer(), statusId: Type.Integer(),
  homeScore: Type.Integer(), awayScore: Type.Integer(),
  previewId: nullable(Type.String()), reportId: nullable(Type.String()),
});

export const NewsCompetition = Type.Object({
  competitionId: Type.Integer(), sportType: Type.Enum([1, 2]), name: Type.String(), color: Type.String(), count: Type.Integer(),
});

export const NewsTeamCount = Type.Object({ teamId: Type.Integer(), name: Type.String(), logo: Type.String(), count: Type.Integer() });

/** A player the day's reports name: football goals scored, basketball points. */
export const NewsPlayer = Type.Object({
  playerName: Type.String(), sportType: Type.Enum([1, 2]), teamId: Type.Integer(), teamName: Type.String(),
  /** Goals (football) or points (basketball). */
  value: Type.Integer(),
  /** The report that tells it. */
  viewId: Type.String(),
});

const sportFilter = () => Type.Optional(Type.Enum([1, 2]));
const VIEW_MESSAGES = { viewId: '文章不存在' };

export const NEWS = {
  channels: jsonCall({ path: '/news/hots/channels', methods: ['GET', 'POST'], auth: 'none', body: NO_BODY, data: Type.Array(NewsChannel) }),
  channelList: jsonCall({
    path: '/news/hots/channel/list', auth: 'none',
    body: Type.Object({ channelId: channelId(), ...page(10, 50) }), messages: { channelId: '请选择频道' }, data: NewsPage,
  }),
  channelBanner: jsonCall({
    path: '/news/hots/channel/banner', auth: 'none',
    body: Type.Object({ channelId: channelId(), size: defaulted(int(1, 10), 5) }), messages: { channelId: '请选择频道' }, data: Type.Array(NewsItem),
  }),
  hotList: jsonCall({
    path: '/news/hots/list', auth: 'none',
    body: Type.Object({ sportType: sportFilter(), size: defaulted(int(1, 30), 10) }), data: Type.Array(NewsItem),
  }),
  detail: jsonCall({ path: '/news/detail', auth: 'none', body: Type.Object({ viewId: viewId() }), messages: VIEW_MESSAGES, data: NewsArticle }),
  plusReading: jsonCall({
    path: '/news/plusReading', auth: 'none',
    body: Type.Object({ viewId: viewId(), size: defaulted(int(1, 20), 6) }), messages: VIEW_MESSAGES, data: Type.Array(NewsItem),
  }),
  matches: jsonCall({ path: '/news/matches', auth: 'none', body: Type.Object({ sportType: sportFilter() }), data: Type.Array(NewsMatch) }),
  competitions: jsonCall({ path: '/news/competitions', auth: 'none', body: Type.Object({ sportType: sportFilter() }), data: Type.Array(NewsCompetition) }),
  teams: jsonCall({
    path: '/news/teams', auth: 'none', body: Type.Object({ competitionId: int(1) }), messages: { competitionId: '请选择赛事' },
    data: Type.Array(NewsTeamCount),
  }),
  players: jsonCall({
    path: '/news/players', auth: 'none',
    body: Type.Object({ sportType: sportFilter(), size: defaulted(int(1, 30), 10) }), data: Type.Array(NewsPlayer),
  }),
  teamList: jsonCall({
    path: '/news/list/teams', auth: 'none',
    body: Type.Object({ teamId: int(1), ...page(10, 50) }), messages: { teamId: '请选择球队' }, data: NewsPage,
  }),
} as const;

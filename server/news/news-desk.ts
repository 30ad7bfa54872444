// The day's articles, written from the feed's state and the data pages' past: a report of every finished match
// (football-report.ts, basketball-report.ts) and a preview of every match that has not finished (preview.ts). What
// exists is read off the state on each call (cheap: a pass over the day's matches); an article's text is written
// once and kept while its match reads the same (kick-off, status, score), so a looping replay or a new day writes
// it anew. Reports count from the match's end, previews are published six hours before kick-off (never before the
// day began) and listed from then on.
import type { NewsArticle, NewsItem } from '../../contract';
import type { LiveState, Match, PastResult, Sport, SportState } from '../../engine/core';
import { FOOTBALL_SCORE, countOf, currentScore, SPORTS, shanghaiMidnight, statusGroup } from '../../engine/core';
import { matchDetail } from '../../engine/wire';
import type { CentreHistory } from '../api/routes/match-centre-history';
import { headToHeadOf, pastMatchOf, recentOf, summaryOf } from '../api/routes/match-centre-history';
import { basketballReport } from './basketball-report';
import { footballReport } from './football-report';
import type { PreviewSide } from './preview';
import { preview, PREVIEW_FORM_SIZE, PREVIEW_MEETINGS } from './preview';

export type Kind = NewsItem['kind'];
const SPORT_TYPE = { football: 1, basketball: 2 } as const;
const SPORT_LETTER = { football: 'f', basketball: 'b' } as const;
const KIND_LETTER = { report: 'r', preview: 'p' } as const;
const HOUR_S = 3600;
/** A preview goes out this long before kick-off. */
const PREVIEW_LEAD_S = 6 * HOUR_S;
/** A goal adds this much to a report's heat (a 4-3 is read more than a 0-0). */
const GOAL_HEAT = 1000;
/** How many written articles beyond the state's may be kept before the others are let go. */
const PRUNE_SLACK = 200;

export const viewIdOf = (sport: Sport, kind: Kind, matchId: number): string => `${SPORT_LETTER[sport]}${KIND_LETTER[kind]}${matchId}`;

export function parseViewId(viewId: string): { sport: Sport; kind: Kind; matchId: number } | undefined {
  const m = /^([fb])([rp])([1-9]\d{0,15})$/.exec(viewId);
  if (!m) return undefined;
  const matchId = Number(m[3]);
  if (!Number.isSafeInteger(matchId)) return undefined;
  return { sport: m[1] === 'f' ? 'football' : 'basketball', kind: m[2] === 'r' ? 'report' : 'preview', matchId };
}

/** Which article a match has now: a report once finished, a preview before; none for a postponed or abnormal one. */
export function kindOf(sport: Sport, m: Match): Kind | undefined {
  const group = statusGroup(sport, m.statusId);
  if (group === 'finish') return 'report';
  if (group === 'going' || group === 'no_start') return 'preview';
  return undefined;
}

export interface DeskDeps {
  readonly liveState: () => LiveState;
  readonly history: CentreHistory;
  readonly feedNow: () => number;
}

export class NewsDesk {
  private readonly written = new Map<string, { readonly stamp: string; readonly article: NewsArticle }>();

  constructor(private readonly deps: DeskDeps) {}

  /** Every article published now, both sports, newest first (then the hotter, then the match id). */
  items(state = this.deps.liveState()): NewsItem[] {
    const now = Math.floor(this.deps.feedNow() / 1000);
    const out: NewsItem[] = [];
    const seen = new Set<string>();
    for (const sport of SPORTS) {
      const s = state[sport];
      for (const m of Object.values(s.matches)) {
        const kind = kindOf(sport, m);
        if (!kind || !s.teams[m.homeTeamId] || !s.teams[m.awayTeamId]) continue;
        const article = this.write(sport, s, m, kind);
        seen.add(viewIdOf(sport, 'report', m.id)).add(viewIdOf(sport, 'preview', m.id));
        if (kind === 'preview' && article.publishTime > now) continue;
        out.push(itemOf(article));
      }
    }
    // Days go by (the simulator's new ids): what no match of the state names any more is let go.
    if (this.written.size > 2 * seen.size + PRUNE_SLACK) for (const id of this.written.keys()) if (!seen.has(id)) this.written.delete(id);
    return out.sort((a, b) => b.publishTime - a.publishTime || b.heat - a.heat || a.matchId - b.matchId);
  }

  /** The article a viewId names, when its match has it now: a report only once finished; a preview while its match
   *  is in the day — before it is listed (home's focus panels link to it) and after the final whistle alike. */
  article(viewId: string, state = this.deps.liveState()): NewsArticle | undefined {
    const id = parseViewId(viewId);
    if (!id) return undefined;
    const s = state[id.sport];
    const m = s.matches[id.matchId];
    if (!m || !s.teams[m.homeTeamId] || !s.teams[m.awayTeamId]) return undefined;
    const now = kindOf(id.sport, m);
    if (!now || (id.kind === 'report' && now !== 'report')) return undefined;
    return this.write(id.sport, s, m, id.kind);
  }

  private write(sport: Sport, s: SportState, m: Match, kind: Kind): NewsArticle {
    const viewId = viewIdOf(sport, kind, m.id);
    const stamp = kind === 'report' ? `${m.matchTime}:${m.homeScores.join(',')}:${m.awayScores.join(',')}` : `${m.matchTime}`;
    const kept = this.written.get(viewId);
    if (kept?.stamp === stamp) return kept.article;
    const article = kind === 'report' ? this.report(sport, s, m, viewId) : this.preview(sport, s, m, viewId);
    this.written.set(viewId, { stamp, article });
    return article;
  }

  private base(sport: Sport, s: SportState, m: Match, viewId: string, kind: Kind) {
    const competition = s.competitions[m.competitionId];
    const team = (id: number) => ({ teamId: id, name: s.teams[id]?.name ?? '', logo: s.teams[id]?.logo ?? '' });
    const hs = currentScore(sport, m.homeScores);
    const as = currentScore(sport, m.awayScores);
    const finished = kind === 'report';
    return {
      viewId, kind, sportType: SPORT_TYPE[sport], matchId: m.id, competitionId: m.competitionId,
      competitionName: competition?.name ?? '', color: competition?.color || '#1e5eff',
      homeTeam: team(m.homeTeamId), awayTeam: team(m.awayTeamId),
      match: {
        statusId: m.statusId, matchTime: m.matchTime,
        // A preview is the match before kick-off, whenever it is read.
        homeScore: finished ? hs : -1,
        awayScore: finished ? as : -1,
        homeHalf: sport === 'football' ? countOf(m.homeScores[FOOTBALL_SCORE.halfTime]) : countOf(m.homeScores[0]) + countOf(m.homeScores[1]),
        awayHalf: sport === 'football' ? countOf(m.awayScores[FOOTBALL_SCORE.halfTime]) : countOf(m.awayScores[0]) + countOf(m.awayScores[1]),
      },
      heat: m.peopleNum + (finished && sport === 'football' ? (hs + as) * GOAL_HEAT : 0),
    };
  }

  private report(sport: Sport, s: SportState, m: Match, viewId: string): NewsArticle {
    const base = this.base(sport, s, m, viewId, 'report');
    const detail = matchDetail(s.details[m.id]);
    const names = { competitionName: base.competitionName, homeName: base.homeTeam.name, awayName: base.awayTeam.name, matchTime: m.matchTime, homeScores: m.homeScores, awayScores: m.awayScores };
    if (sport === 'football') {
      const r = footballReport({ ...names, incidents: detail.incidents, stats: detail.stats });
      // The match's end: its last incident's minute (90 at least) plus the half-time break, from kick-off.
      const last = detail.incidents.reduce((n, i) => Math.max(n, i.time + i.addTime), 90);
      return {
        ...base, title: r.title, summary: r.summary, paragraphs: [...r.paragraphs], tags: [...r.tags], goals: [...r.goals],
        publishTime: m.matchTime + (last + 20) * 60, periods: { home: [], away: [] }, leaders: [], preview: null,
      };
    }
    const r = basketballReport({ ...names, ncaa: m.ncaa, players: detail.playerStats });
    return {
      ...base, title: r.title, summary: r.summary, paragraphs: [...r.paragraphs], tags: [...r.tags], goals: [],
      publishTime: m.matchTime + (m.ncaa ? 2 : 2.5) * HOUR_S, periods: { home: [...r.periods.home], away: [...r.periods.away] },
      leaders: [...r.leaders], preview: null,
    };
  }

  private preview(sport: Sport, s: SportState, m: Match, viewId: string): NewsArticle {
    const base = this.base(sport, s, m, viewId, 'preview');
    const h = this.deps.history.of(sport);
    const table = this.deps.history.standings(sport, s, m.competitionId);
    const side = (teamId: number, name: string): PreviewSide & { readonly past: PastResult[] } => {
      const row = table.find((r) => r.teamId === teamId);
      const recent = recentOf(h, teamId, PREVIEW_FORM_SIZE);
      return { teamId, name, recent, past: recent, position: row?.position ?? null, points: row?.points ?? null };
    };
    const home = side(m.homeTeamId, base.homeTeam.name);
    const away = side(m.awayTeamId, base.awayTeam.name);
    const headToHead = headToHeadOf(sport, s, h, m.homeTeamId, m.awayTeamId, PREVIEW_MEETINGS);
    const meetings = h && m.homeTeamId !== m.awayTeamId ? h.headToHead(m.homeTeamId, m.awayTeamId, PREVIEW_MEETINGS) : [];
    const r = preview({ sport, competitionName: base.competitionName, matchTime: m.matchTime, home, away, meetings });
    const form = (x: typeof home) => ({
      teamId: x.teamId, recent: x.past.map((p) => pastMatchOf(sport, s, p)), summary: summaryOf(x.teamId, x.past), position: x.position, points: x.points,
    });
    const dayStart = Math.floor(shanghaiMidnight(m.matchTime * 1000) / 1000);
    return {
      ...base, title: r.title, summary: r.summary, paragraphs: [...r.paragraphs], tags: [...r.tags], goals: [],
      publishTime: Math.max(dayStart, m.matchTime - PREVIEW_LEAD_S), periods: { home: [], away: [] }, leaders: [],
      preview: { home: form(home), away: form(away), headToHead },
    };
  }
}

/** An article as lists show it. */
export function itemOf(a: NewsArticle): NewsItem {
  return {
    viewId: a.viewId, kind: a.kind, sportType: a.sportType, title: a.title, summary: a.summary, publishTime: a.publishTime,
    matchId: a.matchId, competitionId: a.competitionId, competitionName: a.competitionName, color: a.color,
    homeTeam: a.homeTeam, awayTeam: a.awayTeam, heat: a.heat, tags: a.tags,
  };
}

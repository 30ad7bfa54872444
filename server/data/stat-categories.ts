// The ranking categories of 资料库 (SPEC.md §9: 31 football and 25 basketball player stats, team lists of 27 stats;
// the spec names none of them, so these are the ones Chinese data sites show): each a name, how its value reads
// (a count, a per-match average, a percentage [FM-2]), which way it ranks and who qualifies, computed from the
// season totals of the players' match lines (fixtures/generator/season-players.ts). Ids are 1… in the order here:
// the page asks for rankTypes by them.
import type { LineKey, PlayerSeasonLine } from '../../fixtures/generator';
import type { Sport } from '../../engine/core';

export type StatFormat = 'count' | 'average' | 'percent';

/** A player's season: his line totals and his position (a goalkeeper's categories are goalkeepers'). */
export interface PlayerSeason {
  readonly line: PlayerSeasonLine;
  readonly position: string;
}

/** A club's season in one competition: its results and its players' counts summed. */
export interface TeamSeason {
  readonly teamId: number;
  played: number;
  won: number;
  draw: number;
  loss: number;
  scored: number;
  conceded: number;
  cleanSheets: number;
  /** Football: the matches' possession % summed, and corners. */
  possession: number;
  corners: number;
  readonly stats: Partial<Record<LineKey, number>>;
}

export interface Category<T> {
  readonly id: number;
  readonly name: string;
  readonly format: StatFormat;
  /** 'asc': fewest first (a goalkeeper's goals conceded). */
  readonly order: 'desc' | 'asc';
  readonly value: (t: T) => number;
  readonly qualifies: (t: T) => boolean;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
/** [FM-2] rounded to 1 decimal, clamped to 0–100. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.min(100, Math.max(0, round((part / whole) * 100, 1))) : 0);
const perGame = (x: number, games: number) => (games > 0 ? round(x / games, 2) : 0);

type Def<T> = readonly [name: string, format: StatFormat, value: (t: T) => number, qualifies?: (t: T) => boolean, order?: 'asc'];

function categories<T>(defs: readonly Def<T>[]): readonly Category<T>[] {
  return defs.map(([name, format, value, qualifies, order], i) => ({
    id: i + 1, name, format, order: order ?? 'desc', value, qualifies: qualifies ?? ((t: T) => value(t) > 0),
  }));
}

const ps = (t: PlayerSeason, k: LineKey) => t.line.stats[k] ?? 0;
const played = (t: PlayerSeason) => t.line.appearances > 0;
const keeper = (t: PlayerSeason) => t.position === 'GK' && t.line.appearances > 0;

const FOOTBALL_PLAYER: readonly Def<PlayerSeason>[] = [
  ['进球', 'count', (t) => ps(t, 'goals')],
  ['助攻', 'count', (t) => ps(t, 'assists')],
  ['出场', 'count', (t) => t.line.appearances],
  ['首发', 'count', (t) => t.line.starts],
  ['出场时间', 'count', (t) => t.line.minutes],
  ['射门', 'count', (t) => ps(t, 'shots')],
  ['射正', 'count', (t) => ps(t, 'shotsOnTarget')],
  ['点球进球', 'count', (t) => ps(t, 'penaltyGoals')],
  ['关键传球', 'count', (t) => ps(t, 'keyPasses')],
  ['传球', 'count', (t) => ps(t, 'passes')],
  ['传球成功', 'count', (t) => ps(t, 'passesCompleted')],
  ['传球成功率', 'percent', (t) => percent(ps(t, 'passesCompleted'), ps(t, 'passes')), (t) => ps(t, 'passes') >= 20 * Math.max(1, t.line.appearances)],
  ['传中', 'count', (t) => ps(t, 'crosses')],
  ['长传', 'count', (t) => ps(t, 'longBalls')],
  ['过人', 'count', (t) => ps(t, 'dribbles')],
  ['被侵犯', 'count', (t) => ps(t, 'fouled')],
  ['犯规', 'count', (t) => ps(t, 'fouls')],
  ['抢断', 'count', (t) => ps(t, 'tackles')],
  ['拦截', 'count', (t) => ps(t, 'interceptions')],
  ['解围', 'count', (t) => ps(t, 'clearances')],
  ['封堵', 'count', (t) => ps(t, 'blocks')],
  ['争顶成功', 'count', (t) => ps(t, 'aerialsWon')],
  ['黄牌', 'count', (t) => ps(t, 'yellowCards')],
  ['红牌', 'count', (t) => ps(t, 'redCards')],
  ['越位', 'count', (t) => ps(t, 'offsides')],
  ['扑救', 'count', (t) => ps(t, 'saves'), keeper],
  ['零封', 'count', (t) => ps(t, 'cleanSheets'), keeper],
  ['场均失球', 'average', (t) => perGame(ps(t, 'goalsConceded'), t.line.appearances), keeper, 'asc'],
  ['造点', 'count', (t) => ps(t, 'penaltiesWon')],
  ['进球+助攻', 'count', (t) => ps(t, 'goals') + ps(t, 'assists')],
  ['场均进球', 'average', (t) => perGame(ps(t, 'goals'), t.line.appearances), (t) => played(t) && ps(t, 'goals') > 0],
];

const BASKETBALL_PLAYER: readonly Def<PlayerSeason>[] = [
  ['场均得分', 'average', (t) => perGame(ps(t, 'points'), t.line.appearances), played],
  ['场均篮板', 'average', (t) => perGame(ps(t, 'rebounds'), t.line.appearances), played],
  ['场均助攻', 'average', (t) => perGame(ps(t, 'assists'), t.line.appearances), played],
  ['场均抢断', 'average', (t) => perGame(ps(t, 'steals'), t.line.appearances), played],
  ['场均盖帽', 'average', (t) => perGame(ps(t, 'blocks'), t.line.appearances), played],
  ['场均失误', 'average', (t) => perGame(ps(t, 'turnovers'), t.line.appearances), played],
  ['场均犯规', 'average', (t) => perGame(ps(t, 'fouls'), t.line.appearances), played],
  ['场均出场时间', 'average', (t) => perGame(t.line.minutes, t.line.appearances), played],
  ['场均前场篮板', 'average', (t) => perGame(ps(t, 'offRebounds'), t.line.appearances), played],
  ['场均后场篮板', 'average', (t) => perGame(ps(t, 'defRebounds'), t.line.appearances), played],
  ['场均三分命中', 'average', (t) => perGame(ps(t, 'tpm'), t.line.appearances), played],
  ['场均罚球命中', 'average', (t) => perGame(ps(t, 'ftm'), t.line.appearances), played],
  ['场均投篮命中', 'average', (t) => perGame(ps(t, 'fgm'), t.line.appearances), played],
  ['投篮命中率', 'percent', (t) => percent(ps(t, 'fgm'), ps(t, 'fga')), (t) => ps(t, 'fga') >= 3 * Math.max(1, t.line.appearances)],
  ['三分命中率', 'percent', (t) => percent(ps(t, 'tpm'), ps(t, 'tpa')), (t) => ps(t, 'tpa') >= Math.max(1, t.line.appearances)],
  ['罚球命中率', 'percent', (t) => percent(ps(t, 'ftm'), ps(t, 'fta')), (t) => ps(t, 'fta') >= Math.max(1, t.line.appearances)],
  ['总得分', 'count', (t) => ps(t, 'points')],
  ['总篮板', 'count', (t) => ps(t, 'rebounds')],
  ['总助攻', 'count', (t) => ps(t, 'assists')],
  ['总抢断', 'count', (t) => ps(t, 'steals')],
  ['总盖帽', 'count', (t) => ps(t, 'blocks')],
  ['出场', 'count', (t) => t.line.appearances],
  ['首发', 'count', (t) => t.line.starts],
  ['总三分命中', 'count', (t) => ps(t, 'tpm')],
  ['总罚球命中', 'count', (t) => ps(t, 'ftm')],
];

const ts = (t: TeamSeason, k: LineKey) => t.stats[k] ?? 0;
const any = (t: TeamSeason) => t.played > 0;

const FOOTBALL_TEAM: readonly Def<TeamSeason>[] = [
  ['进球', 'count', (t) => t.scored, any],
  ['失球', 'count', (t) => t.conceded, any, 'asc'],
  ['净胜球', 'count', (t) => t.scored - t.conceded, any],
  ['胜', 'count', (t) => t.won, any],
  ['平', 'count', (t) => t.draw, any],
  ['负', 'count', (t) => t.loss, any],
  ['射门', 'count', (t) => ts(t, 'shots'), any],
  ['射正', 'count', (t) => ts(t, 'shotsOnTarget'), any],
  ['场均控球率', 'percent', (t) => (t.played > 0 ? Math.min(100, round(t.possession / t.played, 1)) : 0), any],
  ['传球', 'count', (t) => ts(t, 'passes'), any],
  ['传球成功率', 'percent', (t) => percent(ts(t, 'passesCompleted'), ts(t, 'passes')), any],
  ['关键传球', 'count', (t) => ts(t, 'keyPasses'), any],
  ['传中', 'count', (t) => ts(t, 'crosses'), any],
  ['长传', 'count', (t) => ts(t, 'longBalls'), any],
  ['过人', 'count', (t) => ts(t, 'dribbles'), any],
  ['角球', 'count', (t) => t.corners, any],
  ['越位', 'count', (t) => ts(t, 'offsides'), any],
  ['犯规', 'count', (t) => ts(t, 'fouls'), any],
  ['被侵犯', 'count', (t) => ts(t, 'fouled'), any],
  ['黄牌', 'count', (t) => ts(t, 'yellowCards'), any],
  ['红牌', 'count', (t) => ts(t, 'redCards'), any],
  ['抢断', 'count', (t) => ts(t, 'tackles'), any],
  ['拦截', 'count', (t) => ts(t, 'interceptions'), any],
  ['解围', 'count', (t) => ts(t, 'clearances'), any],
  ['扑救', 'count', (t) => ts(t, 'saves'), any],
  ['零封', 'count', (t) => t.cleanSheets, any],
  ['场均进球', 'average', (t) => perGame(t.scored, t.played), any],
];

const BASKETBALL_TEAM: readonly Def<TeamSeason>[] = [
  ['场均得分', 'average', (t) => perGame(t.scored, t.played), any],
  ['场均失分', 'average', (t) => perGame(t.conceded, t.played), any, 'asc'],
  ['场均净胜分', 'average', (t) => perGame(t.scored - t.conceded, t.played), any],
  ['胜', 'count', (t) => t.won, any],
  ['负', 'count', (t) => t.loss, any],
  ['胜率', 'percent', (t) => percent(t.won, t.played), any],
  ['场均篮板', 'average', (t) => perGame(ts(t, 'rebounds'), t.played), any],
  ['场均前场篮板', 'average', (t) => perGame(ts(t, 'offRebounds'), t.played), any],
  ['场均后场篮板', 'average', (t) => perGame(ts(t, 'defRebounds'), t.played), any],
  ['场均助攻', 'average', (t) => perGame(ts(t, 'assists'), t.played), any],
  ['场均抢断', 'average', (t) => perGame(ts(t, 'steals'), t.played), any],
  ['场均盖帽', 'average', (t) => perGame(ts(t, 'blocks'), t.played), any],
  ['场均失误', 'average', (t) => perGame(ts(t, 'turnovers'), t.played), any],
  ['场均犯规', 'average', (t) => perGame(ts(t, 'fouls'), t.played), any],
  ['场均投篮命中', 'average', (t) => perGame(ts(t, 'fgm'), t.played), any],
  ['场均投篮出手', 'average', (t) => perGame(ts(t, 'fga'), t.played), any],
  ['投篮命中率', 'percent', (t) => percent(ts(t, 'fgm'), ts(t, 'fga')), any],
  ['场均三分命中', 'average', (t) => perGame(ts(t, 'tpm'), t.played), any],
  ['场均三分出手', 'average', (t) => perGame(ts(t, 'tpa'), t.played), any],
  ['三分命中率', 'percent', (t) => percent(ts(t, 'tpm'), ts(t, 'tpa')), any],
  ['场均罚球命中', 'average', (t) => perGame(ts(t, 'ftm'), t.played), any],
  ['场均罚球出手', 'average', (t) => perGame(ts(t, 'fta'), t.played), any],
  ['罚球命中率', 'percent', (t) => percent(ts(t, 'ftm'), ts(t, 'fta')), any],
  ['总得分', 'count', (t) => t.scored, any],
  ['总篮板', 'count', (t) => ts(t, 'rebounds'), any],
  ['总助攻', 'count', (t) => ts(t, 'assists'), any],
  ['总抢断', 'count', (t) => ts(t, 'steals'), any],
];

export const PLAYER_CATEGORIES: Readonly<Record<Sport, readonly Category<PlayerSeason>[]>> = {
  football: categories(FOOTBALL_PLAYER),
  basketball: categories(BASKETBALL_PLAYER),
};

export const TEAM_CATEGORIES: Readonly<Record<Sport, readonly Category<TeamSeason>[]>> = {
  football: categories(FOOTBALL_TEAM),
  basketball: categories(BASKETBALL_TEAM),
};

/** SPEC.md §9 best-player rankSize: 30 football, 100 basketball. */
export const RANK_SIZE: Readonly<Record<Sport, number>> = { football: 30, basketball: 100 };

/** The columns of a player's per-match line and season totals, in the order the page shows them. */
export const LINE_COLUMNS: Readonly<Record<Sport, readonly (readonly [LineKey | 'minutes', string])[]>> = {
  football: [['minutes', '出场时间'], ['goals', '进球'], ['assists', '助攻'], ['shots', '射门'], ['shotsOnTarget', '射正'], ['passes', '传球'],
    ['keyPasses', '关键传球'], ['tackles', '抢断'], ['yellowCards', '黄牌'], ['redCards', '红牌'], ['saves', '扑救']],
  basketball: [['minutes', '时间'], ['points', '得分'], ['rebounds', '篮板'], ['assists', '助攻'], ['steals', '抢断'], ['blocks', '盖帽'],
    ['fgm', '投篮命中'], ['fga', '投篮出手'], ['tpm', '三分命中'], ['tpa', '三分出手'], ['ftm', '罚球命中'], ['fta', '罚球出手'], ['turnovers', '失误'], ['fouls', '犯规']],
};

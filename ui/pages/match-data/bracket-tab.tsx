// The competition page's 淘汰赛: a knockout cup's bracket (comp/bracket), one column a round — up to four, the
// rounds before them listed below — each tie placed level with the two it is fed by (tie n of a round spans ties
// 2n and 2n+1 of the one before: grid rows, so the layout holds for one to four rounds and reflows). A tie shows
// its sides (to the team pages), its score and who went through; today's ties read their score from the engine's
// rows. The NBA's is the playoff picture from the table. Round names as SPEC.md §9 renames them [FM-4].
import { Link } from 'react-router-dom';
import type { MatchRow, Sport } from '../../../engine/core';
import { TeamBadge } from '../../components/badge/team-badge';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { cssVars } from '../../design/css-vars';
import type { DataAnswer } from './data-calls';
import { linkable, teamPath } from './data-paths';
import { LoadState } from './load-state';
import { MatchLine, MatchTable } from './match-line';
import styles from './match-data.module.css';
import bracket from './data-stats.module.css';
import { roundName } from './round-name';
import { useDataLoad } from './use-data-load';
import { useTodayRows, useTodayView } from './use-today-view';

type Bracket = DataAnswer<'compBracket'>;
type Round = Bracket['rounds'][number];
type Tie = Round['ties'][number];

/** At most this many rounds side by side (SPEC.md §2: layouts for 1–4 rounds). */
export const BRACKET_COLUMNS = 4;

function Side({ sport, team, score, won, decided }: {
  readonly sport: Sport; readonly team: Tie['home']; readonly score: string; readonly won: boolean; readonly decided: boolean;
}) {
  if (!team) return <div className={`${bracket.side} ${bracket.unknown}`} data-testid="bracket-side"><span>待定</span></div>;
  return (
    <div className={`${bracket.side} ${decided ? (won ? bracket.winner : bracket.loser) : ''}`} data-testid="bracket-side" data-team-id={team.teamId} data-winner={won ? 'true' : undefined}>
      <TeamBadge name={team.name} logo={team.logo || undefined} size="sm" decorative />
      {linkable(team.teamId) ? <Link to={teamPath(sport, team.teamId)} className={`${styles.teamLink} ${bracket.sideName}`}>{team.name}</Link> : <span className={bracket.sideName}>{team.name}</span>}
      <span className={bracket.sideScore}>{score}</span>
    </div>
  );
}

function scoresOf(tie: Tie, row: MatchRow | undefined): [string, string] {
  const m = tie.matches[0];
  if (!m) return ['', ''];
  if (row && row.score.includes('-')) {
    const [h, a] = row.score.split('-');
    return [h, a];
  }
  return m.homeScore >= 0 ? [String(m.homeScore), String(m.awayScore)] : ['', ''];
}

function TieCard({ sport, tie, row, span, column, final }: {
  readonly sport: Sport; readonly tie: Tie; readonly row: MatchRow | undefined; readonly span: number; readonly column: number; readonly final: boolean;
}) {
  const [h, a] = scoresOf(tie, row);
  const decided = tie.winnerId !== null;
  const bye = tie.home !== null && tie.away === null && tie.matches.length === 0 && decided;
  return (
    <div
      className={`${bracket.tie} ${final ? bracket.final : ''}`}
      style={cssVars({ '--tie-row': String(tie.slot * span + 2), '--tie-span': String(span), '--tie-column': String(column) })}
      data-testid="bracket-tie"
      data-winner-id={tie.winnerId ?? undefined}
      data-going={row?.group === 'going' ? 'true' : undefined}
    >
      <Side sport={sport} team={tie.home} score={h} won={tie.winnerId !== null && tie.winnerId === tie.home?.teamId} decided={decided} />
      {bye ? <div className={`${bracket.side} ${bracket.unknown}`}>轮空</div>
        : <Side sport={sport} team={tie.away} score={a} won={tie.winnerId !== null && tie.winnerId === tie.away?.teamId} decided={decided} />}
      {row?.group === 'going' && <span className={styles.liveText}>{row.statusText}</span>}
    </div>
  );
}

function BracketView({ sport, data }: { readonly sport: Sport; readonly data: Bracket }) {
  const todayIds = data.rounds.flatMap((r) => r.ties.flatMap((t) => t.matches.filter((m) => m.today).map((m) => m.matchId)));
  const otherToday = data.others.filter((m) => m.today).map((m) => m.matchId);
  const store = useTodayView(sport, todayIds.length + otherToday.length > 0);
  const today = useTodayRows(store, [...todayIds, ...otherToday]);
  if (data.rounds.length === 0) return <EmptyState />;
  const shown = data.rounds.slice(-BRACKET_COLUMNS);
  const earlier = data.rounds.slice(0, -BRACKET_COLUMNS);
  return (
    <div data-testid="bracket" data-kind={data.kind} data-rounds={shown.length}>
      {data.kind === 'projection' && <p className={bracket.lead}>季后赛对阵按当前积分榜排名（东部、西部各前八名）</p>}
      <div className={styles.scroll}>
        <div className={bracket.grid} style={cssVars({ '--bracket-columns': String(shown.length), '--bracket-rows': String(shown[0].ties.length) })}>
          {shown.map((r, j) => (
            <h3 key={`h${r.round}`} className={bracket.roundName} style={cssVars({ '--tie-column': String(j + 1) })} data-testid="bracket-round">{roundName(r.name)}</h3>
          ))}
          {shown.map((r, j) => r.ties.map((t) => (
            <TieCard key={`${r.round}:${t.slot}`} sport={sport} tie={t} row={t.matches[0] ? today.get(t.matches[0].matchId) : undefined} span={2 ** j} column={j + 1} final={j === shown.length - 1} />
          )))}
        </div>
      </div>
      {earlier.map((r) => (
        <section key={r.round} aria-label={roundName(r.name)}>
          <h3 className={styles.tableName}>{roundName(r.name)}</h3>
          <MatchTable>{r.ties.flatMap((t) => t.matches).map((m) => <MatchLine key={m.matchId} sport={sport} match={m} row={today.get(m.matchId)} />)}</MatchTable>
        </section>
      ))}
      {data.others.length > 0 && (
        <section aria-label="其他比赛">
          <h3 className={styles.tableName}>其他比赛</h3>
          <MatchTable>{data.others.map((m) => <MatchLine key={m.matchId} sport={sport} match={m} row={today.get(m.matchId)} />)}</MatchTable>
        </section>
      )}
    </div>
  );
}

export function BracketTab({ sport, competitionId, seasonId, currentSeasonId }: {
  readonly sport: Sport; readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number;
}) {
  const { load, retry } = useDataLoad(sport, 'compBracket', { competitionId, seasonId, curSeasonId: currentSeasonId });
  return (
    <LoadState load={load} label="对阵加载中" missing="暂无数据" onRetry={retry}>
      {(data) => <BracketView sport={sport} data={data} />}
    </LoadState>
  );
}

// One match of a schedule or a team's list: day and kick-off (Beijing time), the teams (to their pages), the score
// and the status. A match of today reads its score and status from the engine's row (the live lists' state) and
// leads to its match centre; other days' matches show what the season's data says.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MatchRow, Sport } from '../../../engine/core';
import { localClock, shanghaiDate, statusText } from '../../../engine/core';
import { TeamBadge } from '../../components/badge/team-badge';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import type { DataAnswer } from './data-calls';
import { linkable, teamPath } from './data-paths';
import styles from './match-data.module.css';

export type DataMatch = DataAnswer<'compMatches'>['matches'][number];

function Team({ sport, team, side }: { readonly sport: Sport; readonly team: DataMatch['homeTeam']; readonly side: 'home' | 'away' }) {
  const badge = <TeamBadge name={team.name} logo={team.logo || undefined} size="sm" decorative />;
  const name = linkable(team.teamId) ? <Link to={teamPath(sport, team.teamId)} className={styles.teamLink}>{team.name}</Link> : <span>{team.name}</span>;
  return <span className={`${styles.teamCell} ${side === 'home' ? styles.alignEnd : ''}`}>{side === 'home' ? <>{name}{badge}</> : <>{badge}{name}</>}</span>;
}

export function MatchLine({ sport, match, row, showCompetition }: {
  readonly sport: Sport;
  readonly match: DataMatch;
  /** Today's engine row of the match, when it has one. */
  readonly row?: MatchRow;
  /** The competition's name (a team's list spans competitions). */
  readonly showCompetition?: string;
}) {
  const statusId = row?.statusId ?? match.statusId;
  const played = match.homeScore >= 0 && match.awayScore >= 0;
  const score = row ? row.score : played ? `${match.homeScore}-${match.awayScore}` : 'vs';
  const going = row?.group === 'going';
  return (
    <tr data-testid="match-line" data-match-id={match.matchId} className={going ? styles.goingRow : ''}>
      <td className={styles.muted}>{shanghaiDate(match.matchTime * 1000).slice(5)} {localClock(match.matchTime * 1000)}</td>
      {showCompetition !== undefined && <td>{showCompetition}</td>}
      <td className={styles.right}><Team sport={sport} team={match.homeTeam} side="home" /></td>
      <td className={`${styles.score} ${going ? styles.liveScore : ''}`}>{score}</td>
      <td className={styles.left}><Team sport={sport} team={match.awayTeam} side="away" /></td>
      <td className={going ? styles.liveText : styles.muted}>{row?.statusText ?? statusText(sport, statusId)}</td>
      <td>{match.today ? <Link to={matchDetailUrl(match.matchId, sport)} className={styles.textLink} data-testid="match-centre-link">详情</Link> : null}</td>
    </tr>
  );
}

export function MatchTable({ children, withCompetition = false }: { readonly children: ReactNode; readonly withCompetition?: boolean }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>时间</th>{withCompetition && <th>赛事</th>}<th className={styles.right}>主队</th><th>比分</th><th className={styles.left}>客队</th><th>状态</th><th>操作</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

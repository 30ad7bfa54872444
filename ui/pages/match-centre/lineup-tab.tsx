// 阵容: both formations on one pitch (home in the lower half, away in the upper), shirt numbers and names; then
// substitutes, coaches and the injured/suspended; a player's name leads to the player's page. Before lineups exist: 阵容暂未公布.
import { EmptyState } from '../../components/feedback-state/empty-state';
import type { Sport } from '../../../engine/core';
import { cssVars } from '../../design/css-vars';
import { PlayerLink } from '../match-data/data-links';
import type { LineupView, TeamLineup } from './match-centre-types';
import styles from './match-centre.module.css';

function Pitch({ sport, lineup }: { readonly sport: Sport; readonly lineup: LineupView }) {
  // y is 0 at the own goal line: home fills the bottom half upwards, away the top half downwards.
  const place = (side: 'home' | 'away', x = 50, y = 50) => (side === 'home'
    ? { '--x': `${x}%`, '--y': `${100 - y / 2}%` } as const
    : { '--x': `${100 - x}%`, '--y': `${y / 2}%` } as const);
  return (
    <div className={styles.pitch} data-testid="pitch">
      {(['home', 'away'] as const).flatMap((side) => lineup[side].starters.map((p) => (
        <span key={`${side}${p.number}`} className={styles.player} style={cssVars(place(side, p.x, p.y))} data-testid="pitch-player">
          <span className={`${styles.shirt} ${side === 'away' ? styles.awayShirt : ''}`}>{p.number}</span>
          <PlayerLink sport={sport} id={p.playerId} testId="lineup-player">{p.name}</PlayerLink>
        </span>
      )))}
    </div>
  );
}

function Bench({ sport, title, team }: { readonly sport: Sport; readonly title: string; readonly team: TeamLineup }) {
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title} {team.formation}</h3>
      <p className={styles.sub}>主教练：{team.coach || '-'}</p>
      <table className={styles.table}>
        <thead><tr><th>号码</th><th>替补</th></tr></thead>
        <tbody>{team.substitutes.map((p) => <tr key={p.number}><td>{p.number}</td><td><PlayerLink sport={sport} id={p.playerId} testId="lineup-player">{p.name}</PlayerLink></td></tr>)}</tbody>
      </table>
      {team.absent.length > 0 && (
        <table className={styles.table}>
          <thead><tr><th>伤停</th><th>原因</th></tr></thead>
          <tbody>{team.absent.map((p) => <tr key={p.name}><td>{p.name}</td><td>{p.reason}</td></tr>)}</tbody>
        </table>
      )}
    </section>
  );
}

export function LineupTab({ sport, lineup, homeName, awayName }: { readonly sport: Sport; readonly lineup: LineupView | null | undefined; readonly homeName: string; readonly awayName: string }) {
  if (!lineup) return <EmptyState text="阵容暂未公布" />;
  return (
    <div data-testid="lineup">
      <section className={styles.section}><Pitch sport={sport} lineup={lineup} /></section>
      <div className={styles.lineupGrid}>
        <Bench sport={sport} title={homeName} team={lineup.home} />
        <Bench sport={sport} title={awayName} team={lineup.away} />
      </div>
    </div>
  );
}

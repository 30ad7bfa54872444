// 阵容: both formations on one pitch (home in the lower half, away in the upper), shirt numbers and names; then
// substitutes, coaches and the injured/suspended. Before lineups exist: 阵容暂未公布.
import { EmptyState } from '../../components/feedback-state/empty-state';
import { cssVars } from '../../design/css-vars';
import type { LineupView, TeamLineup } from './match-centre-types';
import styles from './match-centre.module.css';

function Pitch({ lineup }: { readonly lineup: LineupView }) {
  // y is 0 at the own goal line: home fills the bottom half upwards, away the top half downwards.
  const place = (side: 'home' | 'away', x = 50, y = 50) => (side === 'home'
    ? { '--x': `${x}%`, '--y': `${100 - y / 2}%` } as const
    : { '--x': `${100 - x}%`, '--y': `${y / 2}%` } as const);
  return (
    <div className={styles.pitch} data-testid="pitch">
      {(['home', 'away'] as const).flatMap((side) => lineup[side].starters.map((p) => (
        <span key={`${side}${p.number}`} className={styles.player} style={cssVars(place(side, p.x, p.y))} data-testid="pitch-player">
          <span className={`${styles.shirt} ${side === 'away' ? styles.awayShirt : ''}`}>{p.number}</span>
          <span>{p.name}</span>
        </span>
      )))}
    </div>
  );
}

function Bench({ title, team }: { readonly title: string; readonly team: TeamLineup }) {
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title} {team.formation}</h3>
      <p className={styles.sub}>主教练：{team.coach || '-'}</p>
      <table className={styles.table}>
        <thead><tr><th>号码</th><th>替补</th></tr></thead>
        <tbody>{team.substitutes.map((p) => <tr key={p.number}><td>{p.number}</td><td>{p.name}</td></tr>)}</tbody>
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

export function LineupTab({ lineup, homeName, awayName }: { readonly lineup: LineupView | null | undefined; readonly homeName: string; readonly awayName: string }) {
  if (!lineup) return <EmptyState text="阵容暂未公布" />;
  return (
    <div data-testid="lineup">
      <section className={styles.section}><Pitch lineup={lineup} /></section>
      <div className={styles.lineupGrid}>
        <Bench title={homeName} team={lineup.home} />
        <Bench title={awayName} team={lineup.away} />
      </div>
    </div>
  );
}

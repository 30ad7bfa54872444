// [LR-4] The room's match panel: competition, kick-off time, teams and score, status with the live minute (plus
// mark past 90 [MN-2]) and, football, half-time, corners, cards, shots and possession; basketball, the period clock,
// quarter (or half) totals, difference and total. The pre-match countdown under 24 h [MN-5], the spoiler guard's
// delay, and the match's detail link. The view is the guarded one (held back by the stream's latency).
import { CompetitionBadge } from '../../components/badge/competition-badge';
import { TeamBadge } from '../../components/badge/team-badge';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import { cssVars } from '../../design/css-vars';
import type { Sport } from '../../../engine/core';
import { countdownText } from '../match-centre/countdown';
import type { Pair, PanelModel } from './match-panel-model';
import styles from './live-room.module.css';
import { OWN_TAB_LINK } from '../../app/own-tab';

function PairRow({ label, pair, testId }: { readonly label: string; readonly pair: Pair; readonly testId: string }) {
  return (
    <div className={styles.statRow} data-testid={testId}>
      <span className={styles.statValue}>{pair.home}</span>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{pair.away}</span>
    </div>
  );
}

/** '1-0' as a pair; '-' (not yet) on both sides. */
const halfTimePair = (text: string): Pair => {
  const [home, away] = text.split('-');
  return away === undefined || home === '' ? { home: '-', away: '-' } : { home, away };
};

export interface MatchPanelProps {
  readonly model: PanelModel;
  readonly sport: Sport;
  readonly matchId: number;
  readonly kickOffMs: number | undefined;
  readonly now: number;
  readonly delayMs: number;
}

export function MatchPanel({ model, sport, matchId, kickOffMs, now, delayMs }: MatchPanelProps) {
  const countdown = model.notStarted && kickOffMs !== undefined ? countdownText(kickOffMs, now) : '';
  const d = model.detail;
  return (
    <section className={styles.panel} data-testid="match-panel" data-match-id={matchId} aria-label="比赛信息">
      <header className={styles.panelTop}>
        <span className={styles.competition} style={cssVars({ '--competition-color': model.competitionColor || 'var(--color-grey-500)' })}>
          <CompetitionBadge name={model.competition} color={model.competitionColor || undefined} size="sm" decorative />
          <span data-testid="panel-competition">{model.competition}</span>
        </span>
        <span className={styles.muted} data-testid="panel-time">{model.time}</span>
      </header>
      <div className={styles.scoreLine}>
        <span className={styles.team}><TeamBadge name={model.home} size="md" decorative /><span data-testid="panel-home">{model.home}</span></span>
        <span className={styles.scoreBox}>
          <span className={styles.score} data-testid="panel-score">{model.score}</span>
          <span className={model.going ? styles.going : styles.muted} data-testid="panel-status">{model.statusText}</span>
          {model.minute && <span className={styles.minute} data-testid="panel-minute">{model.minute}</span>}
          {d.sport === 'basketball' && d.clock && <span className={styles.minute} data-testid="panel-clock">{d.clock}</span>}
        </span>
        <span className={styles.team}><TeamBadge name={model.away} size="md" decorative /><span data-testid="panel-away">{model.away}</span></span>
      </div>
      {countdown && <p className={styles.countdown} data-testid="panel-countdown">距开赛 {countdown}</p>}
      {d.sport === 'football' ? (
        <div className={styles.stats}>
          <PairRow label="半场" pair={halfTimePair(d.halfTime)} testId="panel-half-time" />
          <PairRow label="角球" pair={d.corners} testId="panel-corners" />
          <PairRow label="黄牌" pair={d.yellow} testId="panel-yellow" />
          <PairRow label="红牌" pair={d.red} testId="panel-red" />
          <PairRow label="射门" pair={d.shots} testId="panel-shots" />
          <PairRow label="控球率" pair={d.possession} testId="panel-possession" />
        </div>
      ) : (
        <table className={styles.periods} data-testid="panel-periods">
          <thead><tr><th scope="col">球队</th>{d.periods.map((p) => <th key={p.label} scope="col">{p.label}</th>)}</tr></thead>
          <tbody>
            <tr><th scope="row">{model.home}</th>{d.periods.map((p) => <td key={p.label}>{p.home}</td>)}</tr>
            <tr><th scope="row">{model.away}</th>{d.periods.map((p) => <td key={p.label}>{p.away}</td>)}</tr>
          </tbody>
          <tfoot><tr><td colSpan={d.periods.length + 1} data-testid="panel-totals">分差 {d.diff} · 总分 {d.total}</td></tr></tfoot>
        </table>
      )}
      <footer className={styles.panelFoot}>
        <span className={styles.delay} data-testid="spoiler-delay" data-delay-ms={Math.round(delayMs)}>比分延迟 {(delayMs / 1000).toFixed(1)} 秒 同步视频</span>
        <a className={styles.detailLink} href={matchDetailUrl(matchId, sport)} {...OWN_TAB_LINK} data-testid="panel-detail-link">比赛详情</a>
      </footer>
    </section>
  );
}

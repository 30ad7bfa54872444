// The match centre's header: competition (colour, logo), teams with badges (the feed's logos; the initial-letter badge
// without one or when it fails to load) and ranking, score, status and live minute
// [MN-1]…[MN-4] (with the extra-time line and shoot-out of the list row), half-time (basketball's from the half-time
// break on, basketball-display.ts), kick-off time and the
// countdown under 24 h [MN-5], the follow star [FL-1], the match's live and preview streams (the streams popup:
// each opens its room) [LS-13], and the VAR flag [RT-3]. The fields are the engine row's, live.
import type { DetailLogos, FootballRow, MatchRow } from '../../../engine/core';
import { CompetitionBadge } from '../../components/badge/competition-badge';
import { TeamBadge } from '../../components/badge/team-badge';
import { cssVars } from '../../design/css-vars';
import { FollowStar } from '../sport-list/live-list/follow-star';
import { StreamButton } from '../sport-list/live-list/stream-button';
import { headerHalf } from './basketball-display';
import { countdownText } from './countdown';
import styles from './match-centre.module.css';
import { useOpenMark } from '../../perf/open-marks';

function isFootball(row: MatchRow): row is FootballRow {
  return row.sport === 'football';
}

export function MatchHeader({ row, logos, kickOffMs, now }: { readonly row: MatchRow; readonly logos?: DetailLogos; readonly kickOffMs?: number; readonly now: number }) {
  useOpenMark('content-committed');
  const going = row.group === 'going';
  const football = isFootball(row) ? row : undefined;
  // Football's live minute; basketball's period clock (the card's minutes).
  const minute = football
    ? (going && football.minute !== 'vs' && football.minute !== row.statusText ? football.minute : '')
    : (going && row.sport === 'basketball' ? row.clock : '');
  const basketballHalf = row.sport === 'basketball' ? headerHalf(row) : '';
  const countdown = kickOffMs !== undefined && row.group === 'no_start' ? countdownText(kickOffMs, now) : '';
  return (
    <header className={styles.header} data-testid="match-header" data-match-id={row.id}>
      <div className={styles.headerTop}>
        <span className={styles.competition} style={cssVars({ '--competition-color': row.competitionColor || 'var(--color-grey-500)' })}>
          <CompetitionBadge name={row.competitionName} logo={logos?.competition || undefined} color={row.competitionColor || undefined} size="sm" decorative />
          <span data-testid="header-competition">{row.competitionName}</span>
        </span>
        <span className={styles.headerActions}>
          <span className={styles.sub} data-testid="header-kick-off">开赛 {row.time}</span>
          {(row.living > 0 || row.preview > 0) && <StreamButton id={row.id} sport={row.sport} living={row.living} preview={row.preview} />}
          <FollowStar id={row.id} sport={row.sport} followed={row.followed} />
        </span>
      </div>
      <div className={styles.teams}>
        <div className={styles.team}>
          <TeamBadge name={row.homeName} logo={logos?.home || undefined} size="lg" decorative />
          <span data-testid="header-home">{row.homeName}</span>
          {row.homeRank && <span className={styles.rank}>排名 {row.homeRank}</span>}
        </div>
        <div className={styles.centre}>
          <span className={styles.score} data-testid="header-score">{row.score}</span>
          <span className={styles.status}>
            <span className={going ? styles.going : ''} data-testid="header-status">{row.statusText}</span>
            {minute && <span className={styles.minute} data-testid="header-minute">{minute}</span>}
            {row.varActive && <span className={styles.var} data-testid="header-var">VAR</span>}
          </span>
          {football?.shootout && <span className={styles.sub} data-testid="header-shootout">{football.shootout}</span>}
          {football?.finalLine && <span className={styles.sub}>{football.finalLine}</span>}
          {football?.halfTime && <span className={styles.sub} data-testid="header-half-time">半场 {football.halfTime}</span>}
          {basketballHalf && <span className={styles.sub} data-testid="header-half-time">半场 {basketballHalf}</span>}
          {countdown && <span className={styles.sub} data-testid="header-countdown">距开赛 {countdown}</span>}
        </div>
        <div className={styles.team}>
          <TeamBadge name={row.awayName} logo={logos?.away || undefined} size="lg" decorative />
          <span data-testid="header-away">{row.awayName}</span>
          {row.awayRank && <span className={styles.rank}>排名 {row.awayRank}</span>}
        </div>
      </div>
    </header>
  );
}

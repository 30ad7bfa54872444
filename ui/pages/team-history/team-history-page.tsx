// /teamDetailHistory/{matchId} (SPEC.md §2, no login): both teams of a match — their meetings and each one's
// recent results — reached from the match centre's 分析 tab. The match may be any sport; the server says which.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/container/container';
import styles from './team-history.module.css';
import { TeamHistoryView } from './team-history-view';
import { useTeamHistory } from './use-team-history';

/** A match id as the route carries it; null when it is not one (the page says 比赛不存在 without asking). */
export function matchIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

export function TeamHistoryPage() {
  const matchId = matchIdOf(useParams().matchId);
  const [attempt, setAttempt] = useState(0);
  const load = useTeamHistory(matchId, attempt);
  return (
    <Container className={styles.page}>
      <TeamHistoryView load={load} onRetry={() => setAttempt((n) => n + 1)} />
    </Container>
  );
}

// /liveRoom?detail={matchId}&SportType={football|basketball}: the match centre (issue #13). A match in the
// engine's state is live: the worker's detail view (useMatchDetail) gives the header row and every list, patched
// as frames arrive — no polling. A match the state lacks ('unknown': another day's, or no such id) is asked of
// the server once (use-http-centre.ts). Until the worker answers, the header is drawn from the server's matchInfo,
// asked before the first render (early-header.ts), above the tabs' skeleton. 分析 asks its history when first opened.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { Container } from '../../components/container/container';
import { useTickingNow } from '../../time/use-clock';
import { useMatchDetail } from '../../engine-client';
import { liveEngine } from '../../live/live-engine';
import { fromLiveView, withSeed } from './centre-data';
import type { MatchCentreTab } from './match-centre-query';
import type { MatchCentreLoad } from './match-centre-types';
import styles from './match-centre.module.css';
import { MatchCentreView } from './match-centre-view';
import { useAnalysis } from './use-analysis';
import { useEarlyHeader } from './use-early-header';
import { useLiveSeed } from './use-live-seed';
import { useHttpCentre } from './use-http-centre';
import { liveKeyOf, useTodayRow } from './use-today-row';
import { useScheduler } from '../../time/scheduler-context';

export function MatchCentrePage({ sport, matchId, initialTab }: { readonly sport: Sport; readonly matchId: number; readonly initialTab: MatchCentreTab }) {
  const client = useMemo(() => liveEngine(), []); // null without workers: the page asks the server
  const live = useMatchDetail(client, sport, matchId);
  const [attempt, setAttempt] = useState(0);
  const todayRow = useTodayRow(client, sport, matchId, live.status === 'unknown');
  const http = useHttpCentre(sport, matchId, live.status === 'unknown', `${attempt}|${liveKeyOf(todayRow)}`);
  const [tab, setTab] = useState(initialTab);
  const analysis = useAnalysis(sport, matchId, tab === 'analysis');
  const [, setParams] = useSearchParams();

  const early = useEarlyHeader(sport, matchId, live.status === 'loading');

  const isLive = live.status === 'live';
  // Today's row has the live minute [MN-1]; while the worker has not answered, the header is matchInfo's.
  const row = isLive ? live.row ?? undefined : todayRow ?? http.row ?? early?.row;
  const logos = isLive ? live.logos ?? undefined : http.logos ?? early?.logos;
  const kickOffMs = isLive ? (live.match ? live.match.matchTime * 1000 : undefined) : http.kickOffMs ?? early?.kickOffMs;
  const scheduler = useScheduler();
  // The countdown [MN-5] runs each second on the app's clock until kick-off, then shows nothing with no frame needed.
  const now = useTickingNow(kickOffMs !== undefined && row?.group === 'no_start', client?.feedClock ?? scheduler, scheduler);
  const liveView = useMemo(() => (isLive ? fromLiveView(live) : undefined), [isLive, live]);
  const seed = useLiveSeed(sport, matchId, isLive);
  const liveData = useMemo(() => (liveView ? withSeed(liveView, seed) : undefined), [liveView, seed]);
  const base: MatchCentreLoad = liveData ? { status: 'ready', data: liveData } : live.status === 'loading' ? { status: 'loading' } : http.load;
  const load: MatchCentreLoad = base.status === 'ready' && analysis.status === 'ready' ? { status: 'ready', data: { ...base.data, analysis: analysis.analysis } } : base;

  const onTab = (next: MatchCentreTab) => {
    setTab(next);
    setParams((params) => {
      params.set('tab', next);
      return params;
    }, { replace: true });
  };
  return (
    <Container className={styles.page}>
      <MatchCentreView sport={sport} matchId={matchId} row={row} logos={logos} load={load} tab={tab} onTab={onTab} onRetry={() => setAttempt((n) => n + 1)} now={now} kickOffMs={kickOffMs} />
    </Container>
  );
}
